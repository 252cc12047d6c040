import { closedChoiceSchema } from '../choices/closed-choice-schema.js';
import { SORT_SERIES_CHOICES } from '../constants/sort-series-types.js';
import { defineControl } from '../control-definition.js';

/** What series are ordered by in the legend and stacks. */
export const sortSeriesType = defineControl({
  name: 'sort_series_type',
  label: 'Sort series by',
  description: 'What orders the series in the legend and in stacks: their name, or their largest, smallest, total or average value.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema(SORT_SERIES_CHOICES), default: 'sum' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
