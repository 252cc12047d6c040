import type { TesseraPlugin } from '@core/plugin-api/index.js';
import { webPlugins } from 'virtual:tessera/web-plugins';

/**
 * Every plugin the web app knows (visualizations, native filter types, …), discovered at build
 * time from the folders under plugins/ whose `plugin.json` says they run on the web (see
 * scripts/plugin-discovery.mjs). The server's configuration (`PLUGINS_ENABLED`,
 * `PLUGINS_DISABLED`, sent in the bootstrap data) decides which of them load. Components stay
 * behind each contribution's `loadComponent`, so this list costs only descriptors in the main bundle.
 */
export const WEB_PLUGINS: readonly TesseraPlugin[] = webPlugins;
