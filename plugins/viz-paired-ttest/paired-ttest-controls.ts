import { defineControl } from '@control-schemas/index.js';

/** Each group's share of the total at each time. */
export const contribution = defineControl({
  name: 'contribution',
  label: 'Contribution',
  description: "Compare each group's share of the total at each time rather than its value.",
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** The alpha level. */
export const significanceLevel = defineControl({
  name: 'significance_level',
  label: 'Significance level',
  description: 'The alpha level: a difference whose p-value is at or below it is significant.',
  section: 'customize',
  schema: { type: 'number', exclusiveMinimum: 0, maximum: 1, default: 0.05 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** Decimals of p-values. */
export const pvaluePrecision = defineControl({
  name: 'pvalue_precision',
  label: 'p-value precision',
  description: 'Number of decimal places p-values are written with.',
  section: 'customize',
  schema: { type: 'integer', minimum: 0, maximum: 16, default: 6 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Decimals of lifts. */
export const liftvaluePrecision = defineControl({
  name: 'liftvalue_precision',
  label: 'Lift percent precision',
  description: 'Number of decimal places lift percentages are written with.',
  section: 'customize',
  schema: { type: 'integer', minimum: 0, maximum: 16, default: 4 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});
