import type { VizDescriptor } from '@core/registry/index.js';
import { FRESH_READ, UNTRACKED, unwrapCall } from '../../api/unwrap-call';
import { buildQueryContext } from '../../chart/build-query-context';
import type { FormData } from '../../chart/chart-form-data';
import type { AppDispatch } from '../../store/create-app-store';
import { chartApi } from '../chart/chart-api';
import { exploreApi, type ChartSaveBody, type ExploreContext, type ExploreSlice } from './explore-api';
import type { SaveChartRequest } from './SaveChartModal';

/** What a save did: the chart's id, and whether it overwrote the chart explore was showing. */
export interface SavedChart {
  id: number;
  overwritten: boolean;
}

/**
 * Saves form data as a chart: overwrites the open chart (keeping the dashboards it is on and adding the
 * chosen one) or creates a new one. The query context is stored with it, so reports and thumbnails can
 * run the chart without the browser. An overwrite names the version explore opened (`changed_on`), so
 * it is refused (409) when someone else saved the chart since, unless `overwriteConfirmed`. A refusal
 * is thrown as an `ApiCallError` in the product's words.
 */
export async function saveExploreChart(
  dispatch: AppDispatch,
  viz: VizDescriptor,
  formData: FormData,
  dataset: ExploreContext['dataset'],
  slice: ExploreSlice | null,
  request: SaveChartRequest,
  options: { overwriteConfirmed?: boolean } = {},
): Promise<SavedChart> {
  const overwrite = request.action === 'overwrite' && slice !== null;
  let dashboards: number[] = request.dashboardId !== null ? [request.dashboardId] : [];
  if (overwrite) {
    const stored = await unwrapCall(dispatch(chartApi.endpoints.getChart.initiate(slice.slice_id, FRESH_READ)));
    dashboards = [...new Set([...(stored.dashboards ?? []).map((dashboard) => dashboard.id), ...dashboards])];
  }
  const body: ChartSaveBody = {
    slice_name: request.sliceName,
    viz_type: formData.viz_type,
    datasource_id: dataset.id,
    datasource_type: dataset.type ?? 'table',
    params: JSON.stringify(formData),
    // Stored for any client to replay, so in Superset's JSON even when this app asks for Arrow.
    query_context: JSON.stringify({ ...buildQueryContext(viz, formData), result_format: 'json' }),
    query_context_generation: true,
    dashboards,
  };
  if (overwrite) {
    const version = options.overwriteConfirmed || typeof slice.changed_on !== 'string' ? {} : { changed_on: slice.changed_on };
    await unwrapCall(dispatch(exploreApi.endpoints.overwriteChart.initiate({ id: slice.slice_id, body: { ...body, ...version } }, UNTRACKED)));
    return { id: slice.slice_id, overwritten: true };
  }
  const created = await unwrapCall(dispatch(exploreApi.endpoints.createChart.initiate(body, UNTRACKED)));
  return { id: created.id, overwritten: false };
}
