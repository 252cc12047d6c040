import type { FilterOperator } from './query-object.js';

/** A filter as edited in explore: structured (SIMPLE) or free SQL (SQL), on WHERE or HAVING. */
export interface AdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause: 'WHERE' | 'HAVING';
  subject?: string;
  operator?: FilterOperator;
  comparator?: unknown;
  sqlExpression?: string;
  filterOptionName?: string;
  isExtra?: boolean;
}
