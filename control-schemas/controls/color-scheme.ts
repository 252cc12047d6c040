import { defineControl } from '../control-definition.js';

/** The categorical color palette. */
export const colorScheme = defineControl({
  name: 'color_scheme',
  label: 'Color scheme',
  description: 'The palette series and categories are colored from. A scheme that no longer exists falls back to the default one.',
  section: 'customize',
  schema: { type: 'string', minLength: 1, default: 'supersetColors' },
  uiSchema: { 'ui:widget': 'ColorSchemeWidget' },
  validators: [],
  renderTrigger: true,
});
