import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebKernel } from './create-web-kernel';
import { createDeferredSchemaCompiler, type ValidatorLoader } from './deferred-schema-compiler';
import { VALIDATOR_MODULE_PREFIX, vizValidatorModules, webKernelSchemas } from './viz-validators.build';
import { WEB_PLUGINS } from './web-plugins';

const require = createRequire(import.meta.url);
const scratch = mkdtempSync(path.join(tmpdir(), 'tessera-web-validators-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const generated = vizValidatorModules();
const fileOf = (name: string) => path.join(scratch, `${name}.mjs`);

/**
 * Writes the generated modules as files, as the web build bundles them: the index's imports of the
 * validator modules and the modules' ajv helpers resolved to files.
 */
function writeModules(): string {
  for (const [name, source] of Object.entries(generated.modules)) {
    writeFileSync(fileOf(name), source.replace(/from "([^"]+)"/g, (_m, specifier: string) => `from "${pathToFileURL(require.resolve(specifier)).href}"`));
  }
  const prefix = VALIDATOR_MODULE_PREFIX.replace(/[/]/g, '\\/');
  const index = generated.index.replace(new RegExp(`"${prefix}([^"]+)"`, 'g'), (_m, name: string) => JSON.stringify(pathToFileURL(fileOf(name)).href));
  writeFileSync(fileOf('index'), index);
  return fileOf('index');
}

describe('precompiled validators of the web kernel', () => {
  it('cover the viz form-data schemas and the filter types’ config schemas', () => {
    const keys = Object.keys(webKernelSchemas());
    expect(keys).toEqual(expect.arrayContaining(['table', 'pie', 'filter:filter_select', 'filter:filter_range', 'filter:filter_time', 'filter:filter_timecolumn', 'filter:filter_timegrain']));
  });

  it('are one module per schema, imported on demand by the index', () => {
    expect(Object.keys(generated.modules)).toEqual(expect.arrayContaining(['validator-table', 'validator-pie', 'validator-filter-filter_select']));
    // The index holds imports only: no validator code, no ajv helper.
    expect(generated.index).not.toMatch(/ajv|function validate/);
    expect(generated.index).toContain(`import("${VALIDATOR_MODULE_PREFIX}validator-pie")`);
    expect(generated.modules['validator-pie']).toContain('"pie"');
    expect(generated.modules['validator-pie']).not.toContain('"table"');
  });

  it('let the browser build every registry without loading a validator, and load one on demand', async () => {
    const { validatorLoaders } = (await import(pathToFileURL(writeModules()).href)) as { validatorLoaders: Record<string, ValidatorLoader> };
    const loadedCount = { value: 0 };
    const counted = Object.fromEntries(Object.entries(validatorLoaders).map(([fingerprint, load]) => [fingerprint, () => ((loadedCount.value += 1), load())]));
    const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: createDeferredSchemaCompiler(counted) });
    expect(kernel.filterTypes.size).toBe(5);
    expect(kernel.vizTypes.get('pie')).toBeDefined();
    expect(loadedCount.value).toBe(0);

    const validateSelect = await kernel.loadValidator(kernel.filterTypes.require('filter_select').configSchema);
    expect(validateSelect({ multiSelect: 'yes' })).toEqual([expect.objectContaining({ path: '/multiSelect', keyword: 'type' })]);
    expect(validateSelect({ multiSelect: false })).toEqual([]);
    const validatePie = await kernel.loadValidator(kernel.vizTypes.require('pie').formDataSchema);
    expect(validatePie({ ...kernel.vizTypes.require('pie').defaults, row_limit: 'lots' }).map((issue) => issue.path)).toContain('/row_limit');
    expect(loadedCount.value).toBe(2);
    // Loaded once per schema.
    await kernel.loadValidator(kernel.vizTypes.require('pie').formDataSchema);
    expect(loadedCount.value).toBe(2);
  }, 120_000);
});
