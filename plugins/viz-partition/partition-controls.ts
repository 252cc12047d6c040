import { closedChoiceSchema, defineControl, openChoiceSchema, TIME_FORMAT_CHOICES } from '@control-schemas/index.js';

/** How time enters the partitions, Superset's `time_series_option` values. */
export const TIME_SERIES_OPTIONS = ['not_time', 'time_series', 'agg_mean', 'agg_sum', 'point_diff', 'point_percent', 'point_factor', 'adv_anal'] as const;

/** How time enters the partitions. */
export type TimeSeriesOption = (typeof TIME_SERIES_OPTIONS)[number];

/** Compute each value's share of its level's total. */
export const contribution = defineControl({
  name: 'contribution',
  label: 'Contribution',
  description: "With Advanced Analytics, show each partition's value as its share of the total of its level at that time.",
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** How time enters the partitions. */
export const timeSeriesOption = defineControl({
  name: 'time_series_option',
  label: 'Time series option',
  description:
    'Not time series ignores time. Time series adds a level of periods under each metric. Aggregate mean or sum combines the periods. Difference, percent change and factor compare the last period with the first. Advanced Analytics adds the periods and applies the rolling window and contribution.',
  section: 'time',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'not_time', title: 'Not time series' },
      { const: 'time_series', title: 'Time series' },
      { const: 'agg_mean', title: 'Aggregate mean' },
      { const: 'agg_sum', title: 'Aggregate sum' },
      { const: 'point_diff', title: 'Difference' },
      { const: 'point_percent', title: 'Percent change' },
      { const: 'point_factor', title: 'Factor' },
      { const: 'adv_anal', title: 'Advanced Analytics' },
    ]),
    default: 'not_time',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: ['nonEmpty'],
});

/** How period names are written. */
export const dateTimeFormat = defineControl({
  name: 'date_time_format',
  label: 'Date time format',
  description: 'How the periods of a time series option are written, as a d3-time-format specifier; adaptive by default.',
  section: 'customize',
  schema: { type: 'string', default: 'smart_date', ...openChoiceSchema(TIME_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'TimeFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** The most subdivisions a partition keeps. */
export const partitionLimit = defineControl({
  name: 'partition_limit',
  label: 'Partition limit',
  description: 'The most subdivisions each partition keeps; the smallest are left out first. Periods are never cut.',
  section: 'customize',
  schema: { type: ['integer', 'null'], minimum: 0, default: 5 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** The smallest share of its parent a partition needs to be kept. */
export const partitionThreshold = defineControl({
  name: 'partition_threshold',
  label: 'Partition threshold',
  description: "Subdivisions smaller than this share of their parent's size (0–1) are left out; the largest is always kept.",
  section: 'customize',
  schema: { type: ['number', 'null'], minimum: 0, maximum: 1, default: 0.05 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** Size partitions by the logarithm of their value. */
export const logScale = defineControl({
  name: 'log_scale',
  label: 'Log scale',
  description: 'Size partitions by the logarithm of their value, so small ones stay visible beside large ones.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Give every period the same height. */
export const equalDateSize = defineControl({
  name: 'equal_date_size',
  label: 'Equal date sizes',
  description: 'Give every period the same height, whatever its value.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** List the whole path in the tooltip. */
export const richTooltip = defineControl({
  name: 'rich_tooltip',
  label: 'Rich tooltip',
  description: 'The tooltip lists every level from the metric down to the hovered partition, not just the partition.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
