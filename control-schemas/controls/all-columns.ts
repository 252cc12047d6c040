import { defineControl } from '../control-definition.js';
import { COLUMN_SCHEMA } from '../schema-parts/column-schema.js';
import { WHEN_NOT_AGGREGATE_MODE } from '../schema-parts/control-conditions.js';

/** The columns listed in raw-records mode. */
export const allColumns = defineControl({
  name: 'all_columns',
  label: 'Columns',
  description: 'Columns to list, in display order, when the table shows raw records.',
  section: 'query',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
  visibleWhen: WHEN_NOT_AGGREGATE_MODE,
});
