import { format as d3Format, formatPrefix } from 'd3-format';

/** The adaptive number format's name (also in control-schemas' NUMBER_FORMAT_CHOICES). */
export const SMART_NUMBER = 'SMART_NUMBER';

/** Formats one value for display; `null`/`undefined`/non-finite values render as given. */
export type NumberFormatter = (value: number | null | undefined) => string;

const si = d3Format('.3~s');
const small = d3Format('.3~r');
const integer = d3Format(',d');

/**
 * The adaptive format: whole numbers under 1,000 as they are, SI prefixes for large magnitudes
 * (12.3k, 4.5M, with "G" written "B" for billions), three significant digits for fractions.
 */
function smartNumber(value: number): string {
  const magnitude = Math.abs(value);
  if (value === 0) return '0';
  if (magnitude >= 1000) return si(value).replace(/G$/, 'B');
  if (Number.isInteger(value)) return integer(value);
  if (magnitude >= 1) return d3Format('.4~r')(value);
  if (magnitude >= 0.001) return small(value);
  return d3Format('.3~e')(value);
}

const cache = new Map<string, NumberFormatter>();

function wrap(fn: (value: number) => string): NumberFormatter {
  return (value) => {
    if (value === null || value === undefined) return 'N/A';
    if (typeof value !== 'number') return String(value);
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
    return fn(value);
  };
}

/**
 * A formatter for a d3-format specifier (`,.2f`, `.1%`, `$,.0f` …) or `SMART_NUMBER` (also the
 * fallback for an empty or invalid specifier, so a stored bad format never breaks a chart).
 *
 * @example
 * ```ts
 * getNumberFormatter(',.2f')(12345.678); // '12,345.68'
 * getNumberFormatter()(12345.678);       // '12.3k'
 * ```
 */
export function getNumberFormatter(specifier?: string | null): NumberFormatter {
  const key = specifier && specifier.trim() !== '' ? specifier : SMART_NUMBER;
  const cached = cache.get(key);
  if (cached) return cached;
  let formatter: NumberFormatter;
  if (key === SMART_NUMBER) formatter = wrap(smartNumber);
  else {
    try {
      formatter = wrap(d3Format(key));
    } catch {
      formatter = wrap(smartNumber);
    }
  }
  cache.set(key, formatter);
  return formatter;
}

/** Formats with a fixed SI prefix taken from `reference` (axis ticks sharing one unit). */
export function getPrefixFormatter(specifier: string, reference: number): NumberFormatter {
  return wrap(formatPrefix(specifier, reference));
}
