import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { COLUMN_SCHEMA, composeVizSchema } from '@control-schemas/index.js';
import {
  bottomMargin,
  leftMargin,
  legendType,
  linearColorSchemeOverride,
  normalizeAcross,
  normalized,
  showPercentage,
  showValues,
  sortXAxis,
  sortYAxis,
  xscaleInterval,
  valueBounds,
  yscaleInterval,
  type AxisSort,
  type HeatmapLegendType,
  type NormalizeAcross,
} from './heatmap-controls.js';

/** Form data of `heatmap_v2`, Superset's field names. */
export interface HeatmapFormData extends QueryFormData {
  x_axis?: QueryFormColumn | null;
  time_grain_sqla?: string | null;
  /** The y-axis column: a single column, as Superset stores it. */
  groupby?: QueryFormColumn | null;
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  sort_x_axis?: AxisSort;
  sort_y_axis?: AxisSort;
  normalize_across?: NormalizeAcross;
  legend_type?: HeatmapLegendType;
  linear_color_scheme?: string;
  xscale_interval?: number;
  yscale_interval?: number;
  left_margin?: string | number;
  bottom_margin?: string | number;
  /** Hard colour bounds `[min, max]` (either may be null); Superset's `value_bounds`. */
  value_bounds?: [number | string | null, number | string | null] | null;
  y_axis_format?: string;
  x_axis_time_format?: string;
  show_legend?: boolean;
  show_percentage?: boolean;
  show_values?: boolean;
  normalized?: boolean;
}

/** Form-data schema and control panel of `heatmap_v2`, in Superset's panel order. */
export const { schema: heatmapSchema, uiSchema: heatmapUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'x_axis',
    'time_grain_sqla',
    'groupby',
    'metric',
    'adhoc_filters',
    'time_range',
    'row_limit',
    sortXAxis,
    sortYAxis,
    normalizeAcross,
    legendType,
    'linear_color_scheme',
    valueBounds,
    xscaleInterval,
    yscaleInterval,
    leftMargin,
    bottomMargin,
    'y_axis_format',
    'x_axis_time_format',
    'show_legend',
    showPercentage,
    showValues,
    normalized,
  ],
  {
    viz_type: { schema: { default: 'heatmap_v2' } },
    x_axis: { description: 'The column whose values become the columns of the heatmap; a temporal column is truncated to the time grain.' },
    groupby: {
      label: 'Y-axis',
      description: 'The column whose values become the rows of the heatmap.',
      schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
      uiSchema: { 'ui:widget': 'ColumnWidget' },
      validators: ['nonEmpty'],
    },
    metric: { description: 'The aggregate that colours each cell.' },
    y_axis_format: { label: 'Value format', description: 'How cell values are written in tooltips, cells and the legend, as a d3-format specifier; adaptive by default.' },
    x_axis_time_format: { label: 'Time format', description: 'How temporal axis values are written, as a d3-time-format specifier; adaptive by default.' },
    show_legend: { description: 'Show the colour legend.' },
    linear_color_scheme: linearColorSchemeOverride,
  },
);

/** `heatmap_v2` form data with every undefined field set to its schema default. */
export function withHeatmapDefaults(formData: HeatmapFormData): Required<HeatmapFormData> {
  return withSchemaDefaults(heatmapSchema, formData) as Required<HeatmapFormData>;
}
