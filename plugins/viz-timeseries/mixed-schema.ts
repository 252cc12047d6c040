import { composeVizSchema, type ComposedVizSchema } from '@control-schemas/index.js';
import {
  MIXED_ANALYTICS_FIELDS,
  MIXED_QUERY_FIELDS,
  QUERY_B_CONTROLS,
  STYLE_A_CONTROLS,
  STYLE_B_CONTROLS,
  showQueryIdentifiersControl,
  truncateYAxisControl,
  yAxisFormatSecondaryControl,
  yAxisTitleSecondaryControl,
} from './mixed-controls.js';
import { logAxisControl, logAxisSecondaryControl, truncateXAxisControl, truncateYAxisSecondaryControl, xAxisBoundsControl, yAxisBoundsSecondaryControl } from './axis-controls.js';
import { zoomableControl } from './timeseries-controls.js';
import { MIXED_VIZ_KEY } from './timeseries-variant.js';

/**
 * The mixed chart's form-data schema and panel: the shared x-axis, time grain and time range;
 * query A's fields (Query and Advanced analytics sections) and query B's `_b` twins (moved into
 * their own sections by {@link MIXED_CONTROL_SECTIONS}); annotations; then the drawing of each
 * query's series, the legend, the x-axis, and both y-axes (the secondary one gathered in its own
 * section). Field names and defaults are Superset's.
 */
export const MIXED_TIMESERIES_SCHEMA: ComposedVizSchema = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'x_axis',
    'time_grain_sqla',
    ...MIXED_QUERY_FIELDS,
    'time_range',
    ...QUERY_B_CONTROLS,
    ...MIXED_ANALYTICS_FIELDS,
    'annotation_layers',
    'color_scheme',
    'label_colors',
    'time_shift_color',
    ...STYLE_A_CONTROLS,
    ...STYLE_B_CONTROLS,
    zoomableControl,
    'show_legend',
    'legend_orientation',
    showQueryIdentifiersControl,
    'x_axis_title',
    'x_axis_time_format',
    truncateXAxisControl,
    xAxisBoundsControl,
    'y_axis_title',
    'y_axis_format',
    truncateYAxisControl,
    'y_axis_bounds',
    logAxisControl,
    truncateYAxisSecondaryControl,
    yAxisBoundsSecondaryControl,
    yAxisFormatSecondaryControl,
    yAxisTitleSecondaryControl,
    logAxisSecondaryControl,
  ],
  {
    viz_type: { schema: { default: MIXED_VIZ_KEY } },
    metrics: { label: 'Metrics (query A)' },
    groupby: { label: 'Dimensions (query A)' },
    adhoc_filters: { label: 'Filters (query A)' },
    y_axis_format: { label: 'Primary y-axis format' },
    y_axis_title: { label: 'Primary y-axis title' },
    truncateYAxis: {
      label: 'Truncate primary y-axis',
      description: "Start the primary (left) y-axis at its data's minimum instead of zero, which magnifies small changes. An axis with bars always includes zero.",
    },
    y_axis_bounds: {
      label: 'Primary y-axis bounds',
      description:
        'The lowest and highest values the primary (left) y-axis shows at least; an empty bound follows the data. Bounds widen the axis and never hide data.',
    },
  },
);
