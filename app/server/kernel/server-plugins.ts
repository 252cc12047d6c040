import type { TesseraPlugin } from '@core/plugin-api/index.js';
import { serverPlugins, webPluginKeys } from 'virtual:tessera/server-plugins';

/**
 * Every plugin the server knows (database engines, server-side hooks), discovered at build time
 * from the folders under plugins/ whose `plugin.json` says they run on the server (see
 * scripts/plugin-discovery.mjs). Configuration (`PLUGINS_ENABLED`, `PLUGINS_DISABLED`) decides
 * which of them load. Engine plugins load their drivers only when a connection is opened.
 */
export const SERVER_PLUGINS: readonly TesseraPlugin[] = serverPlugins;

/**
 * The keys of the web app's plugins, read from their manifests without loading them: configuring
 * one of them is no typo.
 */
export const WEB_PLUGIN_KEYS: readonly string[] = webPluginKeys;
