import type { SchemaChoice } from '../choices/schema-choice.js';

/** Resampling frequencies (pandas offset aliases); free-form, so other aliases such as `5min` work too. */
export const RESAMPLE_RULE_CHOICES: readonly SchemaChoice[] = [
  { const: '1T', title: 'Every minute' },
  { const: '1H', title: 'Every hour' },
  { const: '1D', title: 'Every day' },
  { const: '7D', title: 'Every 7 days' },
  { const: '1M', title: 'Every month (month end)' },
  { const: '1AS', title: 'Every year (year start)' },
];
