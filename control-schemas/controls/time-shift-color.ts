import { defineControl } from '../control-definition.js';
import { WHEN_TIME_COMPARISON_SET } from '../schema-parts/control-conditions.js';

/** Draw time-shifted series in their original series' color. */
export const timeShiftColor = defineControl({
  name: 'time_shift_color',
  label: 'Match time-shift colors',
  description: 'Draw each time-shifted series in the color of the series it shifts. Shown only once a time shift is chosen.',
  section: 'advanced_analytics',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
  visibleWhen: WHEN_TIME_COMPARISON_SET,
});
