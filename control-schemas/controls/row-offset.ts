import { defineControl } from '../control-definition.js';

/** Rows skipped before the first one returned. */
export const rowOffset = defineControl({
  name: 'row_offset',
  label: 'Row offset',
  description: 'Rows to skip before the first row returned; with the row limit, this pages through raw records.',
  section: 'query',
  schema: { type: 'integer', minimum: 0, default: 0 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
});
