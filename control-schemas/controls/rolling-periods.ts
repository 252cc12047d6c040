import { defineControl } from '../control-definition.js';
import { WHEN_ROLLING_WINDOW } from '../schema-parts/control-conditions.js';

/** Window size of the rolling function. */
export const rollingPeriods = defineControl({
  name: 'rolling_periods',
  label: 'Periods',
  description: 'Size of the rolling window, in periods of the time grain. Shown for the mean, sum and standard deviation.',
  section: 'advanced_analytics',
  schema: { type: ['integer', 'null'], minimum: 1, default: null },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  visibleWhen: WHEN_ROLLING_WINDOW,
});
