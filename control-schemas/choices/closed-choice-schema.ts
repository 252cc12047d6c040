import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import type { SchemaChoice } from './schema-choice.js';

/**
 * The schema keywords of a closed select: `oneOf` labelled constants. ajv rejects any other value;
 * rjsf reads an all-`const` `oneOf` as a select with titles. A nullable select lists `null` as one
 * of the constants (with a title such as 'None').
 *
 * @example
 * ```ts
 * closedChoiceSchema([{ const: 'raw', title: 'Raw records' }]); // { oneOf: [{ const: 'raw', title: 'Raw records' }] }
 * ```
 */
export function closedChoiceSchema(choices: readonly SchemaChoice[]): Pick<JsonSchema, 'oneOf'> {
  return { oneOf: choices.map((choice) => ({ const: choice.const, title: choice.title })) };
}
