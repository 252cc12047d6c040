import { defineControl } from '../control-definition.js';

/** Text under a big number. */
export const subheader = defineControl({
  name: 'subheader',
  label: 'Subheader',
  description: 'Text written under the big number; empty for none.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});
