import { openChoiceSchema } from '../choices/open-choice-schema.js';
import { NUMBER_FORMAT_CHOICES, PERCENT_COMPARISON_FORMAT, SMART_NUMBER_FORMAT } from '../constants/number-formats.js';
import { defineControl } from '../control-definition.js';
import { WHEN_PERCENTAGE_WITHOUT_PERCENT_FORMAT } from '../schema-parts/control-conditions.js';

/** Number format of the y-axis and tooltips. */
export const yAxisFormat = defineControl({
  name: 'y_axis_format',
  label: 'Y-axis format',
  description:
    'How values on the y-axis and in tooltips are written, as a d3-format specifier. While a time comparison shows percentage change it is set to a percent format.',
  section: 'customize',
  schema: { type: 'string', default: SMART_NUMBER_FORMAT, ...openChoiceSchema(NUMBER_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'NumberFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
  forcedValues: [
    {
      when: WHEN_PERCENTAGE_WITHOUT_PERCENT_FORMAT,
      value: PERCENT_COMPARISON_FORMAT,
      reason: 'A percentage comparison yields ratios; a percent format the user already chose is kept.',
    },
  ],
});
