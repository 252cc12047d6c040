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
 * `migrate` sees the stored `viz_type` when it is one of the viz's `legacyKeys` or a legacy key the
 * viz's migration opens as this viz (so it can translate that type's fields, e.g. `dist_bar`'s
 * `groupby`), and the viz's own key otherwise; the result always carries the viz's current key,
 * which is what saving stores. Find `viz` with `vizTypes.resolve(key, stored)` so a legacy chart
 * whose form data chooses its new type (a stepped `line`) opens as that type.
 *
 * @example
 * openFormData(vizTypes.requireResolved('dist_bar'), savedChart.form_data, '3__table').viz_type; // 'echarts_timeseries_bar'
 */
export function openFormData(viz: VizDescriptor, stored: Record<string, unknown>, datasource: string): FormData {
  const formData: FormData = { ...structuredClone(viz.defaults), ...migratedFormData(viz, stored, datasource), datasource, viz_type: viz.key };
  return resetMissingColorScheme(formData);
}

/**
 * The viz's migration of stored form data. It sees the stored `viz_type` when that is one of the
 * viz's `legacyKeys`, or another key its migration opens as this viz (a legacy key `resolve`
 * redirected here: a stepped `line` opening as the Stepped Line); its own key otherwise.
 */
function migratedFormData(viz: VizDescriptor, stored: Record<string, unknown>, datasource: string): Record<string, unknown> {
  if (!viz.migrate) return stored;
  const storedType = stored['viz_type'];
  if (typeof storedType === 'string' && storedType !== viz.key) {
    if (viz.legacyKeys?.includes(storedType)) return viz.migrate({ ...stored, datasource, viz_type: storedType } as QueryFormData);
    // Asked, not trusted: another type's key (a switch from a pie) opens with this viz's own key.
    const asStored = probeMigrate(viz.migrate, { ...stored, datasource, viz_type: storedType } as QueryFormData);
    if (asStored?.viz_type === viz.key) return asStored;
  }
  return viz.migrate({ ...stored, datasource, viz_type: viz.key } as QueryFormData);
}

/** A migration's answer for form data it may not be written for; `undefined` when it refuses them. */
function probeMigrate(migrate: NonNullable<VizDescriptor['migrate']>, formData: QueryFormData): Record<string, unknown> | undefined {
  try {
    return migrate(formData);
  } catch {
    return undefined;
  }
}

/** A colour scheme that no longer exists falls back to the default (spec §4). */
export function resetMissingColorScheme(formData: FormData): FormData {
  const scheme = formData['color_scheme'];
  if (scheme === undefined || scheme === null || hasColorScheme(scheme)) return formData;
  return { ...formData, color_scheme: DEFAULT_COLOR_SCHEME };
}
