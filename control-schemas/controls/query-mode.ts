import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { QUERY_MODE_CHOICES } from '../constants/query-modes.js';
import { defineControl } from '../control-definition.js';

/** Aggregate (group by and metrics) or raw records. */
export const queryMode = defineControl({
  name: 'query_mode',
  label: 'Query mode',
  description: 'Aggregate groups rows by dimensions and computes metrics; raw records lists rows as they are.',
  section: 'query',
  schema: { type: 'string', ...closedChoiceSchema(QUERY_MODE_CHOICES), default: 'aggregate' },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
});
