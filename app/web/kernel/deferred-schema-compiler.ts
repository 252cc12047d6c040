import { createPrecompiledSchemaCompiler, schemaFingerprint, type PrecompiledValidator } from '@control-schemas/index.js';
import type { JsonSchema } from '@core/plugin-api/index.js';
import type { SchemaCompiler, SchemaValidator } from '@core/registry/index.js';
import { createLoadOnce } from './load-once';

/** Loads one precompiled validator: a chunk of its own, fetched on first use. */
export type ValidatorLoader = () => Promise<PrecompiledValidator>;

/** A {@link SchemaCompiler} whose validators load on demand; `compile` answers once `load` has resolved. */
export interface DeferredSchemaCompiler extends SchemaCompiler {
  /** Loads the validator of `schema` (once) and resolves with it. Rejects when the build did not precompile it. */
  load(schema: JsonSchema): Promise<SchemaValidator>;
}

const notPrecompiled = (fingerprint: string) =>
  new Error(`No validator was precompiled for this schema (fingerprint ${fingerprint}); rebuild the precompiled validators`);

/**
 * The browser's schema compiler. The build precompiles one validator per schema of the web
 * plugins, each its own chunk, and checks every schema and its defaults with the registries'
 * own checks (app/web/kernel/viz-validators.build.ts); `loaders` holds, by schema fingerprint, the
 * import of each chunk. So:
 *
 * - `checkedAtBuild(schema)` is true for a schema the build saw unchanged: the registries take
 *   its check as done and load no validator at start-up (the dashboard route loads none);
 * - `load(schema)` fetches the schema's validator (explore, when a viz's controls open);
 * - `compile(schema)` throws for a schema the build never saw (a hook rewrote it), and otherwise
 *   returns a validator that answers once `load` has resolved, and throws before.
 *
 * @example
 * ```ts
 * import { validatorLoaders } from 'virtual:tessera/viz-validators';
 * const compiler = createDeferredSchemaCompiler(validatorLoaders);
 * const validate = await compiler.load(viz.formDataSchema);
 * validate({ row_limit: 'lots' }); // [{ path: '/row_limit', keyword: 'type', … }]
 * ```
 */
export function createDeferredSchemaCompiler(loaders: Readonly<Record<string, ValidatorLoader>>): DeferredSchemaCompiler {
  const loaded = new Map<string, SchemaValidator>();
  const loadOnce = createLoadOnce<SchemaValidator>();
  const loaderOf = (fingerprint: string): ValidatorLoader | undefined => (Object.hasOwn(loaders, fingerprint) ? loaders[fingerprint] : undefined);

  return {
    checkedAtBuild: (schema) => loaderOf(schemaFingerprint(schema)) !== undefined,
    compile(schema) {
      const fingerprint = schemaFingerprint(schema);
      if (!loaderOf(fingerprint)) throw notPrecompiled(fingerprint);
      return (value) => {
        const validate = loaded.get(fingerprint);
        if (!validate) throw new Error(`The validator of this schema (fingerprint ${fingerprint}) is not loaded yet: await load(schema) first`);
        return validate(value);
      };
    },
    load(schema) {
      const fingerprint = schemaFingerprint(schema);
      const loader = loaderOf(fingerprint);
      if (!loader) return Promise.reject(notPrecompiled(fingerprint));
      return loadOnce(fingerprint, async () => {
        const validator = await loader();
        const validate = createPrecompiledSchemaCompiler({ [fingerprint]: validator }).compile(schema);
        loaded.set(fingerprint, validate);
        return validate;
      });
    },
  };
}
