import { defineControl } from '../control-definition.js';

/** Whether the y-axis includes zero. */
export const startYAxisAtZero = defineControl({
  name: 'start_y_axis_at_zero',
  label: 'Start y-axis at zero',
  description: 'Start the y-axis at zero; off fits it to the smallest value, which magnifies small changes.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
