import { getColumnLabel, getMetricLabel } from '../form-data/labels.js';
import type { QueryFormData } from '../model/query-form-data.js';
import { isPivotAggregateFunction } from './pivot-grid-aggregates.js';
import { PIVOT_ORDERS, type PivotOrder } from './pivot-grid-order.js';
import type { PivotGridOptions } from './pivot-grid.js';

/** How a caller writes headers and list values; everything else comes from the form data. */
export type PivotGridFormatting = Pick<PivotGridOptions, 'formatKey' | 'formatListValue' | 'displayName'>;

function labels(values: unknown, label: (value: never) => string | undefined): string[] {
  return (Array.isArray(values) ? values : []).map((value) => label(value as never)).filter((name): name is string => name !== undefined);
}

const orderOf = (value: unknown): PivotOrder => ((PIVOT_ORDERS as readonly unknown[]).includes(value) ? (value as PivotOrder) : 'key_a_to_z');

/**
 * The pivot of a pivot table chart (`pivot_table_v2`) as its form data asks for it: rows and
 * columns from `groupbyRows` / `groupbyColumns`, the metrics' labels, `aggregateFunction` (Sum when
 * unknown), `metricsLayout`, `combineMetric`, `transposePivot`, `rowTotals`, `colTotals`,
 * `rowSubTotals`, `colSubTotals`, `rowOrder` and `colOrder`, with the defaults of the chart's
 * controls for anything unset. The chart and its pivoted export both read it, so they agree.
 *
 * @example
 * ```ts
 * pivotGridOptionsOf({ datasource: '1__table', viz_type: 'pivot_table_v2', groupbyRows: ['state'], metrics: ['sum__num'], rowTotals: true });
 * // { rows: ['state'], columns: [], metrics: ['sum__num'], aggregateFunction: 'Sum', rowTotals: true, … }
 * ```
 */
export function pivotGridOptionsOf(formData: QueryFormData, formatting: PivotGridFormatting = {}): PivotGridOptions {
  const aggregateFunction = formData['aggregateFunction'];
  return {
    rows: labels(formData['groupbyRows'], getColumnLabel),
    columns: labels(formData['groupbyColumns'], getColumnLabel),
    metrics: labels(formData['metrics'], getMetricLabel),
    aggregateFunction: isPivotAggregateFunction(aggregateFunction) ? aggregateFunction : 'Sum',
    metricsLayout: formData['metricsLayout'] === 'ROWS' ? 'ROWS' : 'COLUMNS',
    combineMetric: formData['combineMetric'] === true,
    transpose: formData['transposePivot'] === true,
    rowTotals: formData['rowTotals'] === true,
    colTotals: formData['colTotals'] === true,
    rowSubTotals: formData['rowSubTotals'] === true,
    colSubTotals: formData['colSubTotals'] === true,
    rowOrder: orderOf(formData['rowOrder']),
    colOrder: orderOf(formData['colOrder']),
    ...formatting,
  };
}
