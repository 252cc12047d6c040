import { defineControl } from '../control-definition.js';

/** Order series ascending. */
export const sortSeriesAscending = defineControl({
  name: 'sort_series_ascending',
  label: 'Sort series ascending',
  description: 'Order series from smallest to largest (A to Z by name); off orders them from largest.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
