import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { ROLLING_TYPE_CHOICES } from '../constants/rolling-types.js';
import { defineControl } from '../control-definition.js';

/** A rolling-window function applied to each series. */
export const rollingType = defineControl({
  name: 'rolling_type',
  label: 'Rolling function',
  description:
    'Replace each value by a function of the values before it: the mean, sum or standard deviation over a window of periods, or a running total (cumulative sum).',
  section: 'advanced_analytics',
  schema: { type: 'string', ...closedChoiceSchema(ROLLING_TYPE_CHOICES), default: 'None' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});
