import {
  SMART_NUMBER,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { fractionOf, isAggregateFunction } from './aggregate-functions.js';
import { withPivotTableDefaults, type PivotTableFormData } from './form-data.schema.js';
import { pivotData, type PivotLeaf, type PivotTable } from './pivot-data.js';
import { PIVOT_ORDERS, type PivotOrder } from './pivot-order.js';

/** What the pivot table component draws. */
export interface PivotTableChartProps {
  table: PivotTable;
  /** d3-format specifier (or SMART_NUMBER) for cell values. */
  valueFormat: string;
}

/** Superset's generic type code of temporal columns in `coltypes`. */
const TEMPORAL = 2;
/** Fractions under the adaptive format read as percentages. */
const FRACTION_FORMAT = '.1%';

function labels<T>(values: T[] | undefined, label: (value: T) => string | undefined): string[] {
  return (Array.isArray(values) ? values : []).map(label).filter((name): name is string => name !== undefined);
}

const orderOf = (value: unknown): PivotOrder | undefined => ((PIVOT_ORDERS as readonly unknown[]).includes(value) ? (value as PivotOrder) : undefined);

/**
 * Pivots the query's records in the browser: rows and columns headed by the values of
 * `groupbyRows` / `groupbyColumns` (temporal values written with `date_format`), metric names
 * placed per `metricsLayout` and `combineMetric`, values re-aggregated with `aggregateFunction`,
 * with the totals, subtotals, order and transposition the form data asks for.
 *
 * @example
 * ```ts
 * const { table } = transformProps(response, formData);
 * table.values[0]?.[0]; // the first cell
 * ```
 */
export function transformProps(response: ChartDataResponse, formData: PivotTableFormData, context?: TransformPropsContext): PivotTableChartProps {
  const fd = withPivotTableDefaults(formData);
  const result = response.result[0];
  const records = result?.data ?? [];
  const temporalColumns = new Set((result?.colnames ?? []).filter((_, index) => result?.coltypes[index] === TEMPORAL));
  const aggregateFunction = isAggregateFunction(fd.aggregateFunction) ? fd.aggregateFunction : 'Sum';
  const requestedFormat = typeof fd.valueFormat === 'string' && fd.valueFormat.trim() !== '' ? fd.valueFormat : SMART_NUMBER;
  const valueFormat = requestedFormat === SMART_NUMBER && fractionOf(aggregateFunction) ? FRACTION_FORMAT : requestedFormat;
  const formatTime = getTimeFormatter(fd.date_format);
  const formatNumber = getNumberFormatter(requestedFormat);

  const table = pivotData(records, {
    rows: labels<QueryFormColumn>(fd.groupbyRows, getColumnLabel),
    columns: labels<QueryFormColumn>(fd.groupbyColumns, getColumnLabel),
    metrics: labels<QueryFormMetric>(fd.metrics, getMetricLabel),
    aggregateFunction,
    metricsLayout: fd.metricsLayout === 'ROWS' ? 'ROWS' : 'COLUMNS',
    combineMetric: fd.combineMetric === true,
    transpose: fd.transposePivot === true,
    rowTotals: fd.rowTotals === true,
    colTotals: fd.colTotals === true,
    rowSubTotals: fd.rowSubTotals === true,
    colSubTotals: fd.colSubTotals === true,
    rowOrder: orderOf(fd.rowOrder) ?? 'key_a_to_z',
    colOrder: orderOf(fd.colOrder) ?? 'key_a_to_z',
    formatKey: (column, value) => (temporalColumns.has(column) && typeof value !== 'boolean' ? formatTime(value) : String(value)),
    formatListValue: (value) => formatNumber(value),
  });
  return { table: withMetricVerboseNames(table, context), valueFormat };
}

/** Metric headers read with the dataset's verbose names; their ids (identity) stay the labels. */
function withMetricVerboseNames(table: PivotTable, context?: TransformPropsContext): PivotTable {
  if (!context?.verboseMap) return table;
  const relabel = (leaves: PivotLeaf[]) =>
    leaves.map((leaf) => ({ ...leaf, headers: leaf.headers.map((header) => (header && header.kind === 'metric' ? { ...header, label: verboseName(header.label, context) } : header)) }));
  return { ...table, rowLeaves: relabel(table.rowLeaves), colLeaves: relabel(table.colLeaves) };
}
