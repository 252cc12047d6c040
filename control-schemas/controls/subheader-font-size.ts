import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { defineControl } from '../control-definition.js';

/** Size of the subheader under a big number, as a fraction of the chart's height. */
export const subheaderFontSize = defineControl({
  name: 'subheader_font_size',
  label: 'Subheader font size',
  description: "Size of the text under the big number, as a share of the chart's height.",
  section: 'customize',
  schema: {
    type: 'number',
    ...closedChoiceSchema([
      { const: 0.125, title: 'Tiny' },
      { const: 0.15, title: 'Small' },
      { const: 0.2, title: 'Normal' },
      { const: 0.3, title: 'Large' },
      { const: 0.4, title: 'Huge' },
    ]),
    default: 0.15,
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
