import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { COMPARISON_TYPE_CHOICES } from '../constants/comparison-types.js';
import { defineControl } from '../control-definition.js';

/** How a series is combined with its time-shifted copy. */
export const comparisonType = defineControl({
  name: 'comparison_type',
  label: 'Calculation type',
  description:
    'How each series is combined with its time-shifted copy: both shown as they are, their difference, the percentage change, or their ratio.',
  section: 'advanced_analytics',
  schema: { type: 'string', ...closedChoiceSchema(COMPARISON_TYPE_CHOICES), default: 'values' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});
