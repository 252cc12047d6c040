import { closedChoiceSchema, defineControl } from '@control-schemas/index.js';

/**
 * What a funnel label or tooltip shows, as Superset stores it: 0 category, 1 value, 2 percentage,
 * 3 category and value, 4 category and percentage, 5 all three, 6 value and percentage.
 */
export const FUNNEL_LABEL_TYPES = [0, 1, 2, 3, 4, 5, 6] as const;

/** One of {@link FUNNEL_LABEL_TYPES}. */
export type FunnelLabelType = (typeof FUNNEL_LABEL_TYPES)[number];

/** How a step's percentage is computed, Superset's `percent_calculation_type` values. */
export const PERCENT_CALCULATION_TYPES = ['first_step', 'prev_step', 'total'] as const;

/** One of {@link PERCENT_CALCULATION_TYPES}. */
export type PercentCalculationType = (typeof PERCENT_CALCULATION_TYPES)[number];

const LABEL_CHOICES = [
  { const: 0, title: 'Category name' },
  { const: 1, title: 'Value' },
  { const: 2, title: 'Percentage' },
  { const: 3, title: 'Category and value' },
  { const: 4, title: 'Category and percentage' },
  { const: 5, title: 'Category, value and percentage' },
];

/** Labels are shown. */
const WHEN_LABELS_SHOWN = { not: { required: ['show_labels'], properties: { show_labels: { const: false } } } };
/** Tooltips are shown. */
const WHEN_TOOLTIPS_SHOWN = { not: { required: ['show_tooltip_labels'], properties: { show_tooltip_labels: { const: false } } } };

/** Order the steps by the metric, largest first. */
export const sortByMetric = defineControl({
  name: 'sort_by_metric',
  label: 'Sort by metric',
  description: 'Order the steps by the metric, largest first; off keeps the order the query returns, for steps that have their own order.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** What a step's percentage is relative to. */
export const percentCalculationType = defineControl({
  name: 'percent_calculation_type',
  label: '% calculation',
  description: 'What the percentage in labels and tooltips is a share of: the first step, the previous step, or the total of all steps.',
  section: 'query',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'first_step', title: 'Calculate from first step' },
      { const: 'prev_step', title: 'Calculate from previous step' },
      { const: 'total', title: 'Percent of total' },
    ]),
    default: 'first_step',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Label the steps. */
export const showLabels = defineControl({
  name: 'show_labels',
  label: 'Show labels',
  description: 'Write a label on each step, or beside it when it does not fit.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** What the step labels show. */
export const labelType = defineControl({
  name: 'label_type',
  label: 'Label contents',
  description: 'What each step label shows: its category, value, percentage, or a combination.',
  section: 'customize',
  schema: { type: 'integer', ...closedChoiceSchema([...LABEL_CHOICES, { const: 6, title: 'Value and percentage' }]), default: 0 },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LABELS_SHOWN,
});

/** Show a tooltip on hover. */
export const showTooltipLabels = defineControl({
  name: 'show_tooltip_labels',
  label: 'Show tooltip labels',
  description: 'Show a tooltip when the pointer is over a step.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** What the tooltip shows. */
export const tooltipLabelType = defineControl({
  name: 'tooltip_label_type',
  label: 'Tooltip contents',
  description: 'What the tooltip of a step shows: its category, value, percentage, or a combination.',
  section: 'customize',
  schema: { type: 'integer', ...closedChoiceSchema(LABEL_CHOICES), default: 5 },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_TOOLTIPS_SHOWN,
});
