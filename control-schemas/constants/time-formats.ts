import { SMART_DATE } from '@core/plugin-api/viz-kit/time-format.js';
import type { SchemaChoice } from '../choices/schema-choice.js';

/**
 * Adaptive time formatting: the coarsest unit that tells neighbouring ticks apart (a year, a
 * month name, a day, a time). A name, not a d3-time-format string; the formatter recognises it.
 */
export const SMART_DATE_FORMAT = SMART_DATE;

/**
 * Time formats offered by time-format pickers: d3-time-format specifiers, each titled with what
 * 5 March 2024, 14:30:15 looks like. Free-form: any d3-time-format specifier is accepted.
 */
export const TIME_FORMAT_CHOICES: readonly SchemaChoice[] = [
  { const: SMART_DATE_FORMAT, title: 'Adaptive' },
  { const: '%Y-%m-%d', title: 'ISO date (2024-03-05)' },
  { const: '%Y-%m-%d %H:%M:%S', title: 'ISO date and time (2024-03-05 14:30:15)' },
  { const: '%d/%m/%Y', title: 'Day/month/year (05/03/2024)' },
  { const: '%m/%d/%Y', title: 'Month/day/year (03/05/2024)' },
  { const: '%d-%m-%Y %H:%M:%S', title: 'Day-month-year and time (05-03-2024 14:30:15)' },
  { const: '%b %d, %Y', title: 'Month name (Mar 05, 2024)' },
  { const: '%Y-%m', title: 'Year and month (2024-03)' },
  { const: '%Y', title: 'Year (2024)' },
  { const: '%H:%M:%S', title: 'Time (14:30:15)' },
];
