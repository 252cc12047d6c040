import { defineControl } from '../control-definition.js';
import { WHEN_NOT_RAW_MODE } from '../schema-parts/control-conditions.js';

/** Add a totals row. */
export const showTotals = defineControl({
  name: 'show_totals',
  label: 'Show totals',
  description: 'Add a row with the metrics computed over the whole result, ignoring the row limit. Not available for raw records.',
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  visibleWhen: WHEN_NOT_RAW_MODE,
});
