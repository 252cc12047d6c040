/**
 * A cell's value as a number for sorting, bars and formatting: numbers, bigints and numeric
 * strings (engines return DECIMAL as text); `null` for anything else.
 */
export function toCellNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** Plain text of a cell value that has no number or time format: strings as they are, `N/A` for missing values. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
