import { byAscendingId, getChartIds } from './chart-ids.js';
import type { LayoutMap } from './layout-component.js';
import { defaultFilterScope, getChartsInScope } from './native-filter-scope.js';
import type { ChartConfiguration, GlobalChartConfiguration, NativeFilterScope } from './native-filter-types.js';

/** The `scope` of a chart whose cross-filters follow the dashboard's global scope. */
export const GLOBAL_CROSS_FILTER_SCOPE = 'global';

/** The dashboard's default cross-filter scope: every chart. */
export function defaultGlobalChartConfiguration(layout: LayoutMap): GlobalChartConfiguration {
  return { scope: defaultFilterScope(), chartsInScope: getChartIds(layout).sort(byAscendingId) };
}

/**
 * The scope a chart's cross-filters apply to: its own when `chart_configuration` gives one,
 * otherwise the global scope (the whole dashboard when there is none). The emitting chart is
 * never filtered by its own cross-filter, whatever the scope says.
 */
export function getCrossFilterScope(
  chartId: number,
  chartConfiguration: ChartConfiguration | null | undefined,
  globalChartConfiguration: GlobalChartConfiguration | null | undefined,
): NativeFilterScope {
  const scope = chartConfiguration?.[String(chartId)]?.crossFilters?.scope;
  if (scope && scope !== GLOBAL_CROSS_FILTER_SCOPE) return scope;
  return globalChartConfiguration?.scope ?? defaultFilterScope();
}

/** Where the charts a cross-filter reaches are read from. */
export interface CrossFilterScopeInputs {
  layout: LayoutMap;
  chartConfiguration?: ChartConfiguration | null;
  globalChartConfiguration?: GlobalChartConfiguration | null;
}

/**
 * The charts a chart's cross-filter applies to, ascending, never the chart itself: the stored
 * `chartsInScope` of its `chart_configuration` entry (or of the global configuration when its
 * scope is `global`), computed from the scope when not stored, and every other chart of the layout
 * when the chart has no entry.
 */
export function getCrossFilterChartsInScope(chartId: number, inputs: CrossFilterScopeInputs): number[] {
  const { layout, chartConfiguration, globalChartConfiguration } = inputs;
  const config = chartConfiguration?.[String(chartId)]?.crossFilters;
  let charts: readonly number[];
  if (!config?.scope) {
    charts = getChartIds(layout);
  } else if (config.scope === GLOBAL_CROSS_FILTER_SCOPE) {
    if (Array.isArray(globalChartConfiguration?.chartsInScope)) charts = globalChartConfiguration.chartsInScope;
    else charts = getChartsInScope(layout, globalChartConfiguration?.scope ?? defaultFilterScope());
  } else {
    charts = Array.isArray(config.chartsInScope) ? config.chartsInScope : getChartsInScope(layout, config.scope);
  }
  return [...new Set(charts)].filter((id) => id !== chartId).sort(byAscendingId);
}

/**
 * `chart_configuration` for the given charts, recomputed against the layout: every chart gets an
 * entry, keeping the scope of `existing` (`global` by default), with `chartsInScope` computed from
 * that scope (the global one for `global`) leaving the chart itself out. Entries of charts not
 * listed are dropped.
 */
export function buildChartConfiguration(
  layout: LayoutMap,
  chartIds: readonly number[],
  existing?: ChartConfiguration | null,
  global?: GlobalChartConfiguration | null,
): ChartConfiguration {
  const globalCharts = getChartsInScope(layout, global?.scope ?? defaultFilterScope());
  const configuration: ChartConfiguration = {};
  for (const chartId of chartIds) {
    const scope = existing?.[String(chartId)]?.crossFilters?.scope ?? GLOBAL_CROSS_FILTER_SCOPE;
    const charts = scope === GLOBAL_CROSS_FILTER_SCOPE ? globalCharts : getChartsInScope(layout, scope);
    configuration[String(chartId)] = { id: chartId, crossFilters: { scope, chartsInScope: charts.filter((id) => id !== chartId) } };
  }
  return configuration;
}
