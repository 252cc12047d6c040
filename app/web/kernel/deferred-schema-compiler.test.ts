import { schemaFingerprint, type PrecompiledValidator } from '@control-schemas/index.js';
import type { JsonSchema } from '@core/plugin-api/index.js';
import { createFilterTypeRegistry } from '@core/registry/index.js';
import { describe, expect, it } from 'vitest';
import { createDeferredSchemaCompiler } from './deferred-schema-compiler';

const SCHEMA: JsonSchema = { type: 'object', properties: { size: { type: 'integer', minimum: 1, default: 3 } } };

/** A stand-in for ajv's standalone output: checks `size` the way the schema says. */
const precompiled: PrecompiledValidator = Object.assign(
  (data: unknown) => {
    const size = (data as { size?: unknown }).size;
    const ok = size === undefined || (Number.isInteger(size) && (size as number) >= 1);
    precompiled.errors = ok ? null : [{ instancePath: '/size', keyword: 'minimum', message: 'must be >= 1' }];
    return ok;
  },
  { errors: null },
);

function compilerWithCount() {
  const loads = { count: 0 };
  const compiler = createDeferredSchemaCompiler({
    [schemaFingerprint(SCHEMA)]: async () => {
      loads.count += 1;
      return precompiled;
    },
  });
  return { compiler, loads };
}

describe('createDeferredSchemaCompiler', () => {
  it('knows the schemas the build checked without loading their validators', () => {
    const { compiler, loads } = compilerWithCount();
    expect(compiler.checkedAtBuild?.(SCHEMA)).toBe(true);
    // Key order does not change a fingerprint.
    expect(compiler.checkedAtBuild?.({ properties: SCHEMA.properties, type: 'object' })).toBe(true);
    expect(compiler.checkedAtBuild?.({ type: 'string' })).toBe(false);
    expect(loads.count).toBe(0);
  });

  it('validates once the validator is loaded, loading it once', async () => {
    const { compiler, loads } = compilerWithCount();
    const compiled = compiler.compile(SCHEMA);
    expect(() => compiled({ size: 0 })).toThrow(/not loaded yet/);
    const [validate] = await Promise.all([compiler.load(SCHEMA), compiler.load(SCHEMA)]);
    expect(loads.count).toBe(1);
    expect(validate({ size: 0 })).toEqual([{ path: '/size', keyword: 'minimum', message: 'must be >= 1' }]);
    expect(validate({ size: 2 })).toEqual([]);
    expect(compiled({ size: 0 })).toHaveLength(1);
  });

  it('refuses a schema the build never saw', async () => {
    const { compiler } = compilerWithCount();
    expect(() => compiler.compile({ type: 'string' })).toThrow(/No validator was precompiled for this schema/);
    await expect(compiler.load({ type: 'string' })).rejects.toThrow(/No validator was precompiled/);
  });

  it('lets a registry take checked schemas as checked, and reject one changed after the build', () => {
    const { compiler, loads } = compilerWithCount();
    const filterType = (key: string, configSchema: JsonSchema) => ({
      key,
      name: key,
      description: 'A filter.',
      configSchema,
      uiSchema: {},
      buildQuery: () => ({ datasource: { id: 1, type: 'table' as const }, queries: [{}] }),
      toExtraFormData: () => ({}),
      loadComponent: async () => ({ default: () => null }),
    });
    const options = { widgets: new Set<string>(), schemaCompiler: compiler };
    expect(createFilterTypeRegistry([filterType('sized', SCHEMA)], options).require('sized').defaults).toEqual({ size: 3 });
    expect(loads.count).toBe(0);
    expect(() => createFilterTypeRegistry([filterType('changed', { type: 'object', properties: {} })], options)).toThrow(/No validator was precompiled/);
  });
});
