import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { NUMBER_FORMAT_CHOICES, SMART_NUMBER_FORMAT } from '../constants/number-formats.js';
import { defineControl } from '../control-definition.js';

/** Number format of metric values. */
export const numberFormat = defineControl({
  name: 'number_format',
  label: 'Number format',
  description: 'How metric values are written, as a d3-format specifier; adaptive by default.',
  section: 'customize',
  schema: { type: 'string', default: SMART_NUMBER_FORMAT, ...openChoiceSchema(NUMBER_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'NumberFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});
