/**
 * Generated at build time by esbuild.config.mjs (app/web/kernel/viz-validators.build.ts): by schema
 * fingerprint, the import of each web plugin schema's precompiled validator, a chunk of its own.
 */
declare module 'virtual:tessera/viz-validators' {
  import type { PrecompiledValidator } from '@control-schemas/index.js';

  export const validatorLoaders: Readonly<Record<string, () => Promise<PrecompiledValidator>>>;
}

/** Generated from the plugin.json of each folder under plugins/ (scripts/plugin-discovery.mjs): the plugins that run in the browser. */
declare module 'virtual:tessera/web-plugins' {
  import type { TesseraPlugin } from '@core/plugin-api/index.js';

  export const webPlugins: readonly TesseraPlugin[];
}

/** Generated from the same manifests: the plugins that run in the server, and the web plugins' keys. */
declare module 'virtual:tessera/server-plugins' {
  import type { TesseraPlugin } from '@core/plugin-api/index.js';

  export const serverPlugins: readonly TesseraPlugin[];
  export const webPluginKeys: readonly string[];
}
