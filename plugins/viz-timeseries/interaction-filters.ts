import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries-chart-props.js';

/** Keys of the series a chart's cross-filter selects (from its `filterState`). */
export function selectedSeriesKeys(filterState: FilterState | undefined): ReadonlySet<string> {
  if (!filterState || filterState.value === null || filterState.value === undefined) return new Set();
  const selected = filterState['selectedValues'];
  return new Set(Array.isArray(selected) ? selected.filter((key): key is string => typeof key === 'string') : []);
}

/**
 * The data mask of a click on a series: a cross-filter on each of its dimensions (the chart's, or
 * its query's on a mixed chart; `IN` its value, or `IS NULL`); a click on the only selected series clears the filter. `null` when the chart has no
 * dimensions, so there is nothing to filter on.
 */
export function crossFilterMask(props: TimeseriesChartProps, series: TimeseriesSeries, selected: ReadonlySet<string>): DataMask | null {
  const dimensions = series.dimensions ?? props.dimensions;
  if (dimensions.length === 0) return null;
  if (selected.size === 1 && selected.has(series.key)) return clearCrossFilter();
  return {
    extraFormData: { filters: dimensionFilters(dimensions, series.dimensionValues, 'IN') },
    filterState: { value: [series.dimensionValues], selectedValues: [series.key], label: series.dimensionValues.map((value) => value ?? '<NULL>').join(', ') },
  };
}

/**
 * The filters that select the rows behind a point, for drill to detail and drill by: the x value
 * (at the chart's time grain when temporal) and, when a series is given, its dimension values.
 */
export function drillFilters(props: TimeseriesChartProps, index: number, series: TimeseriesSeries | null): QueryObjectFilterClause[] {
  const filters: QueryObjectFilterClause[] = [];
  if (props.xAxisColumn !== null && index >= 0 && index < props.x.length) {
    const val = props.xType === 'category' ? (props.categories[index] ?? null) : props.x[index]!;
    filters.push({ col: props.xAxisColumn, op: '==', val, ...(props.timeGrain ? { grain: props.timeGrain } : {}) });
  }
  if (series) (series.dimensions ?? props.dimensions).forEach((col, i) => filters.push({ col, op: '==', val: series.dimensionValues[i] ?? null }));
  return filters;
}
