import { NUMBER_FORMAT_CHOICES, SMART_NUMBER_FORMAT, closedChoiceSchema, defineControl, openChoiceSchema } from '@control-schemas/index.js';

/** The time shifts Superset's period-over-period KPI offers; any other shift may be typed. */
export const POP_TIME_SHIFTS = [
  { const: '1 day ago', title: '1 day ago' },
  { const: '1 week ago', title: '1 week ago' },
  { const: '1 month ago', title: '1 month ago' },
  { const: '1 year ago', title: '1 year ago' },
  { const: 'custom', title: 'Custom date' },
  { const: 'inherit', title: 'Inherit range from time filter' },
];

/** Which change is good, Superset's `comparison_color_scheme` values. */
export type ComparisonColorScheme = 'Green' | 'Red';

/** The shift is a custom date. */
const WHEN_CUSTOM_SHIFT = { required: ['time_compare'], properties: { time_compare: { const: 'custom' } } };
/** The change is coloured. */
const WHEN_COLORED = { required: ['comparison_color_enabled'], properties: { comparison_color_enabled: { const: true } } };

/** Where the comparison period starts, for a custom shift. */
export const startDateOffset = defineControl({
  name: 'start_date_offset',
  label: 'Shift start date',
  description: 'The date the comparison period starts, such as `2023-01-01`; it lasts as long as the time range. Used with the custom time shift.',
  section: 'time',
  schema: { type: ['string', 'null'], default: null },
  uiSchema: { 'ui:widget': 'TextWidget', 'ui:placeholder': 'YYYY-MM-DD' },
  validators: [],
  visibleWhen: WHEN_CUSTOM_SHIFT,
});

/** Number format of the percentage change. */
export const percentDifferenceFormat = defineControl({
  name: 'percentDifferenceFormat',
  label: 'Percent difference format',
  description: 'How the percentage change is written, as a d3-format specifier applied to the ratio (`.1%` writes 0.052 as 5.2%); the adaptive format writes a percentage with one decimal.',
  section: 'customize',
  schema: { type: 'string', default: SMART_NUMBER_FORMAT, ...openChoiceSchema(NUMBER_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'NumberFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** Colour the change by its direction. */
export const comparisonColorEnabled = defineControl({
  name: 'comparison_color_enabled',
  label: 'Add color for positive/negative change',
  description: 'Colour the arrow and the change green or red as the metric rises or falls.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Which direction is good. */
export const comparisonColorScheme = defineControl({
  name: 'comparison_color_scheme',
  label: 'Color scheme for comparison',
  description: 'Whether a rise is good (green) and a fall bad (red), or the reverse, as for costs or waiting times.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'Green', title: 'Green for increase, red for decrease' },
      { const: 'Red', title: 'Red for increase, green for decrease' },
    ]),
    default: 'Green',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_COLORED,
});

/** Name the metric above the number. */
export const showMetricName = defineControl({
  name: 'show_metric_name',
  label: 'Show metric name',
  description: "Write the metric's name above the number.",
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
