import type { SchemaChoice } from '../choices/schema-choice.js';

/**
 * Operators of a SIMPLE adhoc filter (spec §5), as Superset spells them: unary (`IS NULL`,
 * `IS NOT NULL`, `IS TRUE`, `IS FALSE`), binary (comparisons, `LIKE`, `ILIKE`, `NOT LIKE`,
 * `REGEX`, `TEMPORAL_RANGE`) and set (`IN`, `NOT IN`).
 */
export const FILTER_OPERATOR_CHOICES: readonly SchemaChoice[] = [
  { const: '==', title: 'Equal to (=)' },
  { const: '!=', title: 'Not equal to (≠)' },
  { const: '>', title: 'Greater than (>)' },
  { const: '<', title: 'Less than (<)' },
  { const: '>=', title: 'Greater or equal (≥)' },
  { const: '<=', title: 'Less or equal (≤)' },
  { const: 'IN', title: 'In' },
  { const: 'NOT IN', title: 'Not in' },
  { const: 'LIKE', title: 'Like' },
  { const: 'ILIKE', title: 'Like (case insensitive)' },
  { const: 'NOT LIKE', title: 'Not like' },
  { const: 'REGEX', title: 'Matches regular expression' },
  { const: 'IS NULL', title: 'Is null' },
  { const: 'IS NOT NULL', title: 'Is not null' },
  { const: 'IS TRUE', title: 'Is true' },
  { const: 'IS FALSE', title: 'Is false' },
  { const: 'TEMPORAL_RANGE', title: 'Time range' },
];

/** Operators that take no comparator. */
export const UNARY_FILTER_OPERATORS: readonly string[] = ['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE'];

/** Operators whose comparator is a list of values. */
export const SET_FILTER_OPERATORS: readonly string[] = ['IN', 'NOT IN'];
