import type { VizDescriptor } from '@core/registry/index.js';
import { createChart, fetchChartDashboards, updateChart, type ChartSaveBody, type ExploreContext, type ExploreSlice } from './explore-api';
import { buildQueryContext } from '../../chart/build-query-context';
import type { SaveChartRequest } from './SaveChartModal';
import type { FormData } from '../../chart/chart-form-data';

/** What a save did: the chart's id, and whether it overwrote the chart explore was showing. */
export interface SavedChart {
  id: number;
  overwritten: boolean;
}

/**
 * Saves form data as a chart: overwrites the open chart (keeping the dashboards it is on and adding the
 * chosen one) or creates a new one. The query context is stored with it, so reports and thumbnails can
 * run the chart without the browser.
 */
export async function saveExploreChart(
  viz: VizDescriptor,
  formData: FormData,
  dataset: ExploreContext['dataset'],
  slice: ExploreSlice | null,
  request: SaveChartRequest,
): Promise<SavedChart> {
  const overwrite = request.action === 'overwrite' && slice !== null;
  let dashboards: number[] = request.dashboardId !== null ? [request.dashboardId] : [];
  if (overwrite) dashboards = [...new Set([...(await fetchChartDashboards(slice.slice_id)), ...dashboards])];
  const body: ChartSaveBody = {
    slice_name: request.sliceName,
    viz_type: formData.viz_type,
    datasource_id: dataset.id,
    datasource_type: dataset.type ?? 'table',
    params: JSON.stringify(formData),
    query_context: JSON.stringify(buildQueryContext(viz, formData)),
    query_context_generation: true,
    dashboards,
  };
  if (overwrite) {
    await updateChart(slice.slice_id, body);
    return { id: slice.slice_id, overwritten: true };
  }
  return { id: await createChart(body), overwritten: false };
}
