import {
  defineViz,
  formDataList,
  parseDatasourceKey,
  type ChartDataResponse,
  type QueryContext,
  type QueryFormData,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { composeVizSchema, defineControl, openChoiceSchema } from '@control-schemas/index.js';
import { timeseriesQueryObject } from './build-query.js';
import { formulaAnnotations } from './formula-annotations.js';
import { TIME_PIVOT_MANIFEST } from './manifest.js';
import { migrateTimeseriesFormData } from './migrate.js';
import { markerEnabledControl, markerSizeControl, zoomableControl } from './timeseries-controls.js';
import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries-chart-props.js';
import type { TimeseriesFormData } from './timeseries-form-data.js';
import { pivotByPeriod, rgbOf } from './time-pivot-periods.js';
import { markerSizeOf, readTimeseries, tooltipTimeFormatOf } from './transform-props.js';

/** Superset's period pivot key. */
export const TIME_PIVOT_VIZ_KEY = 'time_pivot';

/** The form data of the period pivot (Superset's `time_pivot`): one metric, split into periods of `freq`. */
export interface TimePivotFormData extends TimeseriesFormData {
  metric?: QueryFormMetric | null;
  /** A pandas frequency: the period each line covers (`W-MON`, `AS`, `D` …). */
  freq?: string;
  color_picker?: string | { r: number; g: number; b: number; a?: number };
}

/** The period each line covers, as a pandas frequency (Superset's `freq` and its choices). */
export const freqControl = defineControl({
  name: 'freq',
  label: 'Period',
  description: 'The period each line covers, as a pandas frequency: a year (AS), a week starting Monday (W-MON) or Sunday (W-SUN), a day (D)… Every period is laid over the latest one.',
  section: 'query',
  schema: {
    type: 'string',
    default: 'W-MON',
    ...openChoiceSchema([
      { const: 'AS', title: 'Year (freq=AS)' },
      { const: '52W-MON', title: '52 weeks starting Monday (freq=52W-MON)' },
      { const: 'W-SUN', title: '1 week starting Sunday (freq=W-SUN)' },
      { const: 'W-MON', title: '1 week starting Monday (freq=W-MON)' },
      { const: 'D', title: 'Day (freq=D)' },
      { const: '4W-MON', title: '4 weeks (freq=4W-MON)' },
    ]),
  },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: ['nonEmpty'],
});

/** The period pivot's schema: Superset's fields over our x-axis, metric and time controls. */
export const TIME_PIVOT_SCHEMA = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'x_axis',
    'time_grain_sqla',
    'metric',
    'adhoc_filters',
    'row_limit',
    'time_range',
    freqControl,
    'rolling_type',
    'rolling_periods',
    'min_periods',
    'annotation_layers',
    'color_picker',
    'show_legend',
    'legend_orientation',
    markerEnabledControl,
    markerSizeControl,
    zoomableControl,
    'x_axis_title',
    'y_axis_title',
    'x_axis_time_format',
    'y_axis_format',
    'start_y_axis_at_zero',
  ],
  {
    viz_type: { schema: { default: TIME_PIVOT_VIZ_KEY } },
    x_axis: { uiSchema: { 'ui:options': { temporalOnly: true } }, description: 'The temporal column the periods are cut from.' },
    color_picker: { description: 'The color of the current period; earlier periods are drawn fainter the further back they are.' },
  },
);

const metricOf = (formData: TimePivotFormData): QueryFormMetric | undefined => {
  if (formData.metric !== undefined && formData.metric !== null && formData.metric !== '') return formData.metric;
  return formDataList<QueryFormMetric>(formData.metrics)[0];
};

/** The one series the pivot splits: the metric over the x-axis, without dimensions. */
const seriesFormData = (formData: TimePivotFormData): TimePivotFormData => {
  const metric = metricOf(formData);
  return { ...formData, metric: undefined, metrics: metric ? [metric] : [], groupby: [], time_compare: [] };
};

/** The faintest an earlier period is drawn: fainter still, it fades into a dark background. */
const OLDEST_PERIOD_OPACITY = 0.45;

/**
 * The opacity of the period ranked `rank` (0 the latest) of `count`: 1 for the latest, down in even
 * steps to 0.45 for the oldest, so every period stays visible on a light or a dark background.
 */
