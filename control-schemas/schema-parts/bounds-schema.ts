import type { JsonSchema } from '@core/plugin-api/json-schema.js';

/**
 * A `[min, max]` pair of optional numbers (Superset's `y_axis_bounds`, `value_bounds`): `null` for
 * an open end, and `null` for the whole value when no bounds were ever set. Superset stored some bounds as numeric text, so text is accepted too; the `bounds`
 * validator checks the order. Shown with `BoundsWidget`.
 */
export const BOUNDS_SCHEMA: JsonSchema = {
  type: ['array', 'null'],
  items: { type: ['number', 'string', 'null'] },
  minItems: 2,
  maxItems: 2,
};
