/** The colour modes the SDK's `setThemeMode` names, as the app's theme knows them. */
export type EmbeddedThemeMode = 'light' | 'dark' | 'system';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `setThemeMode`'s `mode` ('default' is Superset's word for light), or null for anything else. */
export function themeModeOf(mode: unknown): EmbeddedThemeMode | null {
  if (mode === 'dark' || mode === 'light' || mode === 'system') return mode;
  if (mode === 'default') return 'light';
  return null;
}

/** The mode an antd-style `algorithm` (`'dark'`, `['dark', 'compact']`, `'default'`) asks for. */
function algorithmMode(algorithm: unknown): EmbeddedThemeMode | null {
  const names = (Array.isArray(algorithm) ? algorithm : [algorithm]).filter((name): name is string => typeof name === 'string');
  if (names.includes('dark')) return 'dark';
  if (names.includes('default')) return 'light';
  return null;
}

/**
 * The colour mode a theme configuration from `setThemeConfig` selects, where it applies to this
 * app (its colours are its own): a theme whose `algorithm` is dark or default (light); a
 * `{theme_default, theme_dark}` pair follows the viewer's system, either one alone is that mode.
 * Null when the configuration says nothing about the mode.
 */
export function themeConfigMode(config: unknown): EmbeddedThemeMode | null {
  if (!isRecord(config)) return null;
  const direct = algorithmMode(config.algorithm);
  if (direct) return direct;
  const light = isRecord(config.theme_default) ? config.theme_default : null;
  const dark = isRecord(config.theme_dark) ? config.theme_dark : null;
  if (light && dark) return 'system';
  if (dark) return 'dark';
  if (light) return algorithmMode(light.algorithm) ?? 'light';
  return null;
}
