import { clearCrossFilter, type DataMask, type FilterState, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { BigNumberTrendProps } from './transform-props.js';

/** What the trend's filters need of the chart's props: its x-axis column and time grain. */
export type TrendFilterProps = Pick<BigNumberTrendProps, 'xAxisColumn' | 'timeGrain'>;

/** The period a trend's cross-filter selects (epoch milliseconds, from its `filterState`); null without one. */
export function selectedTrendTime(filterState: FilterState | undefined): number | null {
  const value = filterState?.value;
  if (!Array.isArray(value)) return null;
  const first: unknown = value[0];
  return typeof first === 'number' && Number.isFinite(first) ? first : null;
}

/**
 * The filters that select the rows of one period of the trend: the x-axis column equal to the
 * period's start at the chart's time grain. Empty when the chart has no x-axis column.
 *
 * @example
 * trendPointFilters({ xAxisColumn: 'ds', timeGrain: 'P1M' }, Date.UTC(2024, 0, 1));
 * // [{ col: 'ds', op: '==', val: 1704067200000, grain: 'P1M' }]
 */
export function trendPointFilters(props: TrendFilterProps, time: number): QueryObjectFilterClause[] {
  if (props.xAxisColumn === null) return [];
  return [{ col: props.xAxisColumn, op: '==', val: time, ...(props.timeGrain ? { grain: props.timeGrain } : {}) }];
}

/**
 * The data mask of a click on a period of the trend: a cross-filter on that period, labelled
 * with its date; a click on the selected period clears the filter. `null` when the chart has no
 * x-axis column, so there is nothing to filter on.
 *
 * @example
 * trendCrossFilterMask({ xAxisColumn: 'ds', timeGrain: 'P1M' }, Date.UTC(2024, 0, 1), 'Jan 1, 2024', null);
 * // { extraFormData: { filters: [{ col: 'ds', op: '==', val: 1704067200000, grain: 'P1M' }] },
 * //   filterState: { value: [1704067200000], label: 'Jan 1, 2024' } }
 */
export function trendCrossFilterMask(props: TrendFilterProps, time: number, label: string, selected: number | null): DataMask | null {
  if (props.xAxisColumn === null) return null;
  if (selected === time) return clearCrossFilter();
  return { extraFormData: { filters: trendPointFilters(props, time) }, filterState: { value: [time], label } };
}
