/**
 * A metric cell as a number: numbers as they are, numeric strings and bigints (drivers return
 * DECIMAL and BIGINT that way) converted; anything else, or a non-finite value, is null.
 *
 * @example
 * ```ts
 * toFiniteNumber('12.5'); // 12.5
 * toFiniteNumber(Number.NaN); // null
 * ```
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}
