import {
  formDataList,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  linearColorScale,
  toDate,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { utcFormat } from 'd3';
import { calendarDomains, effectiveSubdomain, type CalendarDomain, type Granularity } from './calendar-grid.js';
import { withCalHeatmapDefaults, type CalHeatmapFormData } from './form-data.schema.js';

/** The time column of a legacy time series' rows. */
const TIMESTAMP = '__timestamp';

/** How each domain's block is titled. */
const DOMAIN_LABELS: Readonly<Record<Granularity, (date: Date) => string>> = {
  min: utcFormat('%b %-d, %Y %H:%M'),
  hour: utcFormat('%b %-d, %Y %H:00'),
  day: utcFormat('%a %b %-d, %Y'),
  week: utcFormat('Week of %b %-d, %Y'),
  month: utcFormat('%b %Y'),
  year: utcFormat('%Y'),
};

/** One cell as drawn: its grid place, value and colour (null for a period without a value). */
export interface CalendarCellView {
  time: number;
  col: number;
  row: number;
  value: number | null;
  formattedValue: string;
  formattedTime: string;
  color: string | null;
}

/** One block of a metric's calendar. */
export interface CalendarBlock {
  label: string;
  cols: number;
  rows: number;
  cells: CalendarCellView[];
}

/** One metric's calendar. */
export interface MetricCalendar {
  /** Verbose name of the metric. */
  name: string;
  blocks: CalendarBlock[];
  /** Earlier blocks left out to keep the calendar drawable. */
  skipped: number;
  /** The colour steps, lowest first, with the value range each stands for. */
  legend: Array<{ color: string; label: string }>;
  /** The lowest and highest values, written, for the ends of the legend. */
  minLabel: string;
  maxLabel: string;
}

/** Props of the `cal_heatmap` component. */
export interface CalHeatmapChartProps {
  calendars: MetricCalendar[];
  domain: Granularity;
  subdomain: Granularity;
  cellSize: number;
  cellPadding: number;
  cellRadius: number;
  showLegend: boolean;
  showValues: boolean;
  showMetricName: boolean;
}

const clampInteger = (value: unknown, fallback: number, min: number, max: number) => {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/**
 * `cal_heatmap`: per metric, the values of the time series placed in calendar blocks (one per
 * domain period from the first to the last value, each a grid of subdomain cells), each value
 * shaded into one of `steps` colour steps between the metric's lowest and highest value, as
 * Superset's calendar does; times are written with `x_axis_time_format`, values with
 * `y_axis_format`.
 *
 * @example
 * transformCalHeatmapProps({ result: [{ colnames: ['__timestamp', 'count'], data: [{ __timestamp: Date.UTC(2024, 0, 1), count: 3 }], … }] }, formData);
 * // { calendars: [{ name: 'count', blocks: [{ label: 'Jan 2024', cols: 5, rows: 7, cells: [...] }], legend: [...] }], … }
 */
export function transformCalHeatmapProps(response: ChartDataResponse, formData: CalHeatmapFormData, context?: TransformPropsContext): CalHeatmapChartProps {
  const fd = withCalHeatmapDefaults(formData);
  const result = response.result[0];
  const metricLabels = formDataList<QueryFormMetric>(fd.metrics)
    .map(getMetricLabel)
    .filter((label): label is string => label !== undefined);
  const domain = fd.domain_granularity;
  const subdomain = effectiveSubdomain(domain, fd.subdomain_granularity);
  const formatValue = getNumberFormatter(fd.y_axis_format);
  const formatTime = getTimeFormatter(fd.x_axis_time_format);
  const stepCount = clampInteger(fd.steps, 10, 2, 30);
  const color = linearColorScale(fd.linear_color_scheme);
  const timeColumn = result?.colnames.includes(TIMESTAMP) ? TIMESTAMP : result?.colnames.find((name) => !metricLabels.includes(name));

  const calendars = metricLabels.map((label): MetricCalendar => {
    const values = new Map<number, number>();
    for (const row of result && timeColumn ? result.data : []) {
      const time = toDate(row[timeColumn!])?.getTime();
      const value = toFiniteNumber(row[label]);
      if (time !== undefined && value !== null) values.set(time, (values.get(time) ?? 0) + value);
    }
    const { domains, skipped } = calendarDomains(values, domain, subdomain);
    let low = Infinity;
    let high = -Infinity;
    for (const block of domains) {
      for (const cell of block.cells) {
        if (cell.value === null) continue;
        low = Math.min(low, cell.value);
        high = Math.max(high, cell.value);
      }
    }
    const spread = high - low;
    const stepOf = (value: number) => (spread > 0 ? Math.min(stepCount - 1, Math.floor(((value - low) / spread) * stepCount)) : stepCount - 1);
    const stepColor = (step: number) => color((step + 0.5) / stepCount);
    const blocks = domains.map((block: CalendarDomain): CalendarBlock => ({
      label: DOMAIN_LABELS[domain](new Date(block.start)),
      cols: block.cols,
      rows: block.rows,
      cells: block.cells.map((cell) => ({
        ...cell,
        formattedValue: cell.value === null ? '' : formatValue(cell.value),
        formattedTime: formatTime(cell.time),
        color: cell.value === null ? null : stepColor(stepOf(cell.value)),
      })),
    }));
    const legend = Number.isFinite(low)
      ? Array.from({ length: spread > 0 ? stepCount : 1 }, (_, step) => ({
          color: stepColor(spread > 0 ? step : stepCount - 1),
          label: spread > 0 ? `${formatValue(low + (step * spread) / stepCount)} – ${formatValue(low + ((step + 1) * spread) / stepCount)}` : formatValue(low),
        }))
      : [];
    const ends = Number.isFinite(low) ? [formatValue(low), formatValue(high)] : ['', ''];
    return { name: verboseName(label, context), blocks, skipped, legend, minLabel: ends[0]!, maxLabel: ends[1]! };
  });

  return {
    calendars: calendars.filter((calendar) => calendar.blocks.length > 0),
    domain,
    subdomain,
    cellSize: clampInteger(fd.cell_size, 10, 2, 60),
    cellPadding: clampInteger(fd.cell_padding, 2, 0, 20),
    cellRadius: clampInteger(fd.cell_radius, 0, 0, 30),
    showLegend: fd.show_legend,
    showValues: fd.show_values,
    showMetricName: fd.show_metric_name,
  };
}
