import { defineControl } from '../control-definition.js';

/** The temporal column the time range applies to. */
export const granularitySqla = defineControl({
  name: 'granularity_sqla',
  label: 'Time column',
  description:
    "The temporal column the time range applies to. Explore fills in the dataset's main time column; only temporal columns are offered.",
  section: 'time',
  schema: { type: ['string', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget', 'ui:options': { temporalOnly: true, clearable: true } },
  validators: [],
});
