import { defineControl } from '../control-definition.js';

/** Draw the trend line under a big number. */
export const showTrendLine = defineControl({
  name: 'show_trend_line',
  label: 'Show trend line',
  description: 'Draw the series as a line under the big number.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
