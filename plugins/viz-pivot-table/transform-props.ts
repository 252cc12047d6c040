import {
  SMART_NUMBER,
  getNumberFormatter,
  getTimeFormatter,
  pivotFractionOf,
  pivotGrid,
  pivotGridOptionsOf,
  verboseName,
  type ChartDataResponse,
  type CurrencyFormat,
  type PivotGrid,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withPivotTableDefaults, type PivotTableFormData } from './form-data.schema.js';

/** What the pivot table component draws. */
export interface PivotTableChartProps {
  table: PivotGrid;
  /** d3-format specifier (or SMART_NUMBER) for cell values. */
  valueFormat: string;
  /** Superset's `currency_format`, written with cell values; none for fractions. */
  currencyFormat?: CurrencyFormat | null;
}

/** Superset's generic type code of temporal columns in `coltypes`. */
const TEMPORAL = 2;
/** Fractions under the adaptive format read as percentages. */
const FRACTION_FORMAT = '.1%';

/**
 * Pivots the query's records in the browser: rows and columns headed by the values of
 * `groupbyRows` / `groupbyColumns` (temporal values written with `date_format`), metric names
 * placed per `metricsLayout` and `combineMetric`, values re-aggregated with `aggregateFunction`,
 * with the totals, subtotals, order and transposition the form data asks for (read by
 * `pivotGridOptionsOf`, as the server's pivoted export reads them). Level and metric headers show
 * the dataset's verbose names.
 *
 * @example
 * ```ts
 * const { table } = transformProps(response, formData, { verboseMap: { sum__num: 'Births' } });
 * table.values[0]?.[0]; // the first cell
 * ```
 */
export function transformProps(response: ChartDataResponse, formData: PivotTableFormData, context?: TransformPropsContext): PivotTableChartProps {
  const fd = withPivotTableDefaults(formData);
  const result = response.result[0];
  const records = result?.data ?? [];
  const temporalColumns = new Set((result?.colnames ?? []).filter((_, index) => result?.coltypes[index] === TEMPORAL));
  const formatTime = getTimeFormatter(fd.date_format);
  const requestedFormat = typeof fd.valueFormat === 'string' && fd.valueFormat.trim() !== '' ? fd.valueFormat : SMART_NUMBER;
  const formatNumber = getNumberFormatter(requestedFormat);

  const options = pivotGridOptionsOf(fd, {
    formatKey: (column, value) => (temporalColumns.has(column) && typeof value !== 'boolean' ? formatTime(value) : String(value)),
    formatListValue: (value) => formatNumber(value),
    displayName: (name) => verboseName(name, context),
  });
  const fractions = pivotFractionOf(options.aggregateFunction);
  const valueFormat = requestedFormat === SMART_NUMBER && fractions ? FRACTION_FORMAT : requestedFormat;
  // A fraction of a total is not an amount of money.
  return { table: pivotGrid(records, options), valueFormat, currencyFormat: fractions ? null : (fd.currency_format ?? null) };
}
