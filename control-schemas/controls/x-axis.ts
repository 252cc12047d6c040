import { defineControl } from '../control-definition.js';
import { COLUMN_SCHEMA } from '../schema-parts/column-schema.js';

/** The column along the horizontal axis of a time-series chart. */
export const xAxis = defineControl({
  name: 'x_axis',
  label: 'X-axis',
  description:
    "The column along the horizontal axis, usually a temporal one; explore fills in the dataset's main time column. A SQL expression works too.",
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});
