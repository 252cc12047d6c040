import { COLUMN_SCHEMA, METRIC_SCHEMA, defineControl, type ControlOverride } from '@control-schemas/index.js';

/** The column whose values are the lines. */
export const series = defineControl({
  name: 'series',
  label: 'Dimension',
  description: 'The column whose values become the lines: one line per value across the metric axes. Empty draws one line for all rows.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** The metric that colours the lines. */
export const secondaryMetric = defineControl({
  name: 'secondary_metric',
  label: 'Color metric',
  description: 'A metric that colours each line along the linear colour scheme. Empty colours the lines by their dimension value.',
  section: 'query',
  schema: { ...METRIC_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'MetricWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** A table of the rows under the chart. */
export const showDatatable = defineControl({
  name: 'show_datatable',
  label: 'Data table',
  description: 'Show the rows under the chart, narrowed to the lines the brushes keep.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** The dimension as the first axis. */
export const includeSeries = defineControl({
  name: 'include_series',
  label: 'Include series',
  description: 'Add the dimension as the first axis, one tick per value.',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** The colours of the colour metric. */
export const linearColorSchemeOverride: ControlOverride = {
  description: 'The colours lines take from the lowest to the highest value of the colour metric.',
};
