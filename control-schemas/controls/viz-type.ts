import { defineControl } from '../control-definition.js';

/** The visualization type; the gallery offers the viz types of the registry. */
export const vizType = defineControl({
  name: 'viz_type',
  label: 'Visualization type',
  description: 'The kind of chart. The gallery lists every registered type; a new chart starts as a table.',
  section: 'query',
  schema: { type: 'string', pattern: '^[a-z][a-z0-9_]*$', default: 'table' },
  uiSchema: { 'ui:widget': 'VizTypeWidget' },
  validators: ['nonEmpty'],
});
