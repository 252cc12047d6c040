import { defineControl } from '../control-definition.js';

/** Text after a big number's percentage change. */
export const compareSuffix = defineControl({
  name: 'compare_suffix',
  label: 'Comparison suffix',
  description: 'Text written after the percentage change, such as `WoW` or `vs last year`.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});
