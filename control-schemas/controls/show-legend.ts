import { defineControl } from '../control-definition.js';

/** Show the legend. */
export const showLegend = defineControl({
  name: 'show_legend',
  label: 'Show legend',
  description: 'Show a legend naming each series or category.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
