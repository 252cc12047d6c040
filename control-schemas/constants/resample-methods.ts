import type { SchemaChoice } from '../choices/schema-choice.js';

/** How resampling fills the periods that have no row. */
export const RESAMPLE_METHOD_CHOICES: readonly SchemaChoice[] = [
  { const: 'asfreq', title: 'Leave empty (null)' },
  { const: 'bfill', title: 'Next value (backward fill)' },
  { const: 'ffill', title: 'Previous value (forward fill)' },
  { const: 'median', title: 'Median' },
  { const: 'mean', title: 'Mean' },
  { const: 'sum', title: 'Sum' },
];
