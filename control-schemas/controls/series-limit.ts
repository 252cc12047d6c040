import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { SERIES_LIMIT_CHOICES } from '../constants/series-limits.js';
import { defineControl } from '../control-definition.js';

/** Keep only the top series. */
export const seriesLimit = defineControl({
  name: 'series_limit',
  label: 'Series limit',
  description: 'Keep only this many series, the top ones by the sort metric; empty keeps them all.',
  section: 'query',
  schema: { type: ['integer', 'null'], minimum: 0, default: null, ...openChoiceSchema(SERIES_LIMIT_CHOICES) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true, clearable: true } },
  validators: ['number'],
});
