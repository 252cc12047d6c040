import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../plugin-api/json-schema.js';
import type { SchemaCompiler, SchemaValidator } from './schema-compiler.js';

/**
 * ajv options for descriptor schemas.
 *
 * `strict: false` because strict mode polices schema *style*, not correctness: it rejects
 * annotation keywords our schemas legitimately carry for the UI (rjsf's `enumNames`, `x-*`
 * extensions) and demands a `type` next to every `if/then` branch, which our composed control
 * fragments leave out on purpose. Schemas must still compile, so real mistakes (bad `$ref`,
 * wrong keyword value types) are caught.
 * `allErrors` so a start-up report lists every problem at once.
 */
const DESCRIPTOR_AJV_OPTIONS: Options = { strict: false, allErrors: true };

/**
 * Creates the default {@link SchemaCompiler}: ajv 8 with ajv-formats (`date-time`, `uri`, …).
 * Pass your own configured `Ajv` to change options; it must already have the formats it needs.
 *
 * A fresh Ajv per compiler (rather than one shared instance) because ajv remembers schemas by
 * `$id`: two plugins that reuse an `$id` would otherwise collide across registries and tests.
 *
 * @example
 * ```ts
 * const registry = createVizRegistry(vizTypes, { widgets, schemaCompiler: createAjvSchemaCompiler() });
 * ```
 */
export function createAjvSchemaCompiler(ajv?: Ajv): SchemaCompiler {
  const instance = ajv ?? addFormats(new Ajv(DESCRIPTOR_AJV_OPTIONS));
  return {
    compile(schema: JsonSchema): SchemaValidator {
      const validate = instance.compile(schema);
      return (value) => {
        if (validate(value)) return [];
        return (validate.errors ?? []).map((error) => {
          const message = error.message ?? 'is invalid';
          // ajv leaves the offending name out of this one message; a start-up report needs it.
          const extra = error.keyword === 'additionalProperties' ? ` ('${String(error.params.additionalProperty)}')` : '';
          return { path: error.instancePath, keyword: error.keyword, message: message + extra };
        });
      };
    },
  };
}
