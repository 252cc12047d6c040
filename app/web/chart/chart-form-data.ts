import { DEFAULT_COLOR_SCHEME, hasColorScheme, type QueryFormData } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';

/** Form data as a chart is drawn from and explore edits it: a datasource, a viz type and that viz's fields. */
export type FormData = QueryFormData & Record<string, unknown>;

/**
 * Opens a viz's form data from what was stored: the viz's migration, its defaults under the
 * stored values, the datasource and viz type set, and a colour scheme that no longer exists reset
 * to the default (spec §4). Every place a chart is drawn opens its form data here; callers find
 * `viz` for a stored key with `vizTypes.resolve`, which also answers Superset's legacy keys.
 *
 * `migrate` sees the stored `viz_type` when it is one of the viz's `legacyKeys` (so it can
 * translate that type's fields, e.g. `dist_bar`'s `groupby`), and the viz's own key otherwise;
 * the result always carries the viz's current key, which is what saving stores.
 *
 * @example
 * openFormData(vizTypes.requireResolved('dist_bar'), savedChart.form_data, '3__table').viz_type; // 'echarts_timeseries_bar'
 */
export function openFormData(viz: VizDescriptor, stored: Record<string, unknown>, datasource: string): FormData {
  const storedType = stored['viz_type'];
  const vizType = typeof storedType === 'string' && viz.legacyKeys?.includes(storedType) ? storedType : viz.key;
  const migrated = viz.migrate ? viz.migrate({ ...stored, datasource, viz_type: vizType } as QueryFormData) : stored;
  const formData: FormData = { ...structuredClone(viz.defaults), ...migrated, datasource, viz_type: viz.key };
  return resetMissingColorScheme(formData);
}

/** A colour scheme that no longer exists falls back to the default (spec §4). */
export function resetMissingColorScheme(formData: FormData): FormData {
  const scheme = formData['color_scheme'];
  if (scheme === undefined || scheme === null || hasColorScheme(scheme)) return formData;
  return { ...formData, color_scheme: DEFAULT_COLOR_SCHEME };
}
