import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import type { SchemaCompiler, SchemaIssue } from '@core/registry/schema-compiler.js';
import { schemaFingerprint } from './schema-fingerprint.js';

/** An ajv validate function as standalone code exports it. */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: ReadonlyArray<{ instancePath: string; keyword: string; message?: string; params?: Record<string, unknown> }> | null;
}

/**
 * A `SchemaCompiler` that compiles nothing: it looks each schema up among validators
 * precompiled at build time (`emitStandaloneValidators`' `validatorsByFingerprint`), so the
 * registries validate in the browser without `unsafe-eval`. Issues read as the ajv compiler's.
 *
 * @throws from `compile` when a schema was not precompiled: it changed after the build (say, a
 *   hook rewrote it) or was left out of the precompiled set.
 *
 * @example
 * ```ts
 * import { validatorsByFingerprint } from './generated/viz-validators.js';
 * const vizRegistry = createVizRegistry(vizTypes, {
 *   widgets: new Set(CONTROL_WIDGETS),
 *   schemaCompiler: createPrecompiledSchemaCompiler(validatorsByFingerprint),
 * });
 * ```
 */
export function createPrecompiledSchemaCompiler(validators: Readonly<Record<string, PrecompiledValidator>>): SchemaCompiler {
  return {
    compile(schema: JsonSchema) {
      const fingerprint = schemaFingerprint(schema);
      const validate = Object.hasOwn(validators, fingerprint) ? validators[fingerprint] : undefined;
      if (!validate) throw new Error(`No validator was precompiled for this schema (fingerprint ${fingerprint}); rebuild the precompiled validators`);
      return (value): SchemaIssue[] => {
        if (validate(value)) return [];
        return (validate.errors ?? []).map((error) => {
          const extra = error.keyword === 'additionalProperties' ? ` ('${String(error.params?.additionalProperty)}')` : '';
          return { path: error.instancePath, keyword: error.keyword, message: (error.message ?? 'is invalid') + extra };
        });
      };
    },
  };
}
