import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { RESAMPLE_METHOD_CHOICES } from '../constants/resample-methods.js';
import { defineControl } from '../control-definition.js';

/** How resampling fills periods without data. */
export const resampleMethod = defineControl({
  name: 'resample_method',
  label: 'Fill method',
  description: 'How periods without data are filled when the result is resampled.',
  section: 'advanced_analytics',
  schema: {
    type: ['string', 'null'],
    ...closedChoiceSchema([{ const: null, title: 'None' }, ...RESAMPLE_METHOD_CHOICES]),
    default: null,
  },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { clearable: true } },
  validators: [],
});
