import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { SMART_DATE_FORMAT, TIME_FORMAT_CHOICES } from '../constants/time-formats.js';
import { defineControl } from '../control-definition.js';

/** Time format of the x-axis. */
export const xAxisTimeFormat = defineControl({
  name: 'x_axis_time_format',
  label: 'X-axis time format',
  description: 'How times on the x-axis are written, as a d3-time-format specifier; adaptive by default.',
  section: 'customize',
  schema: { type: 'string', default: SMART_DATE_FORMAT, ...openChoiceSchema(TIME_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'TimeFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});