export function periodOpacity(rank: number, count: number): number {
  if (count <= 1) return 1;
  return Math.round((1 - ((1 - OLDEST_PERIOD_OPACITY) * rank) / (count - 1)) * 1000) / 1000;
}

/** One query of the metric over time (at the chosen grain, with the rolling window); the split into periods happens in the browser. */
export function buildTimePivotQuery(formData: TimePivotFormData): QueryContext {
  return { datasource: parseDatasourceKey(formData.datasource), queries: [timeseriesQueryObject(seriesFormData(formData))], form_data: formData, result_format: 'json', result_type: 'full' };
}

/**
 * The metric over time → one line per period of `freq`, each laid over the latest period
 * (`current`, `-1`, `-2` … as Superset names them), all in the picked colour, earlier periods
 * fainter (see {@link periodOpacity}).
 */
export function transformTimePivotProps(response: ChartDataResponse, formData: TimePivotFormData, context?: TransformPropsContext): TimeseriesChartProps {
  const read = readTimeseries(response.result?.[0], seriesFormData(formData), context);
  const source = read.xType === 'time' ? read.series[0] : undefined;
  const periods = source ? pivotByPeriod(read.x, source.values, formData.freq || 'W-MON') : [];
  const x = Float64Array.from(new Set(periods.flatMap((period) => period.x))).sort();
  const index = new Map<number, number>();
  x.forEach((instant, i) => index.set(instant, i));
  const [r, g, b] = rgbOf(formData.color_picker, [0, 122, 135]);
  const series: TimeseriesSeries[] = periods.map((period) => {
    const values = new Float64Array(x.length).fill(Number.NaN);
    period.x.forEach((instant, i) => {
      values[index.get(instant)!] = period.values[i]!;
    });
    const opacity = periodOpacity(period.rank, periods.length);
    return { key: `period-${period.rank}`, name: period.name, color: `rgba(${r}, ${g}, ${b}, ${opacity})`, values, dimensionValues: [], dashed: false };
  });
  const xFormat = formData.x_axis_time_format || 'smart_date';
  return {
    variant: 'line',
    xType: 'time',
    x,
    categories: [],
    series,
    annotations: formulaAnnotations(formDataList(formData.annotation_layers), x, () => `rgb(${r}, ${g}, ${b})`),
    // The instants are shifted onto the latest period: no drill filter on them would be true.
    xAxisColumn: null,
    timeGrain: null,
    dimensions: [],
    xFormat,
    tooltipTimeFormat: tooltipTimeFormatOf(xFormat, 'time', x),
    yFormat: formData.y_axis_format || 'SMART_NUMBER',
    xAxisTitle: formData.x_axis_title ?? '',
    yAxisTitle: formData.y_axis_title ?? '',
    showLegend: formData.show_legend !== false,
    legendOrientation: formData.legend_orientation ?? 'top',
    stack: false,
    horizontal: false,
    stepPosition: 'start',
    markers: formData.markerEnabled === true,
    markerSize: markerSizeOf(formData.markerSize),
    opacity: 0.2,
    showValues: false,
    zoomable: formData.zoomable === true,
    startAtZero: formData.start_y_axis_at_zero !== false,
  };
}

/** Older period pivots: NVD3 fields as the time-series charts translate them, and a `metrics` list's first entry as the metric. */
export function migrateTimePivot(formData: QueryFormData): TimePivotFormData {
  const next = migrateTimeseriesFormData(formData) as TimePivotFormData;
  if ((next.metric === undefined || next.metric === null) && Array.isArray(next.metrics) && next.metrics.length > 0) {
    return { ...next, metric: next.metrics[0]!, metrics: undefined } as TimePivotFormData;
  }
  return next;
}

/** Time-series Period Pivot (`time_pivot`): one line per period, laid over the latest period. */
export const timePivotViz = defineViz<TimePivotFormData, TimeseriesChartProps>({
  ...TIME_PIVOT_MANIFEST,
  formDataSchema: TIME_PIVOT_SCHEMA.schema,
  uiSchema: TIME_PIVOT_SCHEMA.uiSchema,
  buildQuery: buildTimePivotQuery,
  transformProps: transformTimePivotProps,
  migrate: migrateTimePivot,
  loadComponent: () => import('./TimeseriesChart.js'),
});
