import type { SchemaChoice } from '../choices/schema-choice.js';

/** Whether a table aggregates (group by and metrics) or lists raw records. */
export const QUERY_MODE_CHOICES: readonly SchemaChoice[] = [
  { const: 'aggregate', title: 'Aggregate' },
  { const: 'raw', title: 'Raw records' },
];
