import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { DEFAULT_TIME_GRAIN, TIME_GRAIN_CHOICES } from '../constants/time-grains.js';
import { defineControl } from '../control-definition.js';
import { WHEN_TEMPORAL_X_AXIS } from '../schema-parts/control-conditions.js';

/** The period temporal values are truncated to. */
export const timeGrainSqla = defineControl({
  name: 'time_grain_sqla',
  label: 'Time grain',
  description:
    "The period temporal values are truncated to (hour, day, week …); the database's engine decides which grains exist. Shown only while the x-axis is a temporal column.",
  section: 'query',
  schema: { type: ['string', 'null'], ...closedChoiceSchema(TIME_GRAIN_CHOICES), default: DEFAULT_TIME_GRAIN },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { clearable: true } },
  validators: [],
  visibleWhen: WHEN_TEMPORAL_X_AXIS,
});
