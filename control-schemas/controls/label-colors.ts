import { defineControl } from '../control-definition.js';

/** Fixed colors for given labels. */
export const labelColors = defineControl({
  name: 'label_colors',
  label: 'Label colors',
  description: 'Fixed colors for given series or category labels, taking precedence over the color scheme.',
  section: 'customize',
  schema: { type: 'object', additionalProperties: { type: 'string' }, default: {} },
  uiSchema: { 'ui:widget': 'LabelColorsWidget' },
  validators: [],
  renderTrigger: true,
});
