import { defineControl } from '../control-definition.js';

/** Fill opacity of areas and marks. */
export const opacity = defineControl({
  name: 'opacity',
  label: 'Opacity',
  description: 'Opacity of filled areas and marks, from 0 (transparent) to 1 (opaque).',
  section: 'customize',
  schema: { type: 'number', minimum: 0, maximum: 1, default: 0.2 },
  uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 0.05 } },
  validators: ['opacity'],
  renderTrigger: true,
});
