import { defineControl } from '../control-definition.js';

/** Title beside the y-axis. */
export const yAxisTitle = defineControl({
  name: 'y_axis_title',
  label: 'Y-axis title',
  description: 'Text written beside the y-axis; empty for none.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});
