import { defineControl } from '../control-definition.js';
import { COLUMN_SCHEMA } from '../schema-parts/column-schema.js';

/** Further dimensions, such as the column headers of a pivot table. */
export const columns = defineControl({
  name: 'columns',
  label: 'Columns',
  description: 'Columns that split the result further, such as the column headers of a pivot table.',
  section: 'query',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
});
