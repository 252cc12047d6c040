import { closedChoiceSchema, defineControl } from '@control-schemas/index.js';

/** The pie is drawn as a donut. */
const WHEN_DONUT = { required: ['donut'], properties: { donut: { const: true } } };
/** Labels are shown. */
const WHEN_LABELS_SHOWN = { not: { required: ['show_labels'], properties: { show_labels: { const: false } } } };
/** Labels are shown outside the pie. */
const WHEN_LABELS_OUTSIDE = {
  allOf: [WHEN_LABELS_SHOWN, { not: { required: ['labels_outside'], properties: { labels_outside: { const: false } } } }],
};

/** The label kinds of a pie slice, Superset's `label_type` values. */
export const PIE_LABEL_TYPES = ['key', 'value', 'percent', 'key_value', 'key_percent', 'key_value_percent'] as const;

/** What a slice's label shows. */
export type PieLabelType = (typeof PIE_LABEL_TYPES)[number];

/** Order slices by the metric, largest first. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the slices by the metric, largest first; the row limit then keeps the largest slices.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Label the slices. */
export const showLabels = defineControl({
  name: 'show_labels',
  label: 'Show labels',
  description: 'Write a label on or beside each slice.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** What the slice labels show. */
export const labelType = defineControl({
  name: 'label_type',
  label: 'Label contents',
  description: 'What each slice label shows: its category, value, share of the total, or a combination.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'key', title: 'Category name' },
      { const: 'value', title: 'Value' },
      { const: 'percent', title: 'Percentage' },
      { const: 'key_value', title: 'Category and value' },
      { const: 'key_percent', title: 'Category and percentage' },
      { const: 'key_value_percent', title: 'Category, value and percentage' },
    ]),
    default: 'key',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});

/** Labels outside the pie, or on the slices. */
export const labelsOutside = defineControl({
  name: 'labels_outside',
  label: 'Put labels outside',
  description: 'Write the labels beside the pie; off writes them on the slices, leaving out those that do not fit.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});

/** Leader lines from slices to outside labels. */
export const labelLine = defineControl({
  name: 'label_line',
  label: 'Label lines',
  description: 'Draw a line from each slice to its label outside the pie.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_OUTSIDE,
});

/** Smallest share of the total a slice needs for a label. */
export const showLabelsThreshold = defineControl({
  name: 'show_labels_threshold',
  label: 'Label threshold (%)',
  description: 'Slices smaller than this percentage of the total get no label (their tooltip still tells).',
  section: 'customize',
  schema: { type: 'number', minimum: 0, maximum: 50, default: 5 },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 0.5 } },
  validators: ['number'],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});

/** Draw a ring instead of a full pie. */
export const donut = defineControl({
  name: 'donut',
  label: 'Donut',
  description: 'Cut a hole in the middle of the pie.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Radius of a donut's hole. */
export const innerRadius = defineControl({
  name: 'inner_radius',
  label: 'Inner radius',
  description: "Radius of the donut's hole, as a percentage of the largest radius that fits the chart.",
  section: 'customize',
  schema: { type: 'integer', minimum: 0, maximum: 100, default: 30 },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 1 } },
  validators: ['integer'],
  renderTrigger: true,
  visibleWhen: WHEN_DONUT,
});

/** Radius of the pie. */
export const outerRadius = defineControl({
  name: 'outer_radius',
  label: 'Outer radius',
  description: 'Radius of the pie, as a percentage of the largest radius that fits the chart (labels outside need the rest).',
  section: 'customize',
  schema: { type: 'integer', minimum: 10, maximum: 100, default: 70 },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 1 } },
  validators: ['integer'],
  renderTrigger: true,
});

/** Show the total of the slices. */
export const showTotal = defineControl({
  name: 'show_total',
  label: 'Show total',
  description: "Write the total of the shown slices: in the donut's hole, or above a full pie.",
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
