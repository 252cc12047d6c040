import type { JsonValue } from '@core/plugin-api/json-schema.js';

/**
 * One choice of a select control, in the shape JSON Schema spells a labelled constant: a closed
 * select lists these under `oneOf` (rjsf shows `title`, ajv enforces `const`); a free-form select
 * lists the values under `examples` and the titles under `x-choiceTitles`.
 */
export interface SchemaChoice {
  readonly const: JsonValue;
  readonly title: string;
}
