const TEMPORAL_TEXT = /^(\d{4,})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)?( BC)?$/i;

/**
 * Epoch milliseconds (UTC, rounded down to the millisecond) of a date or timestamp as engines
 * print them: `2024-02-29`, `2024-02-29 10:00:00.123456`, `…+05:30`, `0044-03-15 BC`. A text
 * without an offset is read as UTC. Returns null for text that is not a date (e.g. `infinity`).
 */
export function epochMillisFromText(text: string): number | null {
  const match = TEMPORAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset, bc] = match;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  date.setUTCFullYear(bc ? 1 - Number(year) : Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), Number(second), Number(fraction.slice(0, 3).padEnd(3, '0')));
  let millis = date.getTime();
  if (offset && offset.toUpperCase() !== 'Z') {
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.slice(1).replaceAll(':', '');
    const seconds = Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2, 4) || '0') * 60 + Number(digits.slice(4, 6) || '0');
    millis -= sign * seconds * 1000;
  }
  return Number.isNaN(millis) ? null : millis;
}
