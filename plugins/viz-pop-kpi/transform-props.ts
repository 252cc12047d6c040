import { getCurrencyFormatter, getMetricLabel, SMART_NUMBER, toFiniteNumber, verboseName, type ChartDataResponse, type TransformPropsContext } from '@core/plugin-api/index.js';
import { formatSpecifier } from 'd3';
import { withPopKpiDefaults, type PopKpiFormData } from './form-data.schema.js';
import type { ComparisonColorScheme } from './pop-kpi-controls.js';
import { comparisonPeriodText, timeOffsetOf } from './time-offset.js';

/** Which way the metric moved against the earlier period. */
export type ChangeDirection = 'up' | 'down' | 'flat';

/** The comparison with the earlier period. */
export interface PeriodComparison {
  /** The earlier period in words: "1 year ago", "the previous period". */
  period: string;
  previousValue: number;
  formattedPreviousValue: string;
  difference: number;
  /** The difference, with a + when positive. */
  formattedDifference: string;
  /** The change as a ratio of the previous value (Superset's: ±1 when one side is zero). */
  percentChange: number;
  formattedPercentChange: string;
  direction: ChangeDirection;
}

/** Props of the `pop_kpi` component. */
export interface PopKpiChartProps {
  /** The metric's verbose name. */
  metricName: string;
  /** The current value; null without data. */
  value: number | null;
  formattedValue: string;
  /** Null when no time shift is chosen. */
  comparison: PeriodComparison | null;
  /** Sizes as shares of the chart's height. */
  headerFontSize: number;
  subheaderFontSize: number;
  colorChange: boolean;
  colorScheme: ComparisonColorScheme;
  showMetricName: boolean;
}

/**
 * A formatter that writes a + before positive numbers, unless the specifier asks for its own sign;
 * with a `currency` its symbol is written too (`+$ 10`).
 */
function signed(specifier: string, fallback: string, currency: unknown = null): (value: number) => string {
  let spec = !specifier || specifier === SMART_NUMBER ? fallback : specifier;
  let ownSign = false;
  try {
    ownSign = formatSpecifier(spec).sign !== '-';
  } catch {
    spec = fallback;
  }
  const format = getCurrencyFormatter(currency, spec);
  return (value) => (value > 0 && !ownSign ? `+${format(value)}` : format(value));
}

/**
 * `pop_kpi`: the metric's value (rows summed, as Superset's KPI does), and, when a time shift is
 * chosen, the same metric over the shifted period (the server's `<metric>__<offset>` column), the
 * difference and the percentage change, each written with its format: `y_axis_format` (and the
 * `currency_format` symbol) for the values, `percentDifferenceFormat` for the change (a percentage with one decimal when adaptive).
 *
 * @example
 * transformPopKpiProps({ result: [{ colnames: ['count', 'count__1 year ago'], coltypes: [0, 0], data: [{ count: 110, 'count__1 year ago': 100 }], rowcount: 1 }] }, { …, metric: 'count', time_compare: '1 year ago' });
 * // { value: 110, comparison: { previousValue: 100, formattedDifference: '+10', formattedPercentChange: '+10.0%', direction: 'up', … }, … }
 */
export function transformPopKpiProps(response: ChartDataResponse, formData: PopKpiFormData, context?: TransformPropsContext): PopKpiChartProps {
  const fd = withPopKpiDefaults(formData);
  const result = response.result[0];
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const offset = timeOffsetOf(fd);
  const shiftedLabel = offset ? `${metricLabel}__${offset}` : null;
  const rows = result?.data ?? [];
  const sum = (column: string) => {
    let total: number | null = null;
    for (const row of rows) {
      const value = toFiniteNumber(row[column]);
      if (value !== null) total = (total ?? 0) + value;
    }
    return total;
  };

  const value = sum(metricLabel);
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.y_axis_format);
  let comparison: PeriodComparison | null = null;
  if (shiftedLabel && value !== null) {
    const previousValue = sum(shiftedLabel) ?? 0;
    const difference = value - previousValue;
    const percentChange = value === 0 && previousValue === 0 ? 0 : value === 0 || previousValue === 0 ? (value !== 0 ? 1 : -1) : difference / Math.abs(previousValue);
    comparison = {
      period: comparisonPeriodText(offset!),
      previousValue,
      formattedPreviousValue: formatValue(previousValue),
      difference,
      formattedDifference: signed(fd.y_axis_format, SMART_NUMBER, fd.currency_format)(difference),
      percentChange,
      formattedPercentChange: signed(fd.percentDifferenceFormat, '.1%')(percentChange),
      direction: percentChange > 0 ? 'up' : percentChange < 0 ? 'down' : 'flat',
    };
  }

  return {
    metricName: verboseName(metricLabel, context),
    value,
    formattedValue: value === null ? '' : formatValue(value),
    comparison,
    headerFontSize: fd.header_font_size,
    subheaderFontSize: fd.subheader_font_size,
    colorChange: fd.comparison_color_enabled,
    colorScheme: fd.comparison_color_scheme,
    showMetricName: fd.show_metric_name,
  };
}
