import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { defineControl } from '../control-definition.js';

const channel: JsonSchema = { type: 'integer', minimum: 0, maximum: 255 };

/**
 * One fixed color (Superset's `color_picker`), such as a big number's trend line: a hex or
 * `rgb()` string, or the `{ r, g, b, a }` object Superset's picker stores.
 */
export const colorPicker = defineControl({
  name: 'color_picker',
  label: 'Color',
  description: 'The color of marks drawn in a single color, such as a trend line: `#1f77b4`, `rgb(31, 119, 180)`, or red, green, blue and alpha values.',
  section: 'customize',
  schema: {
    type: ['string', 'object'],
    if: { type: 'object' },
    then: { required: ['r', 'g', 'b'], properties: { r: channel, g: channel, b: channel, a: { type: 'number', minimum: 0, maximum: 1 } } },
    default: { r: 0, g: 122, b: 135, a: 1 },
  },
  uiSchema: { 'ui:widget': 'ColorWidget' },
  validators: ['color'],
  renderTrigger: true,
});
