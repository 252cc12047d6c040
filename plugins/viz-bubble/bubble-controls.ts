import type { JsonSchema } from '@core/plugin-api/index.js';
import { COLUMN_SCHEMA, METRIC_SCHEMA, NUMBER_FORMAT_CHOICES, SMART_NUMBER_FORMAT, defineControl, openChoiceSchema } from '@control-schemas/index.js';

/** A single column, or none. */
const OPTIONAL_COLUMN: JsonSchema = { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null };
/** A single metric, or none. */
const OPTIONAL_METRIC: JsonSchema = { ...METRIC_SCHEMA, type: ['string', 'object', 'null'], default: null };
const NUMBER_FORMAT: JsonSchema = { type: 'string', default: SMART_NUMBER_FORMAT, ...openChoiceSchema(NUMBER_FORMAT_CHOICES) };

/** The column whose values colour the bubbles and fill the legend. */
export const series = defineControl({
  name: 'series',
  label: 'Dimension',
  description: 'The column whose values colour the bubbles, one legend entry each; without it each entity has its own colour.',
  section: 'query',
  schema: OPTIONAL_COLUMN,
  uiSchema: { 'ui:widget': 'ColumnWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** The column whose values are the bubbles. */
export const entity = defineControl({
  name: 'entity',
  label: 'Entity',
  description: 'The column whose values are the bubbles: one bubble per entity (and dimension value).',
  section: 'query',
  schema: OPTIONAL_COLUMN,
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** The metric along the x-axis. */
export const x = defineControl({
  name: 'x',
  label: 'X-axis',
  description: 'The metric that places each bubble along the x-axis.',
  section: 'query',
  schema: OPTIONAL_METRIC,
  uiSchema: { 'ui:widget': 'MetricWidget' },
  validators: ['nonEmpty'],
});

/** The metric along the y-axis. */
export const y = defineControl({
  name: 'y',
  label: 'Y-axis',
  description: 'The metric that places each bubble along the y-axis.',
  section: 'query',
  schema: OPTIONAL_METRIC,
  uiSchema: { 'ui:widget': 'MetricWidget' },
  validators: ['nonEmpty'],
});

/** The metric that sizes the bubbles. */
export const size = defineControl({
  name: 'size',
  label: 'Bubble size',
  description: 'The metric that sizes each bubble, from the smallest value to the largest.',
  section: 'query',
  schema: OPTIONAL_METRIC,
  uiSchema: { 'ui:widget': 'MetricWidget' },
  validators: ['nonEmpty'],
});

/** The metric the rows are sorted by before the row limit. */
export const orderby = defineControl({
  name: 'orderby',
  label: 'Sort by',
  description: 'The metric the entities are sorted by, so the row limit keeps the top ones; empty keeps the database order.',
  section: 'query',
  schema: OPTIONAL_METRIC,
  uiSchema: { 'ui:widget': 'MetricWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** The largest bubble. */
export const maxBubbleSize = defineControl({
  name: 'max_bubble_size',
  label: 'Max bubble size',
  description: 'How large the largest bubble grows: its diameter is 5 pixels plus twice this number.',
  section: 'customize',
  schema: { type: ['string', 'integer'], pattern: '^\\d+$', default: '25', ...openChoiceSchema(['5', '10', '15', '25', '50', '75', '100'].map((v) => ({ const: v, title: v }))) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** Number format of the size in tooltips. */
export const tooltipSizeFormat = defineControl({
  name: 'tooltipSizeFormat',
  label: 'Bubble size number format',
  description: 'How the size metric is written in tooltips, as a d3-format specifier; adaptive by default.',
  section: 'customize',
  schema: NUMBER_FORMAT,
  uiSchema: { 'ui:widget': 'NumberFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** Title under the x-axis. */
export const xAxisLabel = defineControl({
  name: 'x_axis_label',
  label: 'X-axis title',
  description: 'Text written under the x-axis; empty for none.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});

/** Number format of the x-axis. */
export const xAxisFormat = defineControl({
  name: 'xAxisFormat',
  label: 'X-axis format',
  description: 'How values along the x-axis and in tooltips are written, as a d3-format specifier; adaptive by default.',
  section: 'customize',
  schema: NUMBER_FORMAT,
  uiSchema: { 'ui:widget': 'NumberFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** A logarithmic x-axis. */
export const logXAxis = defineControl({
  name: 'logXAxis',
  label: 'Logarithmic x-axis',
  description: 'Space the x-axis logarithmically, for values spanning several orders of magnitude; bubbles at zero or below are left out.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Title beside the y-axis. */
export const yAxisLabel = defineControl({
  name: 'y_axis_label',
  label: 'Y-axis title',
  description: 'Text written beside the y-axis; empty for none.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});

/** A logarithmic y-axis. */
export const logYAxis = defineControl({
  name: 'logYAxis',
  label: 'Logarithmic y-axis',
  description: 'Space the y-axis logarithmically, for values spanning several orders of magnitude; bubbles at zero or below are left out.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** A y-axis fitted to the data rather than starting at zero. */
export const truncateYAxis = defineControl({
  name: 'truncateYAxis',
  label: 'Truncate y-axis',
  description: 'Fit the y-axis to the values instead of starting it at zero.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
