import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { RESAMPLE_RULE_CHOICES } from '../constants/resample-rules.js';
import { defineControl } from '../control-definition.js';

/** Frequency of the regular time grid results are resampled to. */
export const resampleRule = defineControl({
  name: 'resample_rule',
  label: 'Resample rule',
  description: 'Put the result on a regular time grid of this frequency, written as a pandas offset alias (`1D`, `7D`, `1M` …); empty leaves it as queried.',
  section: 'advanced_analytics',
  schema: { type: ['string', 'null'], default: null, ...openChoiceSchema(RESAMPLE_RULE_CHOICES) },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true, clearable: true } },
  validators: [],
});
