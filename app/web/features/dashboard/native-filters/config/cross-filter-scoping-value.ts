import {
  buildChartConfiguration,
  getChartIds,
  getChartsInScope,
  type ChartConfiguration,
  type GlobalChartConfiguration,
  type LayoutMap,
  type NativeFilterScope,
} from '@core/dashboard/index.js';

/** What the cross-filter scoping dialog saves into the dashboard's metadata. */
export interface CrossFilterScopingValue {
  chart_configuration: ChartConfiguration;
  global_chart_configuration: GlobalChartConfiguration;
}

/**
 * The cross-filter scoping of a dashboard and of the charts that differ from it, as saved: every
 * chart of the layout gets its entry (`global`, or its own scope), with the charts in scope
 * computed from the layout and never including the chart itself.
 */
export function crossFilterScopingValue(layout: LayoutMap, globalScope: NativeFilterScope, customScopes: ReadonlyMap<number, NativeFilterScope>): CrossFilterScopingValue {
  const global: GlobalChartConfiguration = { scope: globalScope, chartsInScope: getChartsInScope(layout, globalScope) };
  const chartIds = getChartIds(layout);
  const existing: ChartConfiguration = Object.fromEntries(
    [...customScopes].map(([chartId, scope]) => [String(chartId), { id: chartId, crossFilters: { scope, chartsInScope: [] } }]),
  );
  return { chart_configuration: buildChartConfiguration(layout, chartIds, existing, global), global_chart_configuration: global };
}
