import { DEFAULT_COLOR_SCHEME, hasColorScheme } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { openFormData, type FormData } from '../../../chart/chart-form-data';
import type { DashboardMetadata } from '../dashboard-types';

/**
 * A dashboard chart's form data: its saved form data opened for its viz (migrated, defaults
 * under it), with the dashboard's colour scheme, the dashboard's label colours under the chart's
 * own (a chart's own colours win), and the dashboard's id (as Superset adds it).
 */
export function dashboardChartFormData(viz: VizDescriptor, saved: Record<string, unknown>, dashboardId: number, metadata: DashboardMetadata): FormData {
  const datasource = typeof saved['datasource'] === 'string' ? saved['datasource'] : '';
  const formData = openFormData(viz, saved, datasource);
  const next: FormData = { ...formData, dashboardId };
  // A dashboard scheme that no longer exists is the default (spec §4), as the chart's own would be.
  if (typeof metadata.color_scheme === 'string' && metadata.color_scheme !== '') next['color_scheme'] = hasColorScheme(metadata.color_scheme) ? metadata.color_scheme : DEFAULT_COLOR_SCHEME;
  const labelColors = metadata.label_colors;
  if (labelColors && typeof labelColors === 'object' && Object.keys(labelColors).length > 0) {
    const own = (formData['label_colors'] as Record<string, string> | undefined) ?? {};
    next['label_colors'] = { ...labelColors, ...own };
  }
  return next;
}
