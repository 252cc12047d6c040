import { composeVizSchema, type ComposedVizSchema, type ControlDefinition, type ControlOverride } from '@control-schemas/index.js';
import {
  areaControl,
  contributionModeControl,
  markerEnabledControl,
  markerSizeControl,
  orientationControl,
  scatterMarkerSizeControl,
  seriesTypeControl,
  showValueControl,
  stackControl,
  stepPositionControl,
  zoomableControl,
} from './timeseries-controls.js';
import { truncateXAxisControl, xAxisBoundsControl } from './axis-controls.js';
import { TIMESERIES_VARIANTS, type TimeseriesVariant } from './timeseries-variant.js';

/** What every time-series chart queries: x-axis, metrics, dimensions, filters, limits, time range. */
const QUERY_CONTROLS: ReadonlyArray<string | ControlDefinition> = [
  'datasource',
  'viz_type',
  'x_axis',
  'time_grain_sqla',
  'metrics',
  'groupby',
  contributionModeControl,
  'adhoc_filters',
  'series_limit',
  'series_limit_metric',
  'order_desc',
  'row_limit',
  'truncate_metric',
  'time_range',
];

/** Post-processing and annotations, the same for every variant. */
const ANALYTICS_CONTROLS = [
  'rolling_type',
  'rolling_periods',
  'min_periods',
  'time_compare',
  'comparison_type',
  'time_shift_color',
  'resample_rule',
  'resample_method',
  'annotation_layers',
] as const;

const LEGEND_CONTROLS = ['color_scheme', 'label_colors', 'show_legend', 'legend_orientation', 'sort_series_type', 'sort_series_ascending'] as const;
const AXIS_CONTROLS = ['x_axis_title', 'y_axis_title', 'x_axis_time_format', 'y_axis_format', 'y_axis_bounds'] as const;
/** A numeric x-axis' range (Superset's `truncateXAxis`, `xAxisBounds`), bars included. */
const X_RANGE_CONTROLS = [truncateXAxisControl, xAxisBoundsControl] as const;

/** The drawing controls of each variant, in panel order. */
const VARIANT_CONTROLS: Readonly<Record<TimeseriesVariant, ReadonlyArray<string | ControlDefinition>>> = {
  line: [markerEnabledControl, markerSizeControl, showValueControl, zoomableControl, ...AXIS_CONTROLS, ...X_RANGE_CONTROLS, 'start_y_axis_at_zero'],
  smooth: [markerEnabledControl, markerSizeControl, showValueControl, zoomableControl, ...AXIS_CONTROLS, ...X_RANGE_CONTROLS, 'start_y_axis_at_zero'],
  step: [stepPositionControl, markerEnabledControl, markerSizeControl, showValueControl, zoomableControl, ...AXIS_CONTROLS, ...X_RANGE_CONTROLS, 'start_y_axis_at_zero'],
  area: [stackControl, 'opacity', markerEnabledControl, markerSizeControl, showValueControl, zoomableControl, ...AXIS_CONTROLS, ...X_RANGE_CONTROLS, 'start_y_axis_at_zero'],
  // Bars always stand on zero, so the bar chart has no start-at-zero control.
  bar: [stackControl, orientationControl, showValueControl, zoomableControl, ...AXIS_CONTROLS, ...X_RANGE_CONTROLS],
  scatter: [scatterMarkerSizeControl, 'opacity', showValueControl, zoomableControl, ...AXIS_CONTROLS, ...X_RANGE_CONTROLS, 'start_y_axis_at_zero'],
  compare: [markerEnabledControl, markerSizeControl, showValueControl, zoomableControl, ...AXIS_CONTROLS, ...X_RANGE_CONTROLS, 'start_y_axis_at_zero'],
};

/** Shared controls whose defaults differ for a variant. */
const VARIANT_OVERRIDES: Readonly<Partial<Record<TimeseriesVariant, Record<string, ControlOverride>>>> = {
  // Dots are drawn nearly opaque; areas keep the shared default (0.2).
  scatter: { opacity: { schema: { default: 0.8 }, description: 'Opacity of the dots, from 0 (transparent) to 1 (opaque).' } },
  compare: {
    viz_type: { schema: { default: 'compare' } },
    y_axis_format: { description: 'How the changes on the y-axis and in tooltips are written, as a d3-format specifier; a format without % shows them as percentages.' },
  },
};

function composeVariant(variant: TimeseriesVariant): ComposedVizSchema {
  return composeVizSchema([...QUERY_CONTROLS, ...ANALYTICS_CONTROLS, ...LEGEND_CONTROLS, ...VARIANT_CONTROLS[variant]], VARIANT_OVERRIDES[variant] ?? {});
}

/**
 * The generic chart (`echarts_timeseries`): every series drawn in the style chosen in its controls
 * (Superset's `seriesType`, `area`, `stack`, markers, values), over the same query as the others.
 */
export const GENERIC_TIMESERIES_SCHEMA: ComposedVizSchema = composeVizSchema(
  [
    ...QUERY_CONTROLS,
    ...ANALYTICS_CONTROLS,
    ...LEGEND_CONTROLS,
    seriesTypeControl,
    showValueControl,
    stackControl,
    areaControl,
    'opacity',
    markerEnabledControl,
    markerSizeControl,
    zoomableControl,
    ...AXIS_CONTROLS,
    ...X_RANGE_CONTROLS,
    'start_y_axis_at_zero',
  ],
  {
    viz_type: { schema: { default: 'echarts_timeseries' } },
    opacity: {
      description: 'Opacity of the filled areas, from 0 (transparent) to 1 (opaque). Shown while the area chart is on.',
      visibleWhen: { required: ['area'], properties: { area: { const: true } } },
    },
  },
);

/**
 * Form-data schema and control-panel uiSchema of each time-series variant, composed from the
 * shared controls plus the variant's drawing controls (stacking, bar orientation, step position,
 * markers, value labels, zoom).
 */
export const TIMESERIES_SCHEMAS: Readonly<Record<TimeseriesVariant, ComposedVizSchema>> = Object.freeze(
  Object.fromEntries(TIMESERIES_VARIANTS.map((variant) => [variant, composeVariant(variant)])) as Record<TimeseriesVariant, ComposedVizSchema>,
);
