import type { DateFormatDirective, DateFormatPart, TemporalFormatConversions } from '@core/plugin-api/index.js';

/** Character widths of the fixed-width directives, and where each lands in `YYYY-MM-DD HH:MM:SS`. */
const FIELDS: Readonly<Partial<Record<DateFormatDirective, { width: number; slot: number | null }>>> = {
  Y: { width: 4, slot: 0 }, m: { width: 2, slot: 1 }, d: { width: 2, slot: 2 }, H: { width: 2, slot: 3 }, M: { width: 2, slot: 4 }, S: { width: 2, slot: 5 },
  // Microseconds as Python writes them (six digits); SQLite's timestamps stop at the second.
  f: { width: 6, slot: null },
};
const DEFAULTS = ["'0000'", "'01'", "'01'", "'00'", "'00'", "'00'"];
const SEPARATORS = ['-', '-', ' ', ':', ':'];

/**
 * Cuts fixed-width fields out of the text and reassembles `YYYY-MM-DD HH:MM:SS` (SQLite has no
 * strptime); null when the layout has a field of varying width (names, 12-hour clock, `%y`, `%j`).
 */
function parseFixedWidth(text: string, parts: readonly DateFormatPart[], literal: (value: string) => string): string | null {
  const slots: (string | null)[] = [null, null, null, null, null, null];
  let position = 1;
  for (const part of parts) {
    if ('literal' in part) {
      position += [...part.literal].length;
      continue;
    }
    const field = FIELDS[part.directive];
    if (!field) return null;
    if (field.slot !== null) slots[field.slot] = `substr(${text}, ${position}, ${field.width})`;
    position += field.width;
  }
  if (slots[0] === null) return null;
  const pieces = slots.flatMap((slot, i) => [slot ?? DEFAULTS[i]!, ...(i < SEPARATORS.length ? [literal(SEPARATORS[i]!)] : [])]);
  return `DATETIME(${pieces.join(' || ')})`;
}

/** SQLite: epochs through DATETIME's `unixepoch` modifier; text by its fixed-width fields. Timestamps are `YYYY-MM-DD HH:MM:SS` text. */
export const SQLITE_TEMPORAL_FORMATS: TemporalFormatConversions = {
  epochSeconds: (sql) => `DATETIME(${sql}, 'unixepoch')`,
  epochMilliseconds: (sql) => `DATETIME(${sql} / 1000.0, 'unixepoch')`,
  parseText: parseFixedWidth,
};
