import { defineControl } from '../control-definition.js';
import { METRIC_SCHEMA } from '../schema-parts/adhoc-metric-schema.js';
import { WHEN_NOT_RAW_MODE } from '../schema-parts/control-conditions.js';

/** Metrics shown as each row's share of the total. */
export const percentMetrics = defineControl({
  name: 'percent_metrics',
  label: 'Percentage metrics',
  description: "Metrics shown as each row's share of the column total. Not available for raw records.",
  section: 'query',
  schema: { type: 'array', items: METRIC_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'MetricsWidget' },
  validators: [],
  visibleWhen: WHEN_NOT_RAW_MODE,
});
