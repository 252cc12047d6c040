import { createAjvSchemaCompiler } from '@core/registry/ajv-schema-compiler.js';
import { createVizRegistry } from '@core/registry/index.js';
import { defineViz, type JsonSchema, type QueryFormData, type UiSchema } from '@core/plugin-api/index.js';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { composeVizSchema } from '../compose/compose-viz-schema.js';
import { CONTROL_WIDGETS } from '../control-widgets.js';
import { SHARED_CONTROLS } from '../controls/index.js';
import { createPrecompiledSchemaCompiler, type PrecompiledValidator } from './create-precompiled-schema-compiler.js';
import { emitStandaloneValidators } from './emit-standalone-validators.js';
import { schemaFingerprint } from './schema-fingerprint.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const require = createRequire(import.meta.url);
const scratch = mkdtempSync(path.join(tmpdir(), 'tessera-standalone-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type ValidatorModule = { validatorsByKey: Record<string, PrecompiledValidator>; validatorsByFingerprint: Record<string, PrecompiledValidator> };

async function importSource(name: string, source: string): Promise<ValidatorModule> {
  const file = path.join(scratch, name);
  writeFileSync(file, source);
  return (await import(pathToFileURL(file).href)) as ValidatorModule;
}

const pie = composeVizSchema(['metric', 'groupby', 'adhoc_filters', 'row_limit', 'color_scheme', 'time_compare']);
const everything = composeVizSchema(SHARED_CONTROLS.map((control) => control.name));
const source = emitStandaloneValidators({ pie: pie.schema, everything: everything.schema });

const SAMPLES: unknown[] = [
  { metric: 'count', groupby: ['gender'], row_limit: 100 },
  { metric: 'count', row_limit: 'lots' },
  { metric: { expressionType: 'SIMPLE', aggregate: 'SUM' }, groupby: [{ sqlExpression: '' }] },
  { adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' }], rolling_type: 'median', opacity: 2 },
  { color_picker: { r: 0, g: 1, b: 2, a: 0.5 }, label_colors: { boy: '#00f' }, x_axis: null },
  'not an object',
];

describe('emitStandaloneValidators', () => {
  it('emits an ES module whose validators answer exactly as run-time ajv', async () => {
    // Resolve ajv's helpers to files, as a bundler would, so the module loads from a scratch directory.
    const resolved = source.replace(/from "([^"]+)"/g, (_m, specifier: string) => `from "${pathToFileURL(require.resolve(specifier)).href}"`);
    const module = await importSource('validators.mjs', resolved);
    const runtime = createAjvSchemaCompiler();
    const precompiled = createPrecompiledSchemaCompiler(module.validatorsByFingerprint);
    for (const schema of [pie.schema, everything.schema]) {
      const expected = runtime.compile(schema);
      const actual = precompiled.compile(schema);
      for (const sample of SAMPLES) expect(actual(sample), JSON.stringify(sample)).toEqual(expected(sample));
    }
    expect(module.validatorsByKey.pie!({ metric: 'count' })).toBe(true);
    expect(module.validatorsByKey.pie!({ metric: 7 })).toBe(false);
  });

  it('bundles for the browser without eval or new Function', async () => {
    const result = await build({
      stdin: { contents: source, resolveDir: root, loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
    });
    const bundle = result.outputFiles[0]!.text;
    expect(bundle).not.toMatch(/new Function|\beval\(/);
    // No call of require() left for the browser (esbuild's own `__require` wrapper and ajv's quoted
    // code snippets are not calls).
    expect(bundle).not.toMatch(/(?<![\w.'"])require\(/);
    const module = await importSource('bundle.mjs', bundle);
    expect(module.validatorsByFingerprint[schemaFingerprint(pie.schema)]!({ metric: 'count', row_limit: 10 })).toBe(true);
    expect(module.validatorsByFingerprint[schemaFingerprint(pie.schema)]!({ metric: 'count', row_limit: 1.5 })).toBe(false);
  });

  it('lets the viz registry validate with precompiled validators only', async () => {
    const resolved = source.replace(/from "([^"]+)"/g, (_m, specifier: string) => `from "${pathToFileURL(require.resolve(specifier)).href}"`);
    const module = await importSource('registry.mjs', resolved);
    const viz = (key: string, schema: JsonSchema, uiSchema: UiSchema) =>
      defineViz<QueryFormData>({
        key,
        version: '1.0.0',
        name: key,
        description: 'Validated without code generation.',
        category: 'Part of a Whole',
        tags: [],
        behaviors: [],
        formDataSchema: schema,
        uiSchema,
        buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [{}] }),
        transformProps: () => ({}),
        loadComponent: async () => ({ default: null }),
      });
    const options = { widgets: new Set<string>(CONTROL_WIDGETS), schemaCompiler: createPrecompiledSchemaCompiler(module.validatorsByFingerprint) };
    expect(createVizRegistry([viz('pie', pie.schema, pie.uiSchema)], options).require('pie').defaults).toMatchObject({ row_limit: 10000 });
    const changed = composeVizSchema(['metric'], { metric: { label: 'Changed after the build' } });
    expect(() => createVizRegistry([viz('late', changed.schema, changed.uiSchema)], options)).toThrow(/No validator was precompiled for this schema/);
  });
});

describe('schemaFingerprint', () => {
  it('ignores key order and tells different schemas apart', () => {
    expect(schemaFingerprint({ type: 'integer', minimum: 1 })).toBe(schemaFingerprint({ minimum: 1, type: 'integer' }));
    expect(schemaFingerprint({ type: 'integer', minimum: 1 })).not.toBe(schemaFingerprint({ type: 'integer', minimum: 2 }));
    expect(schemaFingerprint(pie.schema)).not.toBe(schemaFingerprint(everything.schema));
  });
});
