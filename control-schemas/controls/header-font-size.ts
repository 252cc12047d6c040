import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { defineControl } from '../control-definition.js';

/** Size of a big number, as a fraction of the chart's height. */
export const headerFontSize = defineControl({
  name: 'header_font_size',
  label: 'Big number font size',
  description: "Size of the big number, as a share of the chart's height.",
  section: 'customize',
  schema: {
    type: 'number',
    ...closedChoiceSchema([
      { const: 0.2, title: 'Tiny' },
      { const: 0.3, title: 'Small' },
      { const: 0.4, title: 'Normal' },
      { const: 0.5, title: 'Large' },
      { const: 0.6, title: 'Huge' },
    ]),
    default: 0.4,
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
