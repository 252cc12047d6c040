import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { jsonEqual } from '../json-equal.js';
import { choicesOf } from './choices-of.js';

/**
 * Coerces a select control's value to its choices (spec §5): a free-form select keeps any value;
 * a closed one drops values that are not among its choices, which happens when a chart moves to
 * another viz type or a saved chart outlives a choice. A single value outside the choices becomes
 * `null`; a multi value keeps its valid entries, and becomes `null` when none is valid. `null`,
 * `undefined` and `[]` are returned as they are.
 *
 * @example
 * ```ts
 * dropValuesNotInChoices('median', CONTROLS.rolling_type.schema); // null
 * dropValuesNotInChoices(['mean', 'bogus'], { type: 'array', items: { enum: ['mean', 'sum'] } }); // ['mean']
 * ```
 */
export function dropValuesNotInChoices(value: unknown, schema: JsonSchema): unknown {
  const { choices, freeForm, multi } = choicesOf(schema);
  if (freeForm || value === null || value === undefined) return value;
  const isChoice = (candidate: unknown): boolean => choices.some((choice) => jsonEqual(choice.const, candidate));
  if (multi && Array.isArray(value)) {
    if (value.length === 0) return value;
    const kept = value.filter(isChoice);
    return kept.length > 0 ? kept : null;
  }
  return isChoice(value) ? value : null;
}
