import { defineControl } from '../control-definition.js';
import { METRIC_SCHEMA } from '../schema-parts/adhoc-metric-schema.js';

/** The single metric of charts that show one value (big number, pie). */
export const metric = defineControl({
  name: 'metric',
  label: 'Metric',
  description: 'The one aggregate the chart shows: a saved metric, a simple aggregate of a column, or custom SQL.',
  section: 'query',
  schema: { ...METRIC_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'MetricWidget' },
  validators: ['nonEmpty'],
});
