import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { SMART_DATE_FORMAT, TIME_FORMAT_CHOICES } from '../constants/time-formats.js';
import { defineControl } from '../control-definition.js';

/** Time format of timestamps shown in the chart (big number's timestamp, tooltips). */
export const timeFormat = defineControl({
  name: 'time_format',
  label: 'Time format',
  description: 'How timestamps shown in the chart are written, as a d3-time-format specifier; adaptive by default.',
  section: 'customize',
  schema: { type: 'string', default: SMART_DATE_FORMAT, ...openChoiceSchema(TIME_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'TimeFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});
