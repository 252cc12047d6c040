import { applyExtraFormData, type ExtraFormData, type QueryContext } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { type FormData, formDataForViz } from '../../explore/state/explore-form-data';
import type { DashboardMetadata } from '../dashboard-types';

/**
 * A dashboard chart's form data: its saved form data opened for its viz (migrated, defaults
 * under it), with the dashboard's colour scheme and label colours over the chart's own, and the
 * dashboard's id (as Superset adds it).
 */
export function dashboardChartFormData(viz: VizDescriptor, saved: Record<string, unknown>, dashboardId: number, metadata: DashboardMetadata): FormData {
  const datasource = typeof saved['datasource'] === 'string' ? saved['datasource'] : '';
  const formData = formDataForViz(viz, saved, datasource);
  const next: FormData = { ...formData, dashboardId };
  if (typeof metadata.color_scheme === 'string' && metadata.color_scheme !== '') next['color_scheme'] = metadata.color_scheme;
  const labelColors = metadata.label_colors;
  if (labelColors && typeof labelColors === 'object' && Object.keys(labelColors).length > 0) {
    const own = (formData['label_colors'] as Record<string, string> | undefined) ?? {};
    next['label_colors'] = { ...own, ...labelColors };
  }
  return next;
}

/**
 * The query context a dashboard chart sends: its viz's `buildQuery`, with the form data and the
 * force flag, and the extra form data of the dashboard's filters that reach the chart merged into
 * every query (`applyExtraFormData`). Charts given the same filters still ask the same question,
 * so the dashboard's cache sends it once.
 */
export function dashboardChartQueryContext(
  viz: VizDescriptor,
  formData: FormData,
  options: { force?: boolean; ownState?: Record<string, unknown>; resultType?: QueryContext['result_type']; extraFormData?: ExtraFormData } = {},
): QueryContext {
  const context = viz.buildQuery(formData, { ownState: options.ownState });
  const built = {
    ...context,
    force: options.force ?? false,
    form_data: formData,
    result_format: context.result_format ?? 'json',
    result_type: options.resultType ?? context.result_type ?? 'full',
  } as QueryContext;
  return applyExtraFormData(built, options.extraFormData);
}
