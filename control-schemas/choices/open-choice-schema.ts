import type { JsonSchema, JsonValue } from '@core/plugin-api/json-schema.js';
import type { SchemaChoice } from './schema-choice.js';

/** Annotation keyword carrying the titles of a free-form select's suggested values. */
export const CHOICE_TITLES_KEYWORD = 'x-choiceTitles';

/**
 * The schema keywords of a free-form select: the suggested values as JSON Schema `examples`
 * (annotations only, so any value of the schema's type validates) and their titles, keyed by
 * `String(value)`, under `x-choiceTitles` where a title differs from the value. `examples`, not
 * `anyOf`, because rjsf would render an `anyOf` as a choice between sub-forms.
 *
 * @example
 * ```ts
 * openChoiceSchema([{ const: '1T', title: 'Every minute' }]);
 * // { examples: ['1T'], 'x-choiceTitles': { '1T': 'Every minute' } }
 * ```
 */
export function openChoiceSchema(choices: readonly SchemaChoice[]): JsonSchema {
  const examples: JsonValue[] = choices.map((choice) => choice.const);
  const titles: Record<string, string> = {};
  for (const choice of choices) {
    if (choice.title !== String(choice.const)) titles[String(choice.const)] = choice.title;
  }
  return Object.keys(titles).length > 0 ? { examples, [CHOICE_TITLES_KEYWORD]: titles } : { examples };
}
