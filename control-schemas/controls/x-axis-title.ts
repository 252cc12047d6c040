import { defineControl } from '../control-definition.js';

/** Title under the x-axis. */
export const xAxisTitle = defineControl({
  name: 'x_axis_title',
  label: 'X-axis title',
  description: 'Text written under the x-axis; empty for none.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});
