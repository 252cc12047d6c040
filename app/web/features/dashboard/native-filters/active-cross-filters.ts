import { type DataMaskState, type LayoutMap, crossFilterChartId, filterValueText, findChartComponentId, hasFilterValue } from '@core/dashboard/index.js';
import { getColumnLabel } from '@core/plugin-api/index.js';
import type { DashboardChart } from '../dashboard-types';

/** A cross-filter in effect, as the filter bar lists it. */
export interface ActiveCrossFilter {
  /** The chart that emitted it. */
  chartId: number;
  chartName: string;
  /** The columns it filters, joined with ", " (empty when it only sets other fields). */
  column: string;
  /** Its value as shown. */
  value: string;
}

/** A chart's name on the dashboard: its title on this dashboard, else its saved name. */
export function dashboardChartName(chartId: number, layout: LayoutMap, charts: ReadonlyMap<number, DashboardChart>): string {
  const componentId = findChartComponentId(layout, chartId);
  const meta = componentId === undefined ? undefined : layout[componentId]?.meta;
  return meta?.sliceNameOverride || charts.get(chartId)?.slice_name || meta?.sliceName || `Chart ${chartId}`;
}

/** The cross-filters with a value, by emitting chart id ascending; charts no longer in the layout are skipped. */
export function activeCrossFilters(applied: DataMaskState, layout: LayoutMap, charts: ReadonlyMap<number, DashboardChart>): ActiveCrossFilter[] {
  const active: ActiveCrossFilter[] = [];
  for (const [key, mask] of Object.entries(applied)) {
    const chartId = crossFilterChartId(key);
    if (chartId === null || !hasFilterValue(mask) || findChartComponentId(layout, chartId) === undefined) continue;
    const columns = [...new Set((mask.extraFormData?.filters ?? []).flatMap((filter) => getColumnLabel(filter.col) ?? []))];
    active.push({ chartId, chartName: dashboardChartName(chartId, layout, charts), column: columns.join(', '), value: filterValueText(mask.filterState) });
  }
  return active.sort((a, b) => a.chartId - b.chartId);
}
