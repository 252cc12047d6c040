import type { ControlValidator } from './control-validator.js';

/** A bound as a number: `null` for an empty one (`null`, `''`) or one that is not a number. */
export function boundValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * Bounds controls (`[min, max]`, either may be empty): the minimum may not exceed the maximum.
 * Superset's range filter words it this way.
 */
export const bounds: ControlValidator = {
  name: 'bounds',
  message: 'Minimum value cannot be higher than maximum value',
  validate(value) {
    if (!Array.isArray(value)) return null;
    const [min, max] = [boundValue(value[0]), boundValue(value[1])];
    return min !== null && max !== null && min > max ? bounds.message : null;
  },
};
