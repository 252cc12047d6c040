import { defineControl } from '../control-definition.js';

/** Label metrics without their aggregate. */
export const truncateMetric = defineControl({
  name: 'truncate_metric',
  label: 'Truncate metric',
  description: 'Label series and columns by the metric without its aggregate: `num` rather than `SUM(num)`.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});
