/**
 * Annotation start and end times as the API reads and the store keeps them. The API takes what
 * Superset's schema takes (ISO 8601 with `T` or a space, seconds and fraction optional, an
 * optional zone); the store keeps UTC without a zone, `YYYY-MM-DDTHH:MM:SS` with milliseconds
 * only when there are some, which compares in time order as text and matches the engine's
 * resolved time ranges.
 */

const ISO_DATETIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The stored form of an API datetime, or null when it is not one (month 13, 25 o'clock, text).
 *
 * @example
 * ```ts
 * storedAnnotationTime('2024-03-01 10:30');          // '2024-03-01T10:30:00'
 * storedAnnotationTime('2024-03-01T10:30:00+02:00'); // '2024-03-01T08:30:00'
 * storedAnnotationTime('2024-02-30T00:00:00');       // null
 * ```
 */
export function storedAnnotationTime(text: string): string | null {
  const match = ISO_DATETIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', fraction = '', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(local);
  // Date.UTC rolls 30 February over into March: a date that does not exist is refused.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const utc = local - zoneOffsetMinutes(zone) * 60_000;
  return formatStored(new Date(utc));
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
}

function formatStored(date: Date): string {
  const base = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const millis = date.getUTCMilliseconds();
  return millis === 0 ? base : `${base}.${pad(millis, 3)}`;
}

/**
 * Epoch milliseconds of a stored time (read as UTC), as chart data carries instants; null when
 * there is none.
 */
export function annotationTimeMs(stored: string | null | undefined): number | null {
  if (!stored) return null;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(stored) ? stored : `${stored}Z`);
  return Number.isFinite(ms) ? ms : null;
}
