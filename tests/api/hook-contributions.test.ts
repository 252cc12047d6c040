import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { ContainerModule, HookContribution, defineHookContribution, definePlugin, type TesseraHooks } from '../../core/plugin-api/index.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * A plugin that taps every hook of the server's owners (chart data, SQL Lab) and records which
 * fired and what they saw. Every declared hook must fire on an ordinary request: a hook declared
 * but never called fails here.
 */
const fired = new Map<string, unknown[]>();
const record = (name: string) => (...args: unknown[]) => void fired.set(name, args);

const everyHook = definePlugin({
  key: 'hook-recorder',
  module: new ContainerModule(({ bind }) => {
    bind(HookContribution).toConstantValue(
      defineHookContribution({
        key: 'hook-recorder',
        apply(hooks: TesseraHooks) {
          for (const owner of ['chartData', 'sqlLab'] as const) {
            for (const [name, hook] of Object.entries(hooks[owner] ?? {})) {
              const id = `${owner}.${name}`;
              const tappable = hook as { tap: (n: string, fn: (...a: unknown[]) => unknown) => void; tapPromise: (n: string, fn: (...a: unknown[]) => Promise<void>) => void };
              // Async series hooks take promise taps; waterfalls refuse them and take a sync tap that passes the value on.
              try {
                tappable.tapPromise(id, async (...args) => record(id)(...args));
              } catch {
                tappable.tap(id, (value: unknown, ...rest: unknown[]) => (record(id)(value, ...rest), value));
              }
            }
          }
          // A waterfall tap that changes what runs, so the test sees the hook's value used.
          hooks.chartData?.sql.tap('comment', (sql) => `/* hooked */ ${sql}`);
        },
      }),
    );
  }),
});

let t: TestApp;
let admin: Record<string, string>;
let birthNames: number;
let examplesId: number;

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS, everyHook] });
  await installExamples(t.store, t.config, { info: () => undefined });
  birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  examplesId = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  admin = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
}, 120_000);
afterAll(async () => t?.close());

describe('hook contributions on the server', () => {
  it('fire every chart-data hook on a chart-data request, with the caller and engine in the context', async () => {
    fired.clear();
    const payload = { datasource: { id: birthNames, type: 'table' }, queries: [{ columns: ['gender'], metrics: ['count'], row_limit: 10 }], result_type: 'full' };
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: admin, payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result[0].query).toMatch(/^\/\* hooked \*\//);
    const declared = Object.keys(t.app.kernel.hooks.chartData).map((name) => `chartData.${name}`);
    expect([...fired.keys()].filter((name) => name.startsWith('chartData.')).sort()).toEqual(declared.sort());
    const context = fired.get('chartData.queryObject')?.[1];
    expect(context).toMatchObject({ datasource: { id: birthNames }, engine: 'duckdb', user: { username: USERS.admin.username, roles: ['Admin'] } });
    expect(fired.get('chartData.afterQuery')?.[0]).toMatchObject({ queries: [{ resultType: 'full', rowCount: 2 }] });
  });

  it('refuses a chart-data request a beforeQuery tap rejects, in the tap’s words', async () => {
    const refusing = definePlugin({
      key: 'hook-refuser',
      module: new ContainerModule(({ bind }) => {
        bind(HookContribution).toConstantValue(
          defineHookContribution({
            key: 'hook-refuser',
            apply: (hooks) => hooks.chartData?.beforeQuery.tapPromise('quota', async () => {
              throw new Error('Your query quota is used up.');
            }),
          }),
        );
      }),
    });
    const other = await createTestApp({ plugins: [...SERVER_PLUGINS, refusing] });
    try {
      await installExamples(other.store, other.config, { info: () => undefined });
      const id = (await other.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
      const token = (await apiLogin(other.app, USERS.admin.username, USERS.admin.password)).json().access_token;
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: { authorization: `Bearer ${token}` },
        payload: { datasource: { id, type: 'table' }, queries: [{ columns: ['gender'], metrics: ['count'] }] },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].message).toBe('Your query quota is used up.');
    } finally {
      await other.close();
    }
  }, 120_000);

  it('fire every SQL Lab hook on a run', async () => {
    fired.clear();
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/sqllab/execute/', headers: admin, payload: { database_id: examplesId, sql: 'SELECT 1 AS one', runAsync: false } });
    expect(response.statusCode, response.body).toBe(200);
    const declared = Object.keys(t.app.kernel.hooks.sqlLab).map((name) => `sqlLab.${name}`);
    expect([...fired.keys()].filter((name) => name.startsWith('sqlLab.')).sort()).toEqual(declared.sort());
    expect(fired.get('sqlLab.afterExecute')?.[0]).toMatchObject({ status: 'success', rowCount: 1 });
  });
});
