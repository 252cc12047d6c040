import type { JsonSchema } from '@core/plugin-api/json-schema.js';

/**
 * An adhoc metric: a SIMPLE aggregate of a column (`SUM(num)`) or free SQL. Mirrors
 * `AdhocMetric` of the plugin API; unknown keys are kept (Superset adds `optionName`,
 * `datasourceWarning` and others).
 */
export const ADHOC_METRIC_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['expressionType'],
  properties: {
    expressionType: { enum: ['SIMPLE', 'SQL'] },
    aggregate: { enum: ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM', null] },
    column: { type: ['object', 'null'], properties: { column_name: { type: 'string', minLength: 1 } } },
    sqlExpression: { type: ['string', 'null'] },
    label: { type: 'string' },
    hasCustomLabel: { type: 'boolean' },
    optionName: { type: 'string' },
  },
  allOf: [
    {
      if: { properties: { expressionType: { const: 'SIMPLE' } } },
      then: { required: ['aggregate', 'column'], properties: { column: { type: 'object', required: ['column_name'] } } },
    },
    {
      if: { properties: { expressionType: { const: 'SQL' } } },
      then: { required: ['sqlExpression'], properties: { sqlExpression: { type: 'string', minLength: 1 } } },
    },
  ],
};

/**
 * A metric reference: a saved metric's name or an adhoc metric. A type list with `if/then` rather
 * than `anyOf`, so rjsf hands the value straight to the metric widget instead of rendering a
 * choice between two sub-forms.
 */
export const METRIC_SCHEMA: JsonSchema = {
  type: ['string', 'object'],
  minLength: 1,
  if: { type: 'object' },
  then: ADHOC_METRIC_SCHEMA,
};
