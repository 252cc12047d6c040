import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { FILTER_OPERATOR_CHOICES } from '../constants/filter-operators.js';

/**
 * An adhoc filter as explore edits it: SIMPLE (subject, operator, comparator) or SQL, on the WHERE
 * or HAVING clause. Incomplete SIMPLE filters (no subject or operator yet) are valid: the editor
 * saves as the user types, and the query builder skips them.
 */
export const ADHOC_FILTER_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['expressionType', 'clause'],
  properties: {
    expressionType: { enum: ['SIMPLE', 'SQL'] },
    clause: { enum: ['WHERE', 'HAVING'] },
    subject: { type: ['string', 'null'] },
    operator: { enum: [...FILTER_OPERATOR_CHOICES.map((choice) => choice.const), null] },
    operatorId: { type: 'string' },
    comparator: {},
    sqlExpression: { type: ['string', 'null'] },
    filterOptionName: { type: 'string' },
    isExtra: { type: 'boolean' },
    isNew: { type: 'boolean' },
  },
};
