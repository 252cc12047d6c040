import { closedChoiceSchema, defineControl } from '@control-schemas/index.js';
import type { JsonSchema } from '@core/plugin-api/index.js';

const channel: JsonSchema = { type: 'integer', minimum: 0, maximum: 255 };

/** A colour as Superset's picker stores it, `{ r, g, b, a }`, or a CSS colour string. */
function colorSchema(r: number, g: number, b: number): JsonSchema {
  return {
    type: ['string', 'object'],
    if: { type: 'object' },
    then: { required: ['r', 'g', 'b'], properties: { r: channel, g: channel, b: channel, a: { type: 'number', minimum: 0, maximum: 1 } } },
    default: { r, g, b, a: 1 },
  };
}

/** Colour of the bars that raise the running total. */
export const increaseColor = defineControl({
  name: 'increase_color',
  label: 'Increase',
  description: 'Colour of the bars that raise the running total.',
  section: 'customize',
  schema: colorSchema(90, 193, 137),
  uiSchema: { 'ui:widget': 'ColorWidget' },
  validators: ['color'],
  renderTrigger: true,
});

/** Colour of the bars that lower the running total. */
export const decreaseColor = defineControl({
  name: 'decrease_color',
  label: 'Decrease',
  description: 'Colour of the bars that lower the running total.',
  section: 'customize',
  schema: colorSchema(224, 67, 85),
  uiSchema: { 'ui:widget': 'ColorWidget' },
  validators: ['color'],
  renderTrigger: true,
});

/** Colour of the total (and subtotal) bars. */
export const totalColor = defineControl({
  name: 'total_color',
  label: 'Total',
  description: 'Colour of the total bar, and of the subtotal bars that close each x-axis value when there is a breakdown.',
  section: 'customize',
  schema: colorSchema(102, 102, 102),
  uiSchema: { 'ui:widget': 'ColorWidget' },
  validators: ['color'],
  renderTrigger: true,
});

/** Write each bar's value above or below it. */
export const showValue = defineControl({
  name: 'show_value',
  label: 'Show values',
  description: "Write each bar's change (or total) beside it, where there is room.",
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Title under the x-axis. */
export const xAxisLabel = defineControl({
  name: 'x_axis_label',
  label: 'X axis label',
  description: 'A title written under the x-axis.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});

/** Title beside the y-axis. */
export const yAxisLabel = defineControl({
  name: 'y_axis_label',
  label: 'Y axis label',
  description: 'A title written beside the y-axis.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});

/** How the x labels are laid out. */
export const xTicksLayout = defineControl({
  name: 'x_ticks_layout',
  label: 'X tick layout',
  description: 'How the labels along the x-axis are written: as fits (auto), flat, turned by 45° or 90°, or staggered on two rows.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'auto', title: 'Auto' },
      { const: 'flat', title: 'Flat' },
      { const: '45°', title: '45°' },
      { const: '90°', title: '90°' },
      { const: 'staggered', title: 'Staggered' },
    ]),
    default: 'auto',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
