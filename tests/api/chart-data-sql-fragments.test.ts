import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { loadFixture } from '../conformance/engines/engine-fixture.js';
import { openEnginesUnderTest, type EngineUnderTest } from '../conformance/engines/engines-under-test.js';
import { grantPermission } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * SQL fragments in chart queries are read by the engine's parser: a user who may query one
 * dataset cannot read another table (or the server's files) through adhoc SQL, whatever the
 * syntax (DuckDB's FROM-first queries included), in any result type, on any engine.
 */

const READER = { username: 'birth_reader', password: 'birth-reader-password' };
const sqlMetric = (sqlExpression: string, label = 'm') => ({ expressionType: 'SQL', sqlExpression, label });
const sqlColumn = (sqlExpression: string, label = 'c', extra: Record<string, unknown> = {}) => ({ expressionType: 'SQL', sqlExpression, label, ...extra });

describe('custom SQL on the examples (DuckDB), as a user who may read birth_names only', () => {
  let t: TestApp;
  let reader: Record<string, string>;
  let admin: Record<string, string>;
  let birthNames: number;
  let flights: number;

  const chartData = (headers: Record<string, string>, queries: unknown[], extra: Record<string, unknown> = {}, datasource = birthNames) =>
    t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: { datasource: { id: datasource, type: 'table' }, queries, force: true, ...extra } });

  async function refused(query: Record<string, unknown>, pattern: RegExp, extra: Record<string, unknown> = {}) {
    const response = await chartData(reader, [query], extra);
    expect(response.statusCode, response.body).toBe(400);
    const [error] = response.json().errors;
    expect(error.message).toMatch(pattern);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    return error as { message: string; error_type: string };
  }

  beforeAll(async () => {
    t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
    await installExamples(t.store, t.config, { info: () => undefined });
    const id = async (table: string) => (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', table).executeTakeFirstOrThrow()).id;
    birthNames = await id('birth_names');
    flights = await id('flights');
    await t.store.db.insertInto('ab_role').values({ name: 'birth_names_reader' }).execute();
    await grantPermission(t, 'birth_names_reader', 'datasource_access', `[examples].[birth_names](id:${birthNames})`);
    await t.security.createUser({ ...READER, roles: ['Gamma', 'birth_names_reader'] });
    reader = { authorization: `Bearer ${(await apiLogin(t.app, READER.username, READER.password)).json().access_token}` };
    admin = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
  }, 120_000);
  afterAll(async () => t?.close());

  it('lets the reader query birth_names but not flights', async () => {
    expect((await chartData(reader, [{ metrics: ['count'] }])).statusCode).toBe(200);
    expect((await chartData(reader, [{ metrics: ['count'] }], {}, flights)).statusCode).toBe(403);
  });

  it('refuses FROM-first subqueries that read flights through a metric, a column, WHERE or HAVING', async () => {
    const leak = 'ARRAY(FROM (FROM flights LIMIT 3) t(a))';
    const metric = await refused({ metrics: [sqlMetric(`ANY_VALUE(${leak})`)] }, /^Custom SQL of metric m may not contain subqueries\.$/);
    expect(metric.error_type).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
    await refused({ columns: [sqlColumn(leak)], row_limit: 1 }, /Custom SQL of column c may not contain subqueries/);
    // EXISTS is a yes/no oracle over any table: each answer leaks one bit of flights.
    await refused({ metrics: ['count'], extras: { where: 'EXISTS (FROM flights WHERE distance > 2000)' } }, /WHERE clause may not contain subqueries/);
    await refused({ columns: ['state'], metrics: ['count'], extras: { having: 'EXISTS (FROM flights)' } }, /HAVING clause may not contain subqueries/);
  });

  it('refuses listing server directories through a table function', async () => {
    await refused({ columns: [sqlColumn("ARRAY(FROM glob('/etc/*'))")], row_limit: 1 }, /may not contain subqueries/);
    await refused({ metrics: [sqlMetric("MAX(current_setting('temp_directory'))")] }, /may not call current_setting/);
  });

  it('refuses them wherever adhoc SQL goes: order by, x-axis, filter columns, series limits', async () => {
    await refused({ columns: ['state'], metrics: ['count'], orderby: [[sqlMetric('MAX((FROM flights SELECT MAX(distance)))', 'o'), false]] }, /metric o may not contain subqueries/);
    await refused({ columns: [sqlColumn('(FROM flights SELECT MIN(flight_date))', 'x', { columnType: 'BASE_AXIS', timeGrain: 'P1Y' })], metrics: ['count'] }, /column x may not contain subqueries/);
    await refused({ metrics: ['count'], filters: [{ col: sqlColumn('EXISTS (FROM flights)', 'f'), op: '==', val: true }] }, /column f may not contain subqueries/);
    await refused(
      { columns: ['state'], metrics: ['count'], series_columns: ['state'], series_limit: 3, series_limit_metric: sqlMetric('SUM(flights.distance)', 's') },
      /^Custom SQL of metric s may only refer to the dataset's columns: flights\.distance\.$/,
    );
  });

  it('refuses them for every result type, including the SQL-only answer', async () => {
    const query = { columns: ['state'], metrics: ['count'], extras: { where: 'EXISTS (FROM flights)' } };
    for (const resultType of ['full', 'results', 'samples', 'drill_detail', 'query']) {
      await refused(query, /may not contain subqueries/, { result_type: resultType });
    }
    await refused({ ...query, post_processing: [{ operation: 'pivot', options: { index: ['state'], aggregates: { count: { operator: 'sum' } } } }] }, /subqueries/);
  });

  it('refuses qualified names of other tables, second statements and unknown columns', async () => {
    const error = await refused({ metrics: [sqlMetric('SUM(flights.distance)')] }, /^Custom SQL of metric m may only refer to the dataset's columns: flights\.distance\.$/);
    expect(error.error_type).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
    await refused({ metrics: [sqlMetric('COUNT(*); DROP TABLE birth_names')] }, /more than one statement|not valid SQL/);
    await refused({ metrics: ['count'], extras: { where: 'distance > 10' } }, /dataset's columns: distance/);
    expect((await chartData(admin, [{ metrics: ['count'] }])).json().result[0].data).toEqual([{ count: 60_369 }]);
  });

  it('still runs ordinary adhoc SQL', async () => {
    const response = await chartData(reader, [
      {
        columns: ['gender'],
        metrics: [sqlMetric('SUM(num) / COUNT(*)', 'avg_num'), sqlMetric("SUM(CASE WHEN gender = 'girl' THEN num END)", 'girls')],
        extras: { where: "state IN ('CA','NY')", having: 'COUNT(*) > 0' },
        orderby: [['gender', true]],
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().result[0].data as { gender: string; avg_num: number; girls: number | null }[];
    expect(rows.map((r) => r.gender)).toEqual(['boy', 'girl']);
    expect(rows[0]!.girls).toBeNull();
    expect(rows[1]!.girls).toBeGreaterThan(0);
    expect(rows[0]!.avg_num).toBeGreaterThan(0);
  });

  it('checks saved metrics and calculated columns at save time, and again when they run', async () => {
    const dataset = (await t.app.inject({ method: 'GET', url: `/api/v1/dataset/${birthNames}`, headers: admin })).json().result;
    const keep = { metrics: dataset.metrics.map((m: { id: number; metric_name: string; expression: string }) => ({ id: m.id, metric_name: m.metric_name, expression: m.expression })) };
    const put = (body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/v1/dataset/${birthNames}`, headers: admin, payload: body });
    const badMetric = await put({ metrics: [...keep.metrics, { metric_name: 'flight_count', expression: '(FROM flights SELECT COUNT(*))' }] });
    expect(badMetric.statusCode, badMetric.body).toBe(422);
    expect(JSON.stringify(badMetric.json())).toMatch(/Invalid expression for metric flight_count: The expression may not contain subqueries/);
    const badColumn = await put({ columns: [{ column_name: 'leak', expression: 'flights.distance' }] });
    expect(badColumn.statusCode, badColumn.body).toBe(422);
    expect(JSON.stringify(badColumn.json())).toMatch(/Invalid expression for column leak: The expression may only refer to the dataset's columns: flights.distance/);

    // A metric stored before this check existed (or written to the database directly) is still refused when it runs.
    await t.store.db.insertInto('sql_metrics').values({ table_id: birthNames, metric_name: 'stale_leak', expression: 'MAX((FROM flights SELECT MAX(distance)))' }).execute();
    await refused({ metrics: ['stale_leak'] }, /^The expression of metric stale_leak may not contain subqueries\.$/);
    const good = await put({ metrics: [...keep.metrics, { metric_name: 'avg_num', expression: 'SUM(num) / COUNT(*)' }] });
    expect(good.statusCode, good.body).toBe(200);
    expect((await chartData(reader, [{ metrics: ['avg_num'] }])).statusCode).toBe(200);
  });
});

describe('custom SQL on PostgreSQL, MariaDB and SQLite', () => {
  let t: TestApp;
  let engines: EngineUnderTest[];
  let dropEngines: () => Promise<void>;
  let headers: Record<string, string>;
  const datasets = new Map<string, number>();

  const chartData = (engine: string, query: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: { datasource: { id: datasets.get(engine), type: 'table' }, queries: [query], force: true } });

  beforeAll(async () => {
    ({ engines, drop: dropEngines } = await openEnginesUnderTest());
    engines = engines.filter((e) => e.spec.engine !== 'duckdb');
    for (const engine of engines) {
      await loadFixture(engine.spec, engine.connection, 'facts');
      await engine.connection.execute('CREATE TABLE secrets (k INTEGER, v VARCHAR(20))');
      await engine.connection.execute("INSERT INTO secrets VALUES (1, 'hunter2')");
    }
    t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
    headers = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
    for (const engine of engines) {
      const database = await t.app.inject({ method: 'POST', url: '/api/v1/database/', headers, payload: { database_name: `fragments ${engine.spec.engine}`, sqlalchemy_uri: engine.uri } });
      expect(database.statusCode, database.body).toBe(201);
      const dataset = await t.app.inject({ method: 'POST', url: '/api/v1/dataset/', headers, payload: { database: database.json().id, schema: engine.defaultSchema, table_name: 'facts' } });
      expect(dataset.statusCode, dataset.body).toBe(201);
      datasets.set(engine.spec.engine, dataset.json().id);
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await dropEngines?.();
  });

  const DANGEROUS: Record<string, string> = {
    postgresql: "MAX(length(pg_read_file('/etc/passwd')))",
    mysql: "MAX(LENGTH(LOAD_FILE('/etc/passwd')))",
    sqlite: "MAX(length(load_extension('/tmp/evil.so')))",
  };

  it('runs ordinary adhoc SQL the same way on each engine', async () => {
    for (const engine of engines.map((e) => e.spec.engine)) {
      const response = await chartData(engine, {
        columns: ['grp'],
        metrics: [sqlMetric('SUM(qty) / COUNT(*)', 'avg_qty'), sqlMetric("SUM(CASE WHEN grp = 'alpha' THEN qty END)", 'alpha_qty')],
        extras: { where: "grp IN ('alpha', 'beta')" },
        orderby: [['grp', true]],
      });
      expect(response.statusCode, `${engine}: ${response.body}`).toBe(200);
      expect(response.json().result[0].data.map((r: { grp: string }) => r.grp), engine).toEqual(['alpha', 'beta']);
    }
  });

  it('refuses subqueries, other tables and server functions on each engine', async () => {
    for (const engine of engines.map((e) => e.spec.engine)) {
      const expectRefused = async (query: Record<string, unknown>, pattern: RegExp) => {
        const response = await chartData(engine, query);
        expect(response.statusCode, `${engine}: ${response.body}`).toBe(400);
        expect(response.json().errors[0].message, engine).toMatch(pattern);
      };
      await expectRefused({ metrics: ['count'], extras: { where: 'EXISTS (SELECT 1 FROM secrets)' } }, /may not contain subqueries/);
      await expectRefused({ columns: [sqlColumn('(SELECT MAX(v) FROM secrets)')], row_limit: 1 }, /may not contain subqueries/);
      await expectRefused({ metrics: [sqlMetric('MAX(secrets.v)')] }, /may only refer to the dataset's columns: secrets\.v/);
      await expectRefused({ metrics: [sqlMetric(DANGEROUS[engine]!)] }, /may not call (pg_read_file|load_file|load_extension)/);
      await expectRefused({ metrics: [sqlMetric('COUNT(*) -- the rest')] }, /single expression/);
    }
  });

  it('refuses text the engine would read differently from the parser', async () => {
    const response = await chartData('mysql', { metrics: [sqlMetric("COUNT(*) --LOAD_FILE('/etc/passwd')\n + 0")] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].message).toMatch(/'--' without a space/);
    const pg = await chartData('postgresql', { metrics: [sqlMetric("MAX('\\' || (SELECT v FROM secrets) || '')")] });
    expect(pg.statusCode, pg.body).toBe(400);
    expect(pg.json().errors[0].message).toMatch(/backslashes/);
  });
});
