import { COLUMN_SCHEMA, NUMBER_FORMAT_CHOICES, SMART_NUMBER_FORMAT, defineControl, openChoiceSchema } from '@control-schemas/index.js';

/** The most bins the server's `histogram` operation makes. */
export const MAX_BINS = 1000;

/** The numeric column whose values are counted. */
export const column = defineControl({
  name: 'column',
  label: 'Column',
  description: 'The numeric column whose values are counted into bins.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** How many bins. */
export const bins = defineControl({
  name: 'bins',
  label: 'Bins',
  description: `The number of equal-width bins between the smallest and the largest value (1 to ${MAX_BINS}).`,
  section: 'query',
  schema: { type: 'integer', minimum: 1, maximum: MAX_BINS, default: 5, ...openChoiceSchema([5, 10, 15, 20].map((n) => ({ const: n, title: String(n) }))) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: ['integer'],
});

/** Proportions instead of counts. */
export const normalize = defineControl({
  name: 'normalize',
  label: 'Normalize',
  description: "Divide each bin's count by the total count, so the bars show proportions that add up to 1 and groups of different sizes compare.",
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Running totals across bins. */
export const cumulative = defineControl({
  name: 'cumulative',
  label: 'Cumulative',
  description: 'Show running totals: each bar counts the values up to the end of its bin, so the chart reads how likely a value below a point is.',
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Values written on the bars. */
export const showValue = defineControl({
  name: 'show_value',
  label: 'Show value',
  description: 'Write each count above its bar, where there is room.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Number format of the bin edges. */
export const xAxisFormat = defineControl({
  name: 'x_axis_format',
  label: 'X-axis format',
  description: 'How the bin edges along the x-axis are written, as a d3-format specifier; adaptive by default.',
  section: 'customize',
  schema: { type: 'string', default: SMART_NUMBER_FORMAT, ...openChoiceSchema(NUMBER_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'NumberFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});
