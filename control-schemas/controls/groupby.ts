import { defineControl } from '../control-definition.js';
import { COLUMN_SCHEMA } from '../schema-parts/column-schema.js';

/** Dimensions: the columns results are grouped by. */
export const groupby = defineControl({
  name: 'groupby',
  label: 'Dimensions',
  description: 'Columns to group by. Each distinct combination of their values becomes a row, a slice or a series.',
  section: 'query',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
});
