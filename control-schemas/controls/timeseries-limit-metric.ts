import { defineControl } from '../control-definition.js';
import { METRIC_SCHEMA } from '../schema-parts/adhoc-metric-schema.js';

/** The sort metric under the name time-series charts and tables use. */
export const timeseriesLimitMetric = defineControl({
  name: 'timeseries_limit_metric',
  label: 'Sort by',
  description:
    'The metric that ranks series for the series limit and orders the rows; empty uses the first metric. The name time-series charts and tables use for `series_limit_metric`.',
  section: 'query',
  schema: { ...METRIC_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'MetricWidget', 'ui:options': { clearable: true } },
  validators: [],
});
