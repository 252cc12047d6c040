import {
  SMART_NUMBER,
  formDataList,
  getColumnLabel,
  getMetricLabel,
  getCurrencyFormatter,
  verboseName,
  type ChartDataQueryResult,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { cellText, toCellNumber } from './cell-values.js';
import type { TableChartProps, TableColumn, TableRow } from './table-chart-props.js';
import type { TableFormData } from './table-form-data.js';
import { tableTimeFormatter } from './table-time-format.js';

/** Superset's generic column types in `coltypes`. */
const NUMERIC = 0;
const TEMPORAL = 2;
/** The label of the time column a legacy `include_time` table adds. */
const TIME_COLUMN = '__timestamp';
/** Percentage metrics are written as percents with three decimals, as in Superset. */
const PERCENT_FORMAT = '.3%';

const metricLabels = (metrics: readonly QueryFormMetric[]): string[] =>
  metrics.map((metric) => getMetricLabel(metric)).filter((label): label is string => label !== undefined);

/** A column's header: its verbose name; a `%metric` column reads `%` and the metric's verbose name. */
const headerOf = (key: string, isPercentMetric: boolean, context?: TransformPropsContext): string =>
  isPercentMetric ? `%${verboseName(key.slice(1), context)}` : verboseName(key, context);

function numberFormatter(specifier: string, currency: unknown = null): (value: unknown) => string {
  const format = getCurrencyFormatter(currency, specifier);
  return (value) => {
    if (value === null || value === undefined) return 'N/A';
    const number = toCellNumber(value);
    return number === null ? cellText(value) : format(number);
  };
}

/** The first value of the row-count query's only row (its single column is `rowcount`). */
function countOf(result: ChartDataQueryResult | undefined): number | undefined {
  const row = result?.data[0];
  if (!row) return undefined;
  const count = toCellNumber(row['rowcount'] ?? Object.values(row)[0]);
  return count === null ? undefined : count;
}

/**
 * Chart-data response + form data → the table's props: the columns in result order (a metric that
 * is only a percentage metric shows only as `%<metric>`), each with its formatter (metrics with
 * `number_format` and the `currency_format` symbol, percentage metrics as percents, timestamps with `table_timestamp_format`), the
 * rows, the totals row, the total row count (from the row-count query under server pagination)
 * and the display options. The responses are read in the order `buildTableQuery` asks: rows,
 * then the row count (server pagination), then totals.
 *
 * @example
 * transformTableProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [{ state: 'CA', count: 10 }], rowcount: 1 }] },
 *   { datasource: '3__table', viz_type: 'table', groupby: ['state'], metrics: ['count'] }).columns.map((c) => c.key); // ['state', 'count']
 */
export function transformTableProps(response: ChartDataResponse, formData: TableFormData, context?: TransformPropsContext): TableChartProps {
  const raw = formData.query_mode === 'raw';
  const serverPagination = formData.server_pagination === true;
  const results = response.result ?? [];
  const main = results[0];
  let next = 1;
  const countResult = serverPagination ? results[next++] : undefined;
  const totalsResult = !raw && formData.show_totals === true ? results[next] : undefined;

  const metrics = raw ? [] : metricLabels(formDataList<QueryFormMetric>(formData.metrics));
  const percentSources = raw ? [] : metricLabels(formDataList<QueryFormMetric>(formData.percent_metrics));
  const percentLabels = new Set(percentSources.map((label) => `%${label}`));
  // A metric asked for only as a percentage comes back as itself too; it is not shown.
  const hidden = new Set(percentSources.filter((label) => !metrics.includes(label)));
  const metricSet = new Set(metrics);
  const dimensions = new Map<string, QueryFormColumn>();
  if (!raw) {
    for (const column of formDataList<QueryFormColumn>(formData.groupby)) {
      const label = getColumnLabel(column);
      if (label !== undefined) dimensions.set(label, column);
    }
  }

  const rows: TableRow[] = main?.data ?? [];
  const metricFormat = numberFormatter(
    typeof formData.number_format === 'string' && formData.number_format !== ''
      ? formData.number_format
      : typeof formData['y_axis_format'] === 'string'
        ? (formData['y_axis_format'] as string)
        : SMART_NUMBER,
    formData.currency_format,
  );
  const percentFormat = numberFormatter(PERCENT_FORMAT);

  const columns: TableColumn[] = (main?.colnames ?? [])
    .map((key, index): TableColumn | null => {
      if (hidden.has(key)) return null;
      const coltype = main?.coltypes[index];
      const isPercentMetric = percentLabels.has(key);
      const isMetric = metricSet.has(key);
      const isTemporal = !isMetric && !isPercentMetric && (coltype === TEMPORAL || key === TIME_COLUMN);
      const isNumeric = isMetric || isPercentMetric || (!isTemporal && coltype === NUMERIC);
      let formatter: TableColumn['formatter'];
      if (isPercentMetric) formatter = percentFormat;
      else if (isMetric) formatter = metricFormat;
      else if (isTemporal) formatter = tableTimeFormatter(formData.table_timestamp_format, rows.map((row) => row[key]));
      else formatter = cellText;
      const column: TableColumn = { key, label: key === TIME_COLUMN ? 'Time' : headerOf(key, isPercentMetric, context), isMetric, isPercentMetric, isNumeric, isTemporal, formatter };
      const dimension = dimensions.get(key);
      if (dimension !== undefined && !isTemporal) column.filterColumn = dimension;
      return column;
    })
    .filter((column): column is TableColumn => column !== null);

  const pageLength = typeof formData.page_length === 'number' && formData.page_length > 0 ? formData.page_length : 0;
  const serverPageLength = typeof formData.server_page_length === 'number' && formData.server_page_length > 0 ? formData.server_page_length : 10;
  const props: TableChartProps = {
    columns,
    rows,
    rowCount: serverPagination ? (countOf(countResult) ?? rows.length) : rows.length,
    serverPagination,
    pageSize: serverPagination ? serverPageLength : pageLength,
    currentPage: 0,
    sortBy: [],
    includeSearch: !serverPagination && formData.include_search === true,
    showCellBars: formData.show_cell_bars !== false,
    colorPositiveNegative: formData.color_pn !== false,
    alignPositiveNegative: formData.align_pn === true,
    allowRearrangeColumns: formData.allow_rearrange_columns === true,
    emitCrossFilters: columns.some((column) => column.filterColumn !== undefined),
  };
  const totals = totalsResult?.data[0];
  if (totals) props.totals = totals;
  return props;
}
