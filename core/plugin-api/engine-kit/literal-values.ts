/**
 * Dialect-independent parts of SQL literals: numbers and ISO instants. Each engine spec wraps
 * these in its own syntax (quotes, casts) and adds its string escaping.
 */

/** A finite number or a bigint as SQL; negatives are parenthesised so `a - ${x}` never becomes a `--` comment. */
export function numberLiteral(value: number | bigint): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be written as a SQL literal`);
    if (Object.is(value, -0)) return '0';
    return value < 0 ? `(${value})` : String(value);
  }
  return value < 0n ? `(${value})` : String(value);
}

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * An ISO-8601 instant (`2024-01-31`, `2024-01-31T10:00:00`, `…Z`, `…+02:00`) as the timestamp
 * text SQL engines read: `2024-01-31 10:00:00[.ffffff]`, in UTC when an offset was given.
 * Rejects anything else, so the result is always safe inside quotes.
 */
export function sqlTimestampText(iso: string): string {
  const match = ISO_PATTERN.exec(iso.trim());
  if (!match) throw new RangeError(`'${iso}' is not an ISO-8601 timestamp`);
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction, offset] = match;
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  const check = new Date(0);
  check.setUTCFullYear(y, mo - 1, d);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) {
    throw new RangeError(`'${iso}' is not a valid date and time`);
  }
  const micros = fraction ? fraction.slice(0, 6).padEnd(6, '0') : '';
  if (!offset || offset.toUpperCase() === 'Z' || /^[+-]00:?(00)?$/.test(offset)) {
    return `${year}-${month}-${day} ${hour}:${minute}:${second}${micros ? `.${micros}` : ''}`;
  }
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
  check.setUTCHours(Number(hour), Number(minute) - offsetMinutes, Number(second), 0);
  return `${dateTimeText(check)}${micros ? `.${micros}` : ''}`;
}

/** A JS Date as UTC timestamp text with milliseconds: `2024-01-31 10:00:00.000`. */
export function sqlTimestampFromDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date cannot be written as a SQL literal');
  return `${dateTimeText(date)}.${String(date.getUTCMilliseconds()).padStart(3, '0')}`;
}

function dateTimeText(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Bytes as upper-case hex, for blob literals. */
export function hexOf(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0').toUpperCase();
  return hex;
}
