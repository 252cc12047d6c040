/**
 * A metric cell as a number: numbers as they are, numeric strings and bigints (some drivers return
 * DECIMAL and BIGINT that way) converted; anything else, or a non-finite value, is null.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
