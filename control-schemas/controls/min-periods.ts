import { defineControl } from '../control-definition.js';
import { WHEN_ROLLING_WINDOW } from '../schema-parts/control-conditions.js';

/** Periods a rolling window needs before it yields a value. */
export const minPeriods = defineControl({
  name: 'min_periods',
  label: 'Minimum periods',
  description:
    'How many periods a window must hold before it yields a value, which hides the partial windows at the start. Shown for the mean, sum and standard deviation.',
  section: 'advanced_analytics',
  schema: { type: ['integer', 'null'], minimum: 0, default: null },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  visibleWhen: WHEN_ROLLING_WINDOW,
});
