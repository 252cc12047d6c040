import type { JsonSchema } from '@core/plugin-api/json-schema.js';

/** A column defined by SQL in explore (the plugin API's `AdhocColumn`). */
export const ADHOC_COLUMN_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['sqlExpression', 'label'],
  properties: {
    expressionType: { const: 'SQL' },
    sqlExpression: { type: 'string', minLength: 1 },
    label: { type: 'string', minLength: 1 },
    columnType: { enum: ['BASE_AXIS', 'SERIES'] },
    timeGrain: { type: ['string', 'null'] },
  },
};

/**
 * A column reference: a physical column's name or an adhoc SQL column (a type list with `if/then`
 * for the same reason as metrics: rjsf passes the value to the column widget as is).
 */
export const COLUMN_SCHEMA: JsonSchema = {
  type: ['string', 'object'],
  minLength: 1,
  if: { type: 'object' },
  then: ADHOC_COLUMN_SCHEMA,
};
