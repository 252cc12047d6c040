import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { DEFAULT_ROW_LIMIT, ROW_LIMIT_CHOICES } from '../constants/row-limits.js';
import { defineControl } from '../control-definition.js';

/** The most rows a query returns. */
export const rowLimit = defineControl({
  name: 'row_limit',
  label: 'Row limit',
  description: "The most rows the query returns. Any whole number may be typed, up to the server's maximum (SQL_MAX_ROW).",
  section: 'query',
  schema: { type: 'integer', minimum: 0, default: DEFAULT_ROW_LIMIT, ...openChoiceSchema(ROW_LIMIT_CHOICES) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: ['integer', 'maxRowLimit'],
});
