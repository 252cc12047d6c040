import type { AdhocFilter, SavedChartData } from '@core/plugin-api/index.js';
import { api } from '../api/api';
import { fetchChartData } from '../api/chart-data';
import { unwrapCall } from '../api/unwrap-call';
import { chartApi } from '../features/chart/chart-api';
import type { useKernel } from '../kernel/kernel-context';
import type { AppDispatch } from '../store/create-app-store';
import { buildQueryContext } from './build-query-context';
import { openFormData } from './chart-form-data';
import { verboseMapOf } from './verbose-map-of';

type VizTypes = ReturnType<typeof useKernel>['vizTypes'];
type VerboseMap = Readonly<Record<string, string>>;

/**
 * A dataset's display names, read from `GET /superset/fetch_datasource_metadata` (readable by
 * whoever may query the dataset) and kept in the RTK Query cache by datasource key, so the layers
 * of one dataset ask once.
 */
const verboseMapApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedChartVerboseMap: build.query<VerboseMap, string>({
      query: (datasourceKey) => `/superset/fetch_datasource_metadata?datasourceKey=${encodeURIComponent(datasourceKey)}`,
      transformResponse: (datasource: unknown) => verboseMapOf(datasource) ?? {},
      providesTags: (_result, _error, datasourceKey) => [{ type: 'Dataset', id: Number(datasourceKey.split('__')[0]) }],
    }),
  }),
});

/** The dataset's display names, or none when they cannot be read (the chart then shows raw names). */
async function readVerboseMap(dispatch: AppDispatch, datasourceKey: string, signal: AbortSignal | undefined): Promise<VerboseMap | undefined> {
  const request = dispatch(verboseMapApi.endpoints.getSavedChartVerboseMap.initiate(datasourceKey, { subscribe: false }));
  if (signal?.aborted) request.abort();
  else signal?.addEventListener('abort', () => request.abort(), { once: true });
  try {
    const map = await request.unwrap();
    return Object.keys(map).length > 0 ? map : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens a saved chart as explore would (its viz type's `migrate` and defaults) and runs its query,
 * with `extraFilters` added to its own adhoc filters: how a chart drawn from other saved charts
 * (`deck_multi`) reads each of them. The chart is read through the chart endpoint (`getChart`), so
 * one already in the store is not asked for again; its data goes the chart-data lane. Its dataset's
 * display names (`verboseMap`) are read alongside the data, not after it.
 */
export async function loadSavedChart(
  dispatch: AppDispatch,
  vizTypes: VizTypes,
  chartId: number,
  { extraFilters = [], signal, pollingDelayMs = 500 }: { extraFilters?: readonly AdhocFilter[]; signal?: AbortSignal; pollingDelayMs?: number } = {},
): Promise<SavedChartData> {
  const request = dispatch(chartApi.endpoints.getChart.initiate(chartId, { subscribe: false }));
  if (signal?.aborted) request.abort();
  else signal?.addEventListener('abort', () => request.abort(), { once: true });
  const chart = await unwrapCall(request);
  const stored = (chart.params ? JSON.parse(chart.params) : {}) as Record<string, unknown>;
  const registered = vizTypes.resolve(String(stored['viz_type'] ?? chart.viz_type ?? ''));
  if (!registered) throw new Error(`The visualization type "${String(chart.viz_type)}" is not available.`);
  const viz = await vizTypes.load(registered.key);
  const datasourceKey = `${chart.datasource_id}__${chart.datasource_type ?? 'table'}`;
  const opened = openFormData(viz, stored, datasourceKey);
  const own = Array.isArray(opened['adhoc_filters']) ? (opened['adhoc_filters'] as AdhocFilter[]) : [];
  const formData = extraFilters.length > 0 ? { ...opened, adhoc_filters: [...own, ...extraFilters] } : opened;
  const [response, verboseMap] = await Promise.all([
    fetchChartData(buildQueryContext(viz, formData), { pollingDelayMs, signal }),
    readVerboseMap(dispatch, datasourceKey, signal),
  ]);
  return { formData, response, ...(verboseMap ? { verboseMap } : {}) };
}
