import {
  getColumnLabel,
  getCurrencyFormatter,
  getMetricLabel,
  getNumberFormatter,
  toDate,
  toFiniteNumber,
  verboseName,
  type ChartDataQueryResult,
  type ChartDataResponse,
  type CurrencyFormat,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { getInstantFormatter } from './format-instant.js';
import { withBigNumberDefaults, withBigNumberTotalDefaults, type BigNumberFormData, type BigNumberTotalFormData } from './form-data.schema.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;

/** Props of the `big_number_total` component. */
export interface BigNumberTotalProps {
  /** The metric's value; a number, or epoch milliseconds when it is shown as a timestamp; null without data. */
  value: number | null;
  /** The value written with the number format (or the time format for a timestamp); empty without data. */
  formattedValue: string;
  subheader: string;
  /** Size of the number as a share of the chart's height. */
  headerFontSize: number;
  /** Size of the subheader as a share of the chart's height. */
  subheaderFontSize: number;
}

/** One period of the trend; `y` is null where the period has no value. */
export interface TrendPoint {
  /** Start of the period, epoch milliseconds. */
  x: number;
  y: number | null;
}

/** Props of the `big_number` component. */
export interface BigNumberTrendProps {
  /** The latest non-null value; null when the series has none. */
  value: number | null;
  formattedValue: string;
  /** The period of `value`, epoch milliseconds. */
  timestamp: number | null;
  formattedTimestamp: string;
  /** Relative change against the value `compare_lag` periods earlier (0.123 for +12.3%); null when there is none. */
  change: number | null;
  /** The change as shown: "+12.3% WoW". */
  formattedChange: string;
  changeDirection: 'up' | 'down' | 'flat' | null;
  /** Every period, oldest first. */
  trend: TrendPoint[];
  showTrendLine: boolean;
  startYAxisAtZero: boolean;
  headerFontSize: number;
  subheaderFontSize: number;
  /** Number format of values (the trend's tooltip). */
  numberFormat: string;
  /** Superset's `currency_format`, written with the value and the trend's tooltip values. */
  currencyFormat?: CurrencyFormat | null;
  /** Time format of periods (the trend's tooltip). */
  timeFormat: string;
  metricLabel: string;
  /** The x-axis column, for the filters of a trend point (cross-filter, drill to detail); null without one. */
  xAxisColumn: QueryFormColumn | null;
  /** The time grain of the periods (`P1M`), for the filters of a trend point; null without one. */
  timeGrain: string | null;
}

/** The result column holding a label, or the first column of the wanted type when the server renamed it. */
function findColumn(result: ChartDataQueryResult, label: string | undefined, type: number, exclude?: string): string | undefined {
  if (label !== undefined && result.colnames.includes(label)) return label;
  return result.colnames.find((name, i) => name !== exclude && result.coltypes[i] === type) ?? result.colnames.find((name) => name !== exclude);
}

/**
 * `big_number_total`: the single value of the response, formatted with `y_axis_format`, or with
 * `time_format` when the metric is temporal or `force_timestamp_formatting` is on.
 *
 * @example
 * transformBigNumberTotalProps({ result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 12345 }], rowcount: 1 }] }, formData);
 * // { value: 12345, formattedValue: '12.3k', subheader: '', headerFontSize: 0.4, subheaderFontSize: 0.15 }
 */
export function transformBigNumberTotalProps(response: ChartDataResponse, formData: BigNumberTotalFormData): BigNumberTotalProps {
  const fd = withBigNumberTotalDefaults(formData);
  const result = response.result[0];
  const common = { subheader: fd.subheader ?? '', headerFontSize: fd.header_font_size, subheaderFontSize: fd.subheader_font_size };
  const row = result?.data[0];
  const column = result ? findColumn(result, getMetricLabel(fd.metric), 0) : undefined;
  if (!result || !row || column === undefined) return { value: null, formattedValue: '', ...common };

  const raw = row[column];
  const temporal = result.coltypes[result.colnames.indexOf(column)] === TEMPORAL;
  if (temporal || fd.force_timestamp_formatting) {
    const date = raw === null || raw === undefined ? undefined : toDate(typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw);
    if (!date) return { value: null, formattedValue: '', ...common };
    return { value: date.getTime(), formattedValue: getInstantFormatter(fd.time_format)(date), ...common };
  }
  const value = toFiniteNumber(raw);
  return { value, formattedValue: value === null ? '' : getCurrencyFormatter(fd.currency_format, fd.y_axis_format)(value), ...common };
}

const formatChange = getNumberFormatter('+.1%');

/**
 * `big_number`: the series oldest first, its latest non-null value and period, and the change
 * against the value `compare_lag` periods before it (`(latest − earlier) / |earlier|`, none when
 * the earlier value is missing or zero), written "+12.3% WoW" with `compare_suffix`.
 *
 * @example
 * transformBigNumberProps(response, { …, metric: 'count', x_axis: 'ds', compare_lag: 1, compare_suffix: 'WoW' });
 * // { value: 112, formattedValue: '112', change: 0.12, formattedChange: '+12.0% WoW', changeDirection: 'up', trend: [...] }
 */
export function transformBigNumberProps(response: ChartDataResponse, formData: BigNumberFormData, context?: TransformPropsContext): BigNumberTrendProps {
  const fd = withBigNumberDefaults(formData);
  const result = response.result[0];
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const xLabel = getColumnLabel(fd.x_axis);

  const trend: TrendPoint[] = [];
  if (result) {
    const metricColumn = findColumn(result, metricLabel || undefined, 0, xLabel);
    const xColumn = findColumn(result, xLabel, TEMPORAL, metricColumn);
    if (metricColumn !== undefined && xColumn !== undefined) {
      for (const row of result.data) {
        const date = toDate(row[xColumn]);
        if (date) trend.push({ x: date.getTime(), y: toFiniteNumber(row[metricColumn]) });
      }
      trend.sort((a, b) => a.x - b.x);
    }
  }

  let latest = -1;
  for (let i = trend.length - 1; i >= 0; i -= 1) {
    if (trend[i]!.y !== null) {
      latest = i;
      break;
    }
  }
  const value = latest >= 0 ? trend[latest]!.y : null;
  const timestamp = latest >= 0 ? trend[latest]!.x : null;

  let change: number | null = null;
  const lag = typeof fd.compare_lag === 'number' && Number.isInteger(fd.compare_lag) && fd.compare_lag > 0 ? fd.compare_lag : null;
  if (value !== null && lag !== null && latest - lag >= 0) {
    const earlier = trend[latest - lag]!.y;
    if (earlier !== null && earlier !== 0) change = (value - earlier) / Math.abs(earlier);
  }
  const suffix = (fd.compare_suffix ?? '').trim();

  return {
    value,
    formattedValue: value === null ? '' : getCurrencyFormatter(fd.currency_format, fd.y_axis_format)(value),
    timestamp,
    formattedTimestamp: timestamp === null ? '' : getInstantFormatter(fd.time_format)(timestamp),
    change,
    formattedChange: change === null ? '' : [formatChange(change), suffix].filter(Boolean).join(' '),
    changeDirection: change === null ? null : change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
    trend,
    showTrendLine: fd.show_trend_line,
    startYAxisAtZero: fd.start_y_axis_at_zero,
    headerFontSize: fd.header_font_size,
    subheaderFontSize: fd.subheader_font_size,
    numberFormat: fd.y_axis_format,
    currencyFormat: fd.currency_format ?? null,
    timeFormat: fd.time_format,
    metricLabel: verboseName(metricLabel, context),
    xAxisColumn: fd.x_axis ?? null,
    timeGrain: fd.time_grain_sqla ? fd.time_grain_sqla : null,
  };
}
