import { describe, expect, it, vi } from 'vitest';
import { ContainerModule, DatabaseEngineContribution, HookContribution, defineDatabaseEngine, definePlugin, type TesseraPlugin } from '@core/plugin-api/index.js';
import { RegistryValidationError } from '@core/registry/index.js';
import { UNKNOWN_ENGINE_DIALECTS } from '@core/query/adhoc-sql-guard/index.js';
import { loadConfig } from '../config/load-config.js';
import type { TesseraConfig } from '../config/tessera-config.js';
import { createServerKernel } from './create-server-kernel.js';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const engine = (key: string) =>
  defineDatabaseEngine({
    engine: key,
    engineName: key.toUpperCase(),
    uriSchemes: [key],
    supportsCatalog: false,
    timeGrains: { P1D: 'date_trunc(\'day\', {col})' },
    quoteIdentifier: (name) => `"${name.replaceAll('"', '""')}"`,
    formatLiteral: (value) => (value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`),
    timestampLiteral: (iso) => `TIMESTAMP '${iso.replace('T', ' ')}'`,
    placeholder: () => '?',
    genericType: () => 'string',
    sqlDialect: UNKNOWN_ENGINE_DIALECTS[0]!,
    applyLimit: (sql, limit) => `SELECT * FROM (${sql}) AS limited LIMIT ${limit}`,
    sqlFormatterLanguage: 'sql',
    supportsCancel: true,
    createEngine: async () => {
      throw new Error('not used in this test');
    },
  });

const enginePlugin = (key: string, engineKey = key): TesseraPlugin =>
  definePlugin({ key: `db-${key}`, module: new ContainerModule(({ bind }) => void bind(DatabaseEngineContribution).toConstantValue(engine(engineKey))) });

function config(env: Record<string, string> = {}): TesseraConfig {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'tessera-kernel-'));
  return loadConfig({ env, cwd });
}

function hookContribution(key: string, stage: number, suffix: string): HookContribution {
  return { key, stage, apply: (hooks) => hooks.sqlLab?.sql.tap(key, (sql: string) => `${sql}${suffix}`) };
}

describe('createServerKernel', () => {
  it('registers the engines of enabled plugins only', () => {
    const plugins = [enginePlugin('alpha'), enginePlugin('beta')];
    const all = createServerKernel(config(), plugins, { warn: () => undefined });
    expect([...all.databaseEngines.keys()].sort()).toEqual(['alpha', 'beta']);

    const withoutBeta = createServerKernel(config({ PLUGINS_DISABLED: 'db-beta' }), plugins, { warn: () => undefined });
    expect([...withoutBeta.databaseEngines.keys()]).toEqual(['alpha']);

    const onlyBeta = createServerKernel(config({ PLUGINS_ENABLED: 'db-beta' }), plugins, { warn: () => undefined });
    expect([...onlyBeta.databaseEngines.keys()]).toEqual(['beta']);
  });

  it('warns about configured plugin keys that match no plugin', () => {
    const warn = vi.fn();
    createServerKernel(config({ PLUGINS_DISABLED: 'db-betta' }), [enginePlugin('beta')], { warn });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('db-betta'));
  });

  it('does not report keys of plugins that live elsewhere (the web app\'s viz plugins)', () => {
    const warn = vi.fn();
    createServerKernel(config({ PLUGINS_DISABLED: 'viz-pie' }), [enginePlugin('beta')], { warn }, ['viz-pie']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops start-up when two plugins contribute the same engine, naming both', () => {
    const run = () => createServerKernel(config(), [enginePlugin('one', 'same'), enginePlugin('two', 'same')], { warn: () => undefined });
    expect(run).toThrow(RegistryValidationError);
    expect(run).toThrow(/db-one[\s\S]*db-two|db-two[\s\S]*db-one/);
  });

  it('lets hook contributions tap the server pipelines, by stage', () => {
    const tapper = (key: string, stage: number, suffix: string): TesseraPlugin =>
      definePlugin({
        key,
        module: new ContainerModule(({ bind }) =>
          void bind(HookContribution).toConstantValue(hookContribution(key, stage, suffix)),
        ),
      });
    const kernel = createServerKernel(config(), [tapper('late', 10, ' /*late*/'), tapper('early', -10, ' /*early*/')], { warn: () => undefined });
    expect(kernel.hooks.sqlLab.sql.call('select 1', {} as never)).toBe('select 1 /*early*/ /*late*/');
  });
});
