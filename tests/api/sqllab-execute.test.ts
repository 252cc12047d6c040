import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller, grantPermission, risonParam } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * SQL Lab's execute path over the DuckDB examples: sync and async runs, limits, several
 * statements, templates, the DML guard, errors, the query record, stored results and access.
 */
let t: TestApp;
let examplesId: number;
const tokens = { admin: '', gamma: '', analyst: '', outsider: '' };
const call = bearerCaller(() => t.app, tokens);

type Caller = keyof typeof tokens;
const execute = (user: Caller, payload: Record<string, unknown>) =>
  call(user, 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, runAsync: false, ...payload });

/** Polls the caller's runs until the one with `clientId` has finished. */
async function waitForRun(user: Caller, clientId: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await call(user, 'GET', `/api/v1/query/updated_since?q=${risonParam({ last_updated_ms: 0 })}`);
    const run = (response.json().result as Record<string, unknown>[]).find((q) => q['id'] === clientId);
    if (run && !['pending', 'running'].includes(String(run['state']))) return run;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`run ${clientId} did not finish`);
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  examplesId = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  // A SQL Lab user whose second role grants the examples database, and one without that grant.
  await t.store.db.insertInto('ab_role').values({ name: 'examples_reader' }).execute();
  await grantPermission(t, 'examples_reader', 'database_access', `[examples].(id:${examplesId})`);
  await t.security.createUser({ username: 'analyst', password: 'analyst-password', roles: ['sql_lab', 'examples_reader'] });
  await t.security.createUser({ username: 'outsider', password: 'outsider-password', roles: ['sql_lab'] });
  for (const [user, password] of [['admin', USERS.admin.password], ['gamma', USERS.gamma.password], ['analyst', 'analyst-password'], ['outsider', 'outsider-password']] as const) {
    tokens[user] = (await apiLogin(t.app, user, password)).json().access_token;
  }
}, 120_000);
afterAll(async () => t?.close());

