import type { SchemaChoice } from '../choices/schema-choice.js';

/**
 * Rolling-window functions. `None` is a string, as Superset stores it, so saved charts round-trip;
 * `cumsum` is a cumulative sum over all earlier rows and takes no window.
 */
export const ROLLING_TYPE_CHOICES: readonly SchemaChoice[] = [
  { const: 'None', title: 'None' },
  { const: 'mean', title: 'Mean' },
  { const: 'sum', title: 'Sum' },
  { const: 'std', title: 'Standard deviation' },
  { const: 'cumsum', title: 'Cumulative sum' },
];
