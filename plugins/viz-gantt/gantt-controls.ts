import { COLUMN_SCHEMA, METRIC_SCHEMA, defineControl } from '@control-schemas/index.js';

const column = (name: string, label: string, description: string, required: boolean) =>
  defineControl({
    name,
    label,
    description,
    section: 'query',
    schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
    uiSchema: { 'ui:widget': 'ColumnWidget' },
    validators: required ? ['nonEmpty'] : [],
  });

/** Where each bar starts. */
export const startTime = column('start_time', 'Start time', 'The temporal column where each bar starts.', true);
/** Where each bar ends. */
export const endTime = column('end_time', 'End time', 'The temporal column where each bar ends.', true);
/** The rows of the chart. */
export const yAxis = column('y_axis', 'Y-axis', 'The column whose values are the rows of the chart; one row for all bars when empty.', false);
/** The colour of each bar. */
export const series = column('series', 'Series', 'The column whose values colour the bars, with a legend entry each.', false);

/** Split each row by series. */
export const subcategories = defineControl({
  name: 'subcategories',
  label: 'Subcategories',
  description: 'Divide each row into lanes, one per series value, so bars of different series never overlap.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Metrics shown in the tooltip. */
export const tooltipMetrics = defineControl({
  name: 'tooltip_metrics',
  label: 'Tooltip metrics',
  description: 'Metrics computed per bar and listed in its tooltip.',
  section: 'query',
  schema: { type: 'array', items: METRIC_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'MetricsWidget' },
  validators: [],
});

/** Columns shown in the tooltip. */
export const tooltipValues = defineControl({
  name: 'tooltip_values',
  label: 'Tooltip (columns)',
  description: 'Columns whose values are listed in the tooltip of each bar.',
  section: 'query',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
});

/** How times are written in the tooltip. */
export const tooltipTimeFormat = defineControl({
  name: 'tooltip_time_format',
  label: 'Tooltip time format',
  description: 'How the start and end times are written in the tooltip, as a d3-time-format specifier; adaptive by default.',
  section: 'customize',
  schema: { type: 'string', default: 'smart_date' },
  uiSchema: { 'ui:widget': 'TimeFormatWidget' },
  validators: [],
  renderTrigger: true,
});

/** How metric values are written in the tooltip. */
export const tooltipValuesFormat = defineControl({
  name: 'tooltip_values_format',
  label: 'Number format',
  description: 'How tooltip metrics are written, as a d3-format specifier; adaptive by default.',
  section: 'customize',
  schema: { type: 'string', default: 'SMART_NUMBER' },
  uiSchema: { 'ui:widget': 'NumberFormatWidget' },
  validators: [],
  renderTrigger: true,
});
