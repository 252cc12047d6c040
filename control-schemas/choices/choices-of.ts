import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { CHOICE_TITLES_KEYWORD } from './open-choice-schema.js';
import type { SchemaChoice } from './schema-choice.js';

/** How a select control's value is chosen, read from its schema. */
export interface SelectChoices {
  readonly choices: readonly SchemaChoice[];
  /** False when only the choices are valid (`oneOf` constants or `enum`); true for suggestions (`examples`). */
  readonly freeForm: boolean;
  /** True when the value is an array of choices. */
  readonly multi: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The labelled constants of an all-`const` `oneOf`/`anyOf`, or undefined when it is not one. */
function constantsOf(alternatives: unknown): SchemaChoice[] | undefined {
  if (!Array.isArray(alternatives) || alternatives.length === 0) return undefined;
  const choices: SchemaChoice[] = [];
  for (const alternative of alternatives) {
    if (!isObject(alternative) || !('const' in alternative)) return undefined;
    const title = typeof alternative.title === 'string' ? alternative.title : String(alternative.const);
    choices.push({ const: alternative.const as SchemaChoice['const'], title });
  }
  return choices;
}

/**
 * The choices of a select control's schema, single or multi (`type: 'array'` reads `items`):
 * closed choices from an all-`const` `oneOf`/`anyOf` or an `enum`; free-form suggestions from
 * `examples`, titled by `x-choiceTitles`. Widgets read their options here, never from a copy.
 *
 * @example
 * ```ts
 * choicesOf(CONTROLS.rolling_type.schema);
 * // { choices: [{ const: 'None', title: 'None' }, { const: 'mean', title: 'Mean' }, …], freeForm: false, multi: false }
 * ```
 */
export function choicesOf(schema: JsonSchema): SelectChoices {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const multi = types.includes('array') && isObject(schema.items);
  const target = multi ? (schema.items as JsonSchema) : schema;
  const closed = constantsOf(target.oneOf) ?? constantsOf(target.anyOf);
  if (closed) return { choices: closed, freeForm: false, multi };
  if (Array.isArray(target.enum)) {
    return { choices: target.enum.map((value) => ({ const: value as SchemaChoice['const'], title: String(value) })), freeForm: false, multi };
  }
  const titles = isObject(target[CHOICE_TITLES_KEYWORD]) ? (target[CHOICE_TITLES_KEYWORD] as Record<string, unknown>) : {};
  const examples = Array.isArray(target.examples) ? (target.examples as SchemaChoice['const'][]) : [];
  const choices = examples.map((value) => {
    const title = titles[String(value)];
    return { const: value, title: typeof title === 'string' ? title : String(value) };
  });
  return { choices, freeForm: true, multi };
}
