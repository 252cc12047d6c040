import { getTimeFormatter } from '@core/plugin-api/viz-kit/index.js';
import { SMART_DATE_FORMAT, TIME_FORMAT_CHOICES } from '../constants/time-formats.js';
import { formatWidget } from './FormatSelect.js';

/** 5 March 2024, 14:30:15 UTC: the instant the format titles describe. */
const SAMPLE = Date.UTC(2024, 2, 5, 14, 30, 15);

/** What the sample instant looks like in a d3-time-format specifier (UTC). */
export function timeFormatExample(format: string): string {
  return getTimeFormatter(format)(SAMPLE);
}

/**
 * Time format (`TimeFormatWidget`): a free-form select over the schema's suggested formats
 * (`TIME_FORMAT_CHOICES` for the shared controls), each with a live example from
 * `getTimeFormatter`; any d3-time-format specifier may be typed. Empty means adaptive.
 */
export const TimeFormatWidget = formatWidget({ fallbackChoices: TIME_FORMAT_CHOICES, adaptiveFormat: SMART_DATE_FORMAT, example: timeFormatExample });
