import type { SchemaChoice } from '../choices/schema-choice.js';

/**
 * What series are ordered by. Together with `sort_series_ascending` (default false) the default
 * is the largest total first; by name, series read alphabetically when ascending.
 */
export const SORT_SERIES_CHOICES: readonly SchemaChoice[] = [
  { const: 'name', title: 'Series name' },
  { const: 'max', title: 'Largest value' },
  { const: 'min', title: 'Smallest value' },
  { const: 'sum', title: 'Total' },
  { const: 'avg', title: 'Average' },
];
