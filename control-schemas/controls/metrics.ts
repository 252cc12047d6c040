import { defineControl } from '../control-definition.js';
import { METRIC_SCHEMA } from '../schema-parts/adhoc-metric-schema.js';

/** Several metrics: saved metrics, simple aggregates of a column, or custom SQL. */
export const metrics = defineControl({
  name: 'metrics',
  label: 'Metrics',
  description:
    'Aggregates to compute: saved metrics of the dataset, a simple aggregate of a column such as `SUM(num)`, or a custom SQL expression.',
  section: 'query',
  schema: { type: 'array', items: METRIC_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'MetricsWidget' },
  validators: ['nonEmpty'],
});
