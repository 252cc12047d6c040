import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { TIME_SHIFT_CHOICES } from '../constants/time-shifts.js';
import { defineControl } from '../control-definition.js';

/** Time shifts each series is compared with. */
export const timeCompare = defineControl({
  name: 'time_compare',
  label: 'Time shift',
  description:
    'Compare each series with itself shifted in time, such as `1 year ago`. Several shifts may be chosen, and any amount and unit typed (`3 months ago`, `2 years later`).',
  section: 'advanced_analytics',
  schema: { type: 'array', items: { type: 'string', ...openChoiceSchema(TIME_SHIFT_CHOICES) }, default: [] },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { multi: true, freeForm: true } },
  validators: ['timeShift'],
});
