import { defineControl } from '../control-definition.js';
import { WHEN_SORT_METRIC_SET } from '../schema-parts/control-conditions.js';

/** Sort by the sort metric, largest first. */
export const orderDesc = defineControl({
  name: 'order_desc',
  label: 'Sort descending',
  description: 'Sort by the sort metric from largest to smallest; off sorts from smallest. Shown only once a sort metric is chosen.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  visibleWhen: WHEN_SORT_METRIC_SET,
});
