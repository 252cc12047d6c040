import { DEFAULT_TIME_RANGE } from '../constants/time-range.js';
import { defineControl } from '../control-definition.js';

/** The period the time column is filtered on. */
export const timeRange = defineControl({
  name: 'time_range',
  label: 'Time range',
  description:
    'The period the time column is filtered on: `No filter`, a preset such as `Last week`, a relative range such as `Last 3 days`, or fixed dates written `start : end`.',
  section: 'time',
  schema: { type: 'string', default: DEFAULT_TIME_RANGE },
  uiSchema: { 'ui:widget': 'TimeRangeWidget' },
  validators: [],
});
