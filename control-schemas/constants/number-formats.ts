import { SMART_NUMBER } from '@core/plugin-api/viz-kit/number-format.js';
import type { SchemaChoice } from '../choices/schema-choice.js';

/**
 * Adaptive number formatting: SI prefixes for large magnitudes, a few significant digits for
 * small ones. A name, not a d3-format string; the formatter recognises it.
 */
export const SMART_NUMBER_FORMAT = SMART_NUMBER;

/**
 * Number formats offered by number-format pickers: d3-format specifiers, each titled with an
 * example (12345.432; 0.1234 or 12.345 for percentages). Free-form: any d3-format specifier is accepted.
 */
export const NUMBER_FORMAT_CHOICES: readonly SchemaChoice[] = [
  { const: SMART_NUMBER_FORMAT, title: 'Adaptive (12.3k)' },
  { const: '~g', title: 'As stored (12345.432)' },
  { const: ',d', title: 'Whole number, grouped (12,345)' },
  { const: '.1s', title: 'SI prefix, 1 significant digit (10k)' },
  { const: '.3s', title: 'SI prefix, 3 significant digits (12.3k)' },
  { const: '.4r', title: '4 significant digits (12350)' },
  { const: ',.1f', title: '1 decimal, grouped (12,345.4)' },
  { const: ',.2f', title: '2 decimals, grouped (12,345.43)' },
  { const: ',.3f', title: '3 decimals, grouped (12,345.432)' },
  { const: '+,', title: 'Always signed, grouped (+12,345.432)' },
  { const: '$,.2f', title: 'Dollars (12,345.43 with $)' },
  { const: '.0%', title: 'Percent, no decimals (12%)' },
  { const: '.1%', title: 'Percent, 1 decimal (12.3%)' },
  { const: '.2%', title: 'Percent, 2 decimals (12.34%)' },
  { const: '.3%', title: 'Percent, 3 decimals (12.340%)' },
  { const: ',.1%', title: 'Percent, 1 decimal, grouped (1,234.5%)' },
];

/**
 * The percent format a y-axis is forced to while a time comparison shows percentage change: one
 * decimal, so a 2.5% change does not round to 3%.
 */
export const PERCENT_COMPARISON_FORMAT = '.1%';
