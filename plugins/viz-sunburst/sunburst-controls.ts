import { METRIC_SCHEMA, closedChoiceSchema, defineControl, type ControlCondition, type ControlOverride } from '@control-schemas/index.js';

/** The label kinds of an arc, Superset's `label_type` values. */
export const SUNBURST_LABEL_TYPES = ['key', 'value', 'key_value'] as const;

/** What an arc's label shows. */
export type SunburstLabelType = (typeof SUNBURST_LABEL_TYPES)[number];

/** Labels are shown. */
const WHEN_LABELS_SHOWN = { required: ['show_labels'], properties: { show_labels: { const: true } } };
/** A secondary metric is chosen: arcs are coloured by its ratio to the primary one. */
export const WHEN_SECONDARY_METRIC: ControlCondition = { required: ['secondary_metric'], properties: { secondary_metric: { type: ['string', 'object'], minLength: 1 } } };

/** Order the rows by the primary metric, largest first. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the rows by the primary metric, largest first, so the row limit keeps the largest arcs.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** An optional second metric that colours the arcs. */
export const secondaryMetric = defineControl({
  name: 'secondary_metric',
  label: 'Secondary metric',
  description:
    'Optional: colours each arc by the ratio of this metric to the primary one, on the linear colour scheme. Without it, arcs are coloured by their category.',
  section: 'query',
  schema: { ...METRIC_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'MetricWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** The palette of the ratio colouring. */
export const linearColorSchemeOverride: ControlOverride = {
  description: 'The palette arcs are coloured from by the ratio of the secondary metric to the primary one, lowest ratio first.',
  visibleWhen: WHEN_SECONDARY_METRIC,
};

/** Label the arcs. */
export const showLabels = defineControl({
  name: 'show_labels',
  label: 'Show labels',
  description: 'Write a label on each arc that is large enough for it.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Smallest share of the total an arc needs for a label. */
export const showLabelsThreshold = defineControl({
  name: 'show_labels_threshold',
  label: 'Percentage threshold',
  description: 'Arcs smaller than this percentage of the total get no label (their tooltip still tells).',
  section: 'customize',
  schema: { type: 'number', minimum: 0, maximum: 100, default: 5 },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 0.5 } },
  validators: ['number'],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});

/** What the labels show. */
export const labelType = defineControl({
  name: 'label_type',
  label: 'Label contents',
  description: 'What each label shows: the category, its value, or both.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'key', title: 'Category name' },
      { const: 'value', title: 'Value' },
      { const: 'key_value', title: 'Category and value' },
    ]),
    default: 'key',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});

/** Write the total in the centre. */
export const showTotal = defineControl({
  name: 'show_total',
  label: 'Show total',
  description: 'Write the total of the primary metric in the centre.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
