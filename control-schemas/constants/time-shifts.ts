import type { SchemaChoice } from '../choices/schema-choice.js';

/**
 * Time shifts offered for a time comparison (`time_compare`), as the natural-language deltas the
 * server reads. Free-form: any delta such as `3 months ago` or `2 years later` is accepted too.
 */
export const TIME_SHIFT_CHOICES: readonly SchemaChoice[] = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
].map((shift) => ({ const: shift, title: shift }));
