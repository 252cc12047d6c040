import type { AdhocFilter, SavedChartData } from '@core/plugin-api/index.js';
import { fetchChartData } from '../api/chart-data';
import { unwrapCall } from '../api/unwrap-call';
import { chartApi } from '../features/chart/chart-api';
import type { useKernel } from '../kernel/kernel-context';
import type { AppDispatch } from '../store/create-app-store';
import { buildQueryContext } from './build-query-context';
import { openFormData } from './chart-form-data';

type VizTypes = ReturnType<typeof useKernel>['vizTypes'];

/**
 * Opens a saved chart as explore would (its viz type's `migrate` and defaults) and runs its query,
 * with `extraFilters` added to its own adhoc filters: how a chart drawn from other saved charts
 * (`deck_multi`) reads each of them. The chart is read through the chart endpoint (`getChart`), so
 * one already in the store is not asked for again; its data goes the chart-data lane.
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
  const viz = vizTypes.resolve(String(stored['viz_type'] ?? chart.viz_type ?? ''));
  if (!viz) throw new Error(`The visualization type "${String(chart.viz_type)}" is not available.`);
  const opened = openFormData(viz, stored, `${chart.datasource_id}__${chart.datasource_type ?? 'table'}`);
  const own = Array.isArray(opened['adhoc_filters']) ? (opened['adhoc_filters'] as AdhocFilter[]) : [];
  const formData = extraFilters.length > 0 ? { ...opened, adhoc_filters: [...own, ...extraFilters] } : opened;
  const response = await fetchChartData(buildQueryContext(viz, formData), { pollingDelayMs, signal });
  return { formData, response };
}