describe('POST /api/v1/sqllab/execute/ (sync)', () => {
  it('runs a query and answers with Superset’s payload and the stored run', async () => {
    const response = await execute('analyst', { client_id: 'names1', sql: "SELECT name, num, ds FROM birth_names WHERE name = 'Aaron' ORDER BY ds, num LIMIT 3", tab: 'Untitled query', sql_editor_id: '7' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.columns.map((c: { name: string; type_generic: number; is_dttm: boolean }) => [c.name, c.type_generic, c.is_dttm])).toEqual([
      ['name', 1, false], ['num', 0, false], ['ds', 2, true],
    ]);
    expect(body.selected_columns).toEqual(body.columns);
    expect(body.expanded_columns).toEqual([]);
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toEqual({ name: 'Aaron', num: expect.any(Number), ds: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/) });
    expect(body.query).toMatchObject({
      id: 'names1', queryId: body.query_id, dbId: examplesId, db: 'examples', state: 'success', rows: 3, limit: 3, progress: 100,
      tab: 'Untitled query', sqlEditorId: '7', user: 'analyst', resultsKey: expect.any(String), ctas: false,
    });
    // The query asked for 3 rows; one more was read to see that there were more, so the query limited it.
    expect(body.query.limitingFactor).toBe('QUERY');
    expect(body.query.executedSql).toMatch(/LIMIT 4$/);
    expect(body.query.endDttm).toBeGreaterThanOrEqual(body.query.startDttm);

    const stored = await call('analyst', 'GET', `/api/v1/query/${body.query_id}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().result).toMatchObject({ client_id: 'names1', status: 'success', rows: 3, database: { id: examplesId }, results_key: body.query.resultsKey, limit: 3 });
  });

  it('limits by the dropdown and says when nothing was cut', async () => {
    const cut = await execute('analyst', { sql: 'SELECT name FROM birth_names', queryLimit: 10 });
    expect(cut.json().data).toHaveLength(10);
    expect(cut.json().query).toMatchObject({ limit: 10, limitingFactor: 'DROPDOWN', rows: 10 });
    const whole = await execute('analyst', { sql: 'SELECT DISTINCT gender FROM birth_names ORDER BY 1', queryLimit: 10 });
    expect(whole.json().data).toEqual([{ gender: 'boy' }, { gender: 'girl' }]);
    expect(whole.json().query.limitingFactor).toBe('NOT_LIMITED');
    // A limit above SQL_MAX_ROW is lowered to it.
    const capped = await execute('analyst', { sql: 'SELECT 1 AS one', queryLimit: t.config.sqlMaxRow * 10 });
    expect(capped.json().query.limit).toBe(t.config.sqlMaxRow);
  });

  it('runs several statements in order and answers with the last one’s rows', async () => {
    const response = await execute('analyst', { sql: "SELECT 1 AS a; -- a comment; with a semicolon\nSELECT ';' AS b, 2 AS c;" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([{ b: ';', c: 2 }]);
    expect(response.json().query.executedSql).toMatch(/^SELECT 1 AS a\nLIMIT \d+;\n-- a comment; with a semicolon\nSELECT ';' AS b, 2 AS c/);
  });

  it('renders template parameters and reports missing or malformed ones', async () => {
    const rendered = await execute('analyst', {
      sql: "SELECT COUNT(*) AS n, '{{ who | default('nobody') }}' AS who FROM birth_names WHERE name = '{{ person.name }}' AND num > {{ min }}",
      templateParams: JSON.stringify({ person: { name: 'Aaron' }, min: 10 }),
    });
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.json().data[0].who).toBe('nobody');
    expect(rendered.json().data[0].n).toBeGreaterThan(0);
    expect(rendered.json().query.executedSql).toContain("name = 'Aaron' AND num > 10");

    const missing = await execute('analyst', { client_id: 'tmplmiss', sql: 'SELECT {{ a }}, {{ b.c }}', templateParams: '{"b": {}}' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ error_type: 'MISSING_TEMPLATE_PARAMS_ERROR', extra: { undefined_parameters: ['a', 'b.c'] } });
    const malformed = await execute('analyst', { sql: 'SELECT {% if x %}1{% endif %}' });
    expect(malformed.json().errors[0].error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    const badJson = await execute('analyst', { sql: 'SELECT 1', templateParams: '{nope' });
    expect(badJson.json().errors[0].error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    // The failed run is kept, with its error.
    const run = await waitForRun('analyst', 'tmplmiss');
    expect(run).toMatchObject({ state: 'failed', errorMessage: expect.stringContaining('a, b.c') });
    expect((run['extra'] as { errors: { error_type: string }[] }).errors[0]!.error_type).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
  });

  it('refuses DML and DDL on a database that does not allow them, whatever hides them', async () => {
    for (const sql of ['DELETE FROM birth_names', 'SELECT 1; DROP TABLE birth_names', 'WITH d AS (DELETE FROM birth_names RETURNING *) SELECT * FROM d', 'CREATE TABLE x AS SELECT 1']) {
      const response = await execute('analyst', { sql });
      expect(response.statusCode, sql).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ message: 'This database does not allow for DDL/DML.', error_type: 'DML_NOT_ALLOWED_ERROR' });
    }
    const count = await execute('analyst', { sql: "SELECT COUNT(*) AS n, 'DELETE FROM x' AS text FROM birth_names" });
    expect(count.json().data[0].n).toBe(60_369);
  });

  it('reports engine errors with their type and the engine’s words', async () => {
    const syntax = await execute('analyst', { sql: 'SELECT 1 FROM' });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().errors[0]).toMatchObject({ error_type: 'SYNTAX_ERROR', message: expect.stringMatching(/^DuckDB error: .*Parser Error/) });
    const table = await execute('analyst', { sql: 'SELECT * FROM no_such_table' });
    expect(table.json().errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(JSON.stringify(table.json())).not.toMatch(/at .*\.ts:\d+/);
    // A statement that starts with no known reading keyword counts as a write: default deny.
    expect((await execute('analyst', { sql: 'SELEC 1' })).json().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
  });

  it('re-runs a finished run under the same client id, but never someone else’s', async () => {
    const first = await execute('analyst', { client_id: 'again1', sql: 'SELECT 1 AS n' });
    const second = await execute('analyst', { client_id: 'again1', sql: 'SELECT 2 AS n' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual([{ n: 2 }]);
    expect(second.json().query_id).toBe(first.json().query_id);
    const stolen = await execute('admin', { client_id: 'again1', sql: 'SELECT 3' });
    expect(stolen.statusCode).toBe(422);
  });

  it('validates the payload', async () => {
    const noSql = await execute('analyst', { sql: undefined });
    expect(noSql.statusCode).toBe(400);
    expect(noSql.json().message).toEqual({ sql: ['Missing data for required field.'] });
    expect((await execute('analyst', { sql: 'SELECT 1', client_id: 'far-too-long-id' })).statusCode).toBe(400);
    expect((await execute('analyst', { sql: 'SELECT 1', database_id: 'x' })).statusCode).toBe(400);
  });
});

describe('SQL Lab access', () => {
  it('needs a login, the SQL Lab permission and access to the whole database', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/sqllab/execute/', payload: { database_id: examplesId, sql: 'SELECT 1' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await execute('gamma', { sql: 'SELECT 1' })).statusCode).toBe(403);
    const outsider = await execute('outsider', { sql: 'SELECT 1' });
    expect(outsider.statusCode).toBe(404);
    await t.store.db.insertInto('ab_role').values({ name: 'examples_schema' }).execute();
    await grantPermission(t, 'examples_schema', 'schema_access', '[examples].[main]');
    const [outsiderId, roleId] = await Promise.all([
      t.store.db.selectFrom('ab_user').select('id').where('username', '=', 'outsider').executeTakeFirstOrThrow(),
      t.store.db.selectFrom('ab_role').select('id').where('name', '=', 'examples_schema').executeTakeFirstOrThrow(),
    ]);
    await t.store.db.insertInto('ab_user_role').values({ user_id: outsiderId.id, role_id: roleId.id }).execute();
    t.security.clearCache();
    // A schema grant shows the database, but SQL could read any table of it.
    const partial = await execute('outsider', { sql: 'SELECT 1' });
    expect(partial.statusCode).toBe(403);
    expect(partial.json().errors[0].error_type).toBe('DATABASE_SECURITY_ACCESS_ERROR');
    expect((await execute('analyst', { sql: 'SELECT 1', database_id: 999_999 })).json().errors[0].error_type).toBe('DATABASE_NOT_FOUND_ERROR');
  });

  it('refuses a database that is not exposed in SQL Lab', async () => {
    await t.store.db.updateTable('dbs').set({ expose_in_sqllab: false }).where('id', '=', examplesId).execute();
    try {
      expect((await execute('analyst', { sql: 'SELECT 1' })).statusCode).toBe(422);
    } finally {
      await t.store.db.updateTable('dbs').set({ expose_in_sqllab: true }).where('id', '=', examplesId).execute();
    }
  });
});

describe('async runs and stored results', () => {
  it('queues the run (202), runs it in the background and keeps its rows for the results route', async () => {
    const response = await execute('analyst', { client_id: 'async1', runAsync: true, sql: 'SELECT name, num FROM birth_names ORDER BY num DESC', queryLimit: 25 });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().query).toMatchObject({ id: 'async1', state: 'pending', dbId: examplesId });
    const run = await waitForRun('analyst', 'async1');
    expect(run).toMatchObject({ state: 'success', rows: 25, limitingFactor: 'DROPDOWN', progress: 100 });

    const results = await call('analyst', 'GET', `/api/v1/sqllab/results/?q=${risonParam({ key: run['resultsKey'], rows: 10 })}`);
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json()).toMatchObject({ status: 'success', query_id: run['queryId'], displayLimitReached: true, query: { id: 'async1' } });
    expect(results.json().data).toHaveLength(10);
    expect(results.json().data[0].num).toBeGreaterThanOrEqual(results.json().data[1].num);
  });

  it('keeps results to their owner and says when they are gone', async () => {
    const run = (await execute('analyst', { sql: 'SELECT 42 AS answer' })).json().query;
    expect((await call('outsider', 'GET', `/api/v1/sqllab/results/?q=${risonParam({ key: run.resultsKey })}`)).statusCode).toBe(404);
    // Administrators read every run's results (all_query_access).
    expect((await call('admin', 'GET', `/api/v1/sqllab/results/?q=${risonParam({ key: run.resultsKey })}`)).json().data).toEqual([{ answer: 42 }]);
    await t.app.engine.cache.delete(`sqllab-results:${run.resultsKey}`);
    const gone = await call('analyst', 'GET', `/api/v1/sqllab/results/?q=${risonParam({ key: run.resultsKey })}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0].error_type).toBe('RESULTS_BACKEND_ERROR');
    expect((await call('analyst', 'GET', `/api/v1/sqllab/results/?q=${risonParam({ rows: 1 })}`)).statusCode).toBe(400);
  });

  it('runs at once when the database does not allow async runs', async () => {
    await t.store.db.updateTable('dbs').set({ allow_run_async: false }).where('id', '=', examplesId).execute();
    try {
      const response = await execute('analyst', { runAsync: true, sql: 'SELECT 1 AS one' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([{ one: 1 }]);
    } finally {
      await t.store.db.updateTable('dbs').set({ allow_run_async: true }).where('id', '=', examplesId).execute();
    }
  });
});

describe('SQL Lab hooks', () => {
  it('lets plugins rewrite the SQL, refuse a run and hear how it ended', async () => {
    const hooks = t.app.kernel.hooks.sqlLab;
    const ended: string[] = [];
    let active = true;
    hooks.sql.tap('test-tag', (sql, context) => (active ? `-- run by ${context.user?.username}\n${sql}` : sql));
    hooks.beforeExecute.tapPromise('test-refuse', async (sql) => {
      if (active && sql.includes('forbidden_word')) throw new Error('Queries naming forbidden_word are refused here.');
    });
    hooks.afterExecute.tapPromise('test-listen', async (execution) => {
      if (active) ended.push(`${execution.status}:${execution.rowCount ?? '-'}`);
    });
    try {
      const tagged = await execute('analyst', { sql: 'SELECT 1 AS one' });
      expect(tagged.json().query.executedSql).toMatch(/^-- run by analyst\nSELECT 1 AS one/);
      const refused = await execute('analyst', { sql: "SELECT 'forbidden_word' AS w" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ error_type: 'QUERY_SECURITY_ACCESS_ERROR', message: 'Queries naming forbidden_word are refused here.' });
      expect(ended).toEqual(['success:1', 'failed:-']);
    } finally {
      active = false;
    }
  });
});

