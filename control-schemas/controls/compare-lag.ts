import { defineControl } from '../control-definition.js';

/** How many periods back a big number compares with. */
export const compareLag = defineControl({
  name: 'compare_lag',
  label: 'Comparison period lag',
  description: 'Compare the latest value with the one this many periods (of the time grain) earlier; empty for no comparison.',
  section: 'customize',
  schema: { type: ['integer', 'null'], minimum: 1, default: null },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});
