import { applyFilterChanges, type FilterConfigItem } from '@core/dashboard/index.js';
import type { DashboardColorsInput, DashboardFiltersInput } from './dashboard-input.js';

/** A dashboard's parsed `json_metadata`. */
export type DashboardMetadata = Record<string, unknown>;

/** The metadata keys `PUT /colors` may replace. */
export const COLOR_KEYS = ['color_namespace', 'color_scheme', 'color_scheme_domain', 'label_colors', 'shared_label_colors', 'map_label_colors'] as const;

/**
 * The metadata with the colour fields sent replaced and the rest untouched. Shared label colours
 * sent in Superset's older object form keep only their labels, as the list form holds.
 */
export function applyColorConfig(metadata: DashboardMetadata, colors: DashboardColorsInput): DashboardMetadata {
  const out: DashboardMetadata = { ...metadata };
  for (const key of COLOR_KEYS) {
    const value = colors[key];
    if (value === undefined) continue;
    out[key] = key === 'shared_label_colors' && !Array.isArray(value) ? Object.keys(value as object) : value;
  }
  return out;
}

/** The colour fields as the metadata now holds them. */
export function colorConfigOf(metadata: DashboardMetadata): Partial<Record<(typeof COLOR_KEYS)[number], unknown>> {
  return Object.fromEntries(COLOR_KEYS.filter((key) => key in metadata).map((key) => [key, metadata[key]]));
}

/**
 * The native filter configuration after a `PUT /filters`, by the rule the dashboard page diffs
 * against (`applyFilterChanges`): deleted filters leave, modified ones replace the filter of the
 * same id where it stands, new ones join at the end, and `reordered` (filter ids) then sets the
 * order; filters it does not name keep their relative order after it.
 */
export function applyNativeFilterChanges(current: readonly unknown[], changes: DashboardFiltersInput): unknown[] {
  return applyFilterChanges(current as FilterConfigItem[], {
    modified: (changes.modified ?? []) as unknown as FilterConfigItem[],
    deleted: changes.deleted ?? [],
    reordered: changes.reordered ?? [],
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of the metadata whose chart references point at copied charts: the per-chart keys and
 * id lists of expanded charts, refresh immunity, legacy filter scopes and default filters,
 * cross-filter configuration, and native filter scopes. Ids without a mapping stay.
 */
export function remapMetadataChartIds(metadata: DashboardMetadata, mapping: ReadonlyMap<number, number>): DashboardMetadata {
  if (mapping.size === 0) return metadata;
  const id = (value: unknown) => (typeof value === 'number' ? (mapping.get(value) ?? value) : value);
  const ids = (value: unknown) => (Array.isArray(value) ? value.map(id) : value);
  const key = (name: string) => (/^\d+$/.test(name) ? String(mapping.get(Number(name)) ?? name) : name);
  const rekey = (value: unknown, each: (entry: unknown) => unknown = (entry) => entry) =>
    isObject(value) ? Object.fromEntries(Object.entries(value).map(([name, entry]) => [key(name), each(entry)])) : value;
  const scoped = (value: unknown) => {
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = { ...value };
    if ('chartsInScope' in out) out['chartsInScope'] = ids(out['chartsInScope']);
    if (isObject(out['scope'])) out['scope'] = { ...out['scope'], excluded: ids(out['scope']['excluded']) };
    return out;
  };

  const out: DashboardMetadata = { ...metadata };
  if ('expanded_slices' in out) out['expanded_slices'] = rekey(out['expanded_slices']);
  if ('timed_refresh_immune_slices' in out) out['timed_refresh_immune_slices'] = ids(out['timed_refresh_immune_slices']);
  if ('filter_scopes' in out) {
    out['filter_scopes'] = rekey(out['filter_scopes'], (columns) =>
      isObject(columns)
        ? Object.fromEntries(Object.entries(columns).map(([column, scope]) => [column, isObject(scope) ? { ...scope, immune: ids(scope['immune']) } : scope]))
        : columns,
    );
  }
  if (typeof out['default_filters'] === 'string') {
    try {
      out['default_filters'] = JSON.stringify(rekey(JSON.parse(out['default_filters']) as unknown));
    } catch {
      // Unreadable legacy default filters are kept as they are; the dashboard ignores them.
    }
  }
  if ('chart_configuration' in out) {
    out['chart_configuration'] = rekey(out['chart_configuration'], (entry) => {
      if (!isObject(entry)) return entry;
      return { ...entry, id: id(entry['id']), ...(isObject(entry['crossFilters']) ? { crossFilters: scoped(entry['crossFilters']) } : {}) };
    });
  }
  if ('global_chart_configuration' in out) out['global_chart_configuration'] = scoped(out['global_chart_configuration']);
  if (Array.isArray(out['native_filter_configuration'])) out['native_filter_configuration'] = out['native_filter_configuration'].map(scoped);
  return out;
}
