import { getNumberFormatter } from '@core/plugin-api/viz-kit/index.js';
import { NUMBER_FORMAT_CHOICES, SMART_NUMBER_FORMAT } from '../constants/number-formats.js';
import { formatWidget } from './FormatSelect.js';

const SAMPLE = 12345.432;
const PERCENT_SAMPLE = 0.1234;

/** What {@link SAMPLE} (a ratio for percent formats) looks like in a d3-format specifier. */
export function numberFormatExample(format: string): string {
  return getNumberFormatter(format)(format.includes('%') ? PERCENT_SAMPLE : SAMPLE);
}

/**
 * Number format (`NumberFormatWidget`): a free-form select over the schema's suggested formats
 * (`NUMBER_FORMAT_CHOICES` for the shared controls), each with a live example from
 * `getNumberFormatter`; any d3-format specifier may be typed. Empty means adaptive.
 */
export const NumberFormatWidget = formatWidget({ fallbackChoices: NUMBER_FORMAT_CHOICES, adaptiveFormat: SMART_NUMBER_FORMAT, example: numberFormatExample });
