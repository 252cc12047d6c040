import { closedChoiceSchema, defineControl } from '@control-schemas/index.js';

/** The label kinds of a treemap rectangle, Superset's `label_type` values. */
export const TREEMAP_LABEL_TYPES = ['key', 'value', 'key_value'] as const;

/** What a rectangle's label shows. */
export type TreemapLabelType = (typeof TREEMAP_LABEL_TYPES)[number];

/** Labels are shown. */
const WHEN_LABELS_SHOWN = { not: { required: ['show_labels'], properties: { show_labels: { const: false } } } };

/** Order the groups by the metric, largest first. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the rows by the metric, largest first, so the row limit keeps the largest rectangles.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Label the innermost rectangles. */
export const showLabels = defineControl({
  name: 'show_labels',
  label: 'Show labels',
  description: 'Write a label in each innermost rectangle that has room for it.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Label the groups that have children, in a band along their top. */
export const showUpperLabels = defineControl({
  name: 'show_upper_labels',
  label: 'Show upper labels',
  description: 'Write the name of each group that has children in a band along its top edge.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
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
    default: 'key_value',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});
