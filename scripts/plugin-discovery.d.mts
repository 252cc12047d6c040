/** Types of scripts/plugin-discovery.mjs (plugin manifests and the virtual modules built from them). */
export type PluginSide = 'web' | 'server';

export interface DiscoveredPlugin {
  key: string;
  runs: PluginSide[];
  order: number;
  /** Absolute path of the plugin's `index.ts`. */
  entry: string;
  /** Absolute path of its `plugin.json`. */
  manifestFile: string;
}

export const PLUGIN_MODULES: Readonly<Record<string, PluginSide>>;
/** Folders under plugins/ that hold shared code, not a plugin. */
export const SHARED_FOLDERS: readonly string[];
export class PluginManifestError extends Error {}
export function readPluginManifests(pluginsDir: string): DiscoveredPlugin[];
export function pluginModuleSource(
  pluginsDir: string,
  id: string,
  specifierOf?: (file: string) => string,
  options?: { lazy?: boolean },
): { source: string; watchFiles: string[] };
