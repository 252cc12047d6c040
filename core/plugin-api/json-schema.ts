/** Any value that survives `JSON.stringify` / `JSON.parse` unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/**
 * A JSON Schema (draft-07 / 2019-09 as understood by ajv 8), typed lightly on purpose: the
 * keywords Tessera reads itself are spelled out; everything else passes through to the validator.
 * `default` on a property is the single source of that control's default value.
 *
 * @example
 * ```ts
 * const schema: JsonSchema = {
 *   type: 'object',
 *   properties: { row_limit: { type: 'integer', minimum: 1, default: 10000 } },
 * };
 * ```
 */
export interface JsonSchema {
  $id?: string;
  $schema?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
  type?: JsonSchemaTypeName | readonly JsonSchemaTypeName[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  not?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  dependencies?: Record<string, JsonSchema | readonly string[]>;
  [keyword: string]: unknown;
}

/** The primitive type names JSON Schema knows. */
export type JsonSchemaTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
