import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { defineControl } from '../control-definition.js';
import { WHEN_LEGEND_SHOWN } from '../schema-parts/control-conditions.js';

/** Where the legend sits. */
export const legendOrientation = defineControl({
  name: 'legend_orientation',
  label: 'Legend position',
  description: 'The side of the chart the legend sits on. Shown only while the legend is shown.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'top', title: 'Top' },
      { const: 'bottom', title: 'Bottom' },
      { const: 'left', title: 'Left' },
      { const: 'right', title: 'Right' },
    ]),
    default: 'top',
  },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_LEGEND_SHOWN,
});
