import type { TesseraPlugin } from '../plugin-api/tessera-plugin.js';

/** Which plugins to load: `enabled` is an allow-list when given; `disabled` always wins. */
export interface PluginSelectionOptions {
  enabled?: readonly string[];
  disabled?: readonly string[];
}

/** The outcome of {@link selectPlugins}, bound in the container so start-up can log it. */
export interface PluginSelection {
  /** Plugins that will be loaded, in the order given. */
  loaded: readonly TesseraPlugin[];
  /** Keys left out, with the reason. */
  skipped: ReadonlyArray<{ key: string; reason: 'disabled' | 'not-enabled' }>;
  /** Keys named in `enabled`/`disabled` that no plugin has: usually a typo in the configuration. */
  unknownKeys: readonly string[];
}

/** DI token of the container's {@link PluginSelection}. */
export const PluginSelection: symbol = Symbol.for('tessera.PluginSelection');

/**
 * Applies the admin's enable/disable configuration to the available plugins. Throws when two
 * plugins share a key, since configuration could not tell them apart.
 */
export function selectPlugins(plugins: readonly TesseraPlugin[], options: PluginSelectionOptions = {}): PluginSelection {
  const seen = new Set<string>();
  for (const plugin of plugins) {
    if (seen.has(plugin.key)) throw new Error(`Two plugins share the key '${plugin.key}'; plugin keys must be unique.`);
    seen.add(plugin.key);
  }
  const allowList = options.enabled ? new Set(options.enabled) : undefined;
  const denyList = new Set(options.disabled ?? []);
  const loaded: TesseraPlugin[] = [];
  const skipped: Array<{ key: string; reason: 'disabled' | 'not-enabled' }> = [];
  for (const plugin of plugins) {
    if (denyList.has(plugin.key)) skipped.push({ key: plugin.key, reason: 'disabled' });
    else if (allowList && !allowList.has(plugin.key)) skipped.push({ key: plugin.key, reason: 'not-enabled' });
    else loaded.push(plugin);
  }
  const named = [...(options.enabled ?? []), ...(options.disabled ?? [])];
  const unknownKeys = [...new Set(named.filter((key) => !seen.has(key)))];
  return { loaded, skipped, unknownKeys };
}
