import { defineControl } from '../control-definition.js';
import { METRIC_SCHEMA } from '../schema-parts/adhoc-metric-schema.js';

/** The metric series and rows are ranked by. */
export const seriesLimitMetric = defineControl({
  name: 'series_limit_metric',
  label: 'Sort by',
  description: 'The metric that ranks series for the series limit and orders the rows; empty uses the first metric.',
  section: 'query',
  schema: { ...METRIC_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'MetricWidget', 'ui:options': { clearable: true } },
  validators: [],
});
