import { defineControl } from '../control-definition.js';

/** Fetch one page of rows at a time. */
export const serverPagination = defineControl({
  name: 'server_pagination',
  label: 'Server pagination',
  description: 'Fetch one page of rows at a time from the database instead of the whole result; for large tables.',
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});
