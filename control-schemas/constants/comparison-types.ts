import type { SchemaChoice } from '../choices/schema-choice.js';

/** How a time comparison combines each series with its shifted copy. */
export const COMPARISON_TYPE_CHOICES: readonly SchemaChoice[] = [
  { const: 'values', title: 'Actual values' },
  { const: 'absolute', title: 'Difference' },
  { const: 'percentage', title: 'Percentage change' },
  { const: 'ratio', title: 'Ratio' },
];
