import type { ExtraFormData } from '../plugin-api/index.js';
import { hasExtraFormData } from '../query/apply-extra-form-data.js';
import { mergeExtraFormData } from '../query/merge-extra-form-data.js';
import { byAscendingId, getChartIds } from './chart-ids.js';
import { getCrossFilterChartsInScope } from './cross-filter-scope.js';
import { crossFilterChartId, isNativeFilter } from './native-filter-id.js';
import { nativeFilterChartIds } from './native-filter-scope.js';
import type { DashboardFilterInputs, DataMaskWithId, NativeFilter } from './native-filter-types.js';

/** One data mask that may reach a chart: a native filter's or another chart's cross-filter. */
export type ChartFilterSource =
  | { kind: 'native'; id: string; filter: NativeFilter; dataMask: DataMaskWithId; inScope: boolean }
  | { kind: 'cross'; id: string; chartId: number; dataMask: DataMaskWithId; inScope: boolean };

/**
 * The data masks that may reach a chart, in the order they are applied: the native filters that
 * have a data mask, in configuration order, then the cross-filters of the other charts by chart
 * id (none when `crossFiltersEnabled` is false). `inScope` says whether each one's scope holds the
 * chart. A chart's own cross-filter is never listed.
 */
export function getChartFilterSources(chartId: number, inputs: DashboardFilterInputs): ChartFilterSource[] {
  const sources: ChartFilterSource[] = [];
  for (const item of inputs.configuration) {
    const dataMask = inputs.dataMask[item.id];
    if (!isNativeFilter(item) || !dataMask) continue;
    sources.push({ kind: 'native', id: item.id, filter: item, dataMask, inScope: nativeFilterChartIds(item, inputs.layout).includes(chartId) });
  }
  if (inputs.crossFiltersEnabled === false) return sources;
  const emitters = Object.keys(inputs.dataMask)
    .map((key) => ({ key, emitterId: crossFilterChartId(key) }))
    .filter((entry): entry is { key: string; emitterId: number } => entry.emitterId !== null && entry.emitterId !== chartId)
    .sort((a, b) => a.emitterId - b.emitterId);
  for (const { key, emitterId } of emitters) {
    const inScope = getCrossFilterChartsInScope(emitterId, inputs).includes(chartId);
    sources.push({ kind: 'cross', id: key, chartId: emitterId, dataMask: inputs.dataMask[key]!, inScope });
  }
  return sources;
}

/**
 * The extra form data a chart's queries receive from the dashboard: the extra form data of every
 * native filter whose scope holds the chart (configuration order), then of every other chart's
 * cross-filter whose scope holds it (unless cross-filters are disabled), merged with
 * `mergeExtraFormData` so later ones override time fields and lists add up.
 *
 * @example
 * ```ts
 * getChartExtraFormData({ chartId: 12, layout, configuration, dataMask });
 * // { filters: [{ col: 'country', op: 'IN', val: ['FR'] }], time_range: 'Last week' }
 * ```
 */
export function getChartExtraFormData(inputs: DashboardFilterInputs & { chartId: number }): ExtraFormData {
  return getChartFilterSources(inputs.chartId, inputs)
    .filter((source) => source.inScope && hasExtraFormData(source.dataMask.extraFormData))
    .reduce<ExtraFormData>((merged, source) => mergeExtraFormData(merged, source.dataMask.extraFormData), {});
}

/**
 * The charts of the layout whose extra form data depends on one data mask, ascending: the charts
 * in a native filter's scope, or the charts a chart's cross-filter reaches (none when cross-filters
 * are disabled). Only these need to query again when that mask changes.
 */
export function getChartsAffectedBy(filterIdOrChartId: string | number, inputs: DashboardFilterInputs): number[] {
  const layoutCharts = getChartIds(inputs.layout).sort(byAscendingId);
  const emitterId = typeof filterIdOrChartId === 'number' ? filterIdOrChartId : crossFilterChartId(filterIdOrChartId);
  if (emitterId !== null) {
    if (inputs.crossFiltersEnabled === false) return [];
    const reached = new Set(getCrossFilterChartsInScope(emitterId, inputs));
    return layoutCharts.filter((chartId) => reached.has(chartId));
  }
  const filter = inputs.configuration.find((item) => item.id === filterIdOrChartId);
  if (!isNativeFilter(filter)) return [];
  const inScope = new Set(nativeFilterChartIds(filter, inputs.layout));
  return layoutCharts.filter((chartId) => inScope.has(chartId));
}
