import { createPrecompiledSchemaCompiler, type PrecompiledValidator } from '@control-schemas/index.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebKernel } from './create-web-kernel';
import { vizValidatorsSource, webKernelSchemas } from './viz-validators.build';
import { WEB_PLUGINS } from './web-plugins';

const require = createRequire(import.meta.url);
const scratch = mkdtempSync(path.join(tmpdir(), 'tessera-web-validators-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type ValidatorModule = { validatorsByKey: Record<string, PrecompiledValidator>; validatorsByFingerprint: Record<string, PrecompiledValidator> };

/** Loads the generated module as the browser bundle would, its ajv helpers resolved to files. */
async function loadValidators(): Promise<ValidatorModule> {
  const source = vizValidatorsSource().replace(/from "([^"]+)"/g, (_m, specifier: string) => `from "${pathToFileURL(require.resolve(specifier)).href}"`);
  const file = path.join(scratch, 'validators.mjs');
  writeFileSync(file, source);
  return (await import(pathToFileURL(file).href)) as ValidatorModule;
}

describe('precompiled validators of the web kernel', () => {
  it('cover the viz form-data schemas and the filter types’ config schemas', () => {
    const keys = Object.keys(webKernelSchemas());
    expect(keys).toEqual(expect.arrayContaining(['table', 'pie', 'filter:filter_select', 'filter:filter_range', 'filter:filter_time', 'filter:filter_timecolumn', 'filter:filter_timegrain']));
  });

  it('let the browser build every registry without compiling a schema', async () => {
    const validators = await loadValidators();
    const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: createPrecompiledSchemaCompiler(validators.validatorsByFingerprint) });
    expect(kernel.filterTypes.size).toBe(5);
    expect(kernel.vizTypes.get('pie')).toBeDefined();
    expect(validators.validatorsByKey['filter:filter_select']!({ multiSelect: 'yes' })).toBe(false);
    expect(validators.validatorsByKey['filter:filter_select']!({ multiSelect: false })).toBe(true);
  }, 60_000);
});
