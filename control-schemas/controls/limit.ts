import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { SERIES_LIMIT_CHOICES } from '../constants/series-limits.js';
import { defineControl } from '../control-definition.js';

/** The series limit under the name Superset's time-series charts use. */
export const limit = defineControl({
  name: 'limit',
  label: 'Series limit',
  description:
    'Keep only this many series, the top ones by the sort metric; empty keeps them all. The name time-series charts use for `series_limit`.',
  section: 'query',
  schema: { type: ['integer', 'null'], minimum: 0, default: null, ...openChoiceSchema(SERIES_LIMIT_CHOICES) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true, clearable: true } },
  validators: ['number'],
});
