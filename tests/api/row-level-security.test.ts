import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { setUpDataAccessApp, type DataAccessApp } from './data-access-fixture.js';

/** `/api/v1/rowlevelsecurity/`, and the rules applied wherever rows of a dataset are read. */

let d: DataAccessApp;
const q = (value: unknown) => encodeURIComponent(rison.encode(value));
const CA = { col: 'state', op: '==', val: 'CA' };

/** SUM(num) of birth_names as `user` sees it, with optional filters. */
async function births(user: string, filters: unknown[] = []): Promise<number> {
  const response = await d.chartData(user, 'birth_names', [{ metrics: ['sum__num'], filters }]);
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json().result[0].data[0]['sum__num']);
}

async function createRule(body: Record<string, unknown>): Promise<number> {
  const response = await d.call('admin', 'POST', '/api/v1/rowlevelsecurity/', { filter_type: 'Regular', tables: [d.datasets['birth_names']], roles: [], ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const removeRules = async (ids: number[]) => expect((await d.call('admin', 'DELETE', `/api/v1/rowlevelsecurity/?q=${q(ids)}`)).statusCode).toBe(200);

beforeAll(async () => {
  d = await setUpDataAccessApp();
  await d.grantDataset('births_reader', 'birth_names');
  await d.grantDataset('ca_only', 'birth_names');
  await d.grantDataset('east_boys', 'birth_names');
  await d.grantExamples('examples_reader');
  await d.addUser('ca_reader', ['Gamma', 'births_reader', 'ca_only']);
  await d.addUser('east_reader', ['Gamma', 'east_boys']);
  await d.addUser('ca_sql', ['Gamma', 'sql_lab', 'examples_reader', 'ca_only']);
}, 180_000);
afterAll(async () => d?.close());

describe('the API', () => {
  it('creates, shows, lists, changes and deletes rules, as administrators only', async () => {
    const body = { name: 'California', description: 'West coast', filter_type: 'Regular', tables: [d.datasets['birth_names']], roles: [d.roleIds['ca_only']], group_key: 'region', clause: "state = 'CA'" };
    const created = await d.call('admin', 'POST', '/api/v1/rowlevelsecurity/', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().result).toEqual(body);
    const id = created.json().id;
    const shown = await d.call('admin', 'GET', `/api/v1/rowlevelsecurity/${id}`);
    expect(shown.json().result).toEqual({
      id, name: 'California', description: 'West coast', filter_type: 'Regular', group_key: 'region', clause: "state = 'CA'",
      tables: [{ id: d.datasets['birth_names'], schema: 'main', table_name: 'birth_names' }],
      roles: [{ id: d.roleIds['ca_only'], name: 'ca_only' }],
    });
    const other = await createRule({ name: 'Base flights', filter_type: 'Base', tables: [d.datasets['flights']], roles: [d.roleIds['examples_reader']], clause: '1 = 1' });

    const list = async (query: Record<string, unknown>) => (await d.call('admin', 'GET', `/api/v1/rowlevelsecurity/?q=${q(query)}`)).json();
    const all = await list({ order_column: 'name', order_direction: 'asc' });
    expect(all.count).toBe(2);
    expect(all.result.map((r: { name: string }) => r.name)).toEqual(['Base flights', 'California']);
    expect(all.result[1]).toMatchObject({ id, filter_type: 'Regular', tables: [{ id: d.datasets['birth_names'], table_name: 'birth_names' }], roles: [{ id: d.roleIds['ca_only'], name: 'ca_only' }], changed_by: { first_name: 'admin' } });
    expect((await list({ filters: [{ col: 'name', opr: 'ct', value: 'forn' }] })).ids).toEqual([id]);
    expect((await list({ filters: [{ col: 'filter_type', opr: 'eq', value: 'Base' }] })).ids).toEqual([other]);
    expect((await list({ filters: [{ col: 'tables', opr: 'rel_m_m', value: d.datasets['flights'] }] })).ids).toEqual([other]);
    expect((await list({ filters: [{ col: 'roles', opr: 'rel_m_m', value: d.roleIds['ca_only'] }] })).ids).toEqual([id]);
    expect((await list({ order_column: 'name', order_direction: 'desc', page: 1, page_size: 1 })).ids).toEqual([other]);
    expect((await d.call('admin', 'GET', `/api/v1/rowlevelsecurity/?q=${q({ filters: [{ col: 'secret', opr: 'eq', value: 1 }] })}`)).statusCode).toBe(400);

    const changed = await d.call('admin', 'PUT', `/api/v1/rowlevelsecurity/${id}`, { clause: "state = 'NY'", group_key: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await d.call('admin', 'GET', `/api/v1/rowlevelsecurity/${id}`)).json().result).toMatchObject({ name: 'California', clause: "state = 'NY'", group_key: null, roles: [{ id: d.roleIds['ca_only'] }] });

    for (const user of ['alpha', 'gamma', 'ca_reader']) {
      expect((await d.call(user, 'GET', '/api/v1/rowlevelsecurity/')).statusCode).toBe(403);
      expect((await d.call(user, 'POST', '/api/v1/rowlevelsecurity/', body)).statusCode).toBe(403);
      expect((await d.call(user, 'DELETE', `/api/v1/rowlevelsecurity/${id}`)).statusCode).toBe(403);
    }
    expect((await d.call('admin', 'DELETE', `/api/v1/rowlevelsecurity/?q=${q([id, other, 999_999])}`)).statusCode).toBe(404);
    const deleted = await d.call('admin', 'DELETE', `/api/v1/rowlevelsecurity/?q=${q([id, other])}`);
    expect(deleted.json()).toEqual({ message: 'Deleted 2 rules' });
    expect((await d.call('admin', 'GET', `/api/v1/rowlevelsecurity/${id}`)).statusCode).toBe(404);
    expect((await d.call('admin', 'DELETE', `/api/v1/rowlevelsecurity/${id}`)).statusCode).toBe(404);
  });

  it('validates every field and changes nothing when a body is refused', async () => {
    const post = (body: Record<string, unknown>) =>
      d.call('admin', 'POST', '/api/v1/rowlevelsecurity/', { name: 'Rule', filter_type: 'Regular', tables: [d.datasets['birth_names']], roles: [], clause: "state = 'CA'", ...body });
    for (const bad of [{ name: '' }, { filter_type: 'Sometimes' }, { clause: '' }, { tables: [] }, { tables: 'birth_names' }, { unknown: 1 }]) {
      const response = await post(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await post({ name: '   ' })).json().message).toEqual({ name: ['Name is required.'] });
    expect((await post({ tables: [999_999] })).json().message).toEqual({ tables: ['Some datasets do not exist'] });
    expect((await post({ roles: [999_999] })).json().message).toEqual({ roles: ['Some roles do not exist'] });
    const injected = await post({ clause: "state = 'CA'; DROP TABLE birth_names" });
    expect(injected.statusCode).toBe(422);
    expect(injected.json().message.clause[0]).toMatch(/birth_names/);
    expect((await post({ clause: 'state IN (SELECT state FROM flights)' })).json().message.clause[0]).toMatch(/subqueries/);
    // An expression over the dataset's own columns only.
    expect((await post({ clause: "secret_column = 'CA'" })).json().message.clause[0]).toMatch(/secret_column/);
    expect((await post({ clause: "flights.state = 'CA'" })).statusCode).toBe(422);
    const id = await createRule({ name: 'Rule', clause: "state = 'CA'" });
    expect((await post({})).json().message).toEqual({ name: ['A rule named Rule already exists.'] });
    expect((await d.call('admin', 'PUT', `/api/v1/rowlevelsecurity/${id}`, { clause: '1 = 1 -- ', name: 'Renamed' })).statusCode).toBe(422);
    expect((await d.call('admin', 'PUT', '/api/v1/rowlevelsecurity/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await d.call('admin', 'GET', `/api/v1/rowlevelsecurity/${id}`)).json().result).toMatchObject({ name: 'Rule', clause: "state = 'CA'" });
    expect((await d.call('admin', 'GET', '/api/v1/rowlevelsecurity/')).json().count).toBe(1);
    await removeRules([id]);
  });

  it('offers the datasets and roles a rule may name', async () => {
    const tables = (await d.call('admin', 'GET', `/api/v1/rowlevelsecurity/related/tables?q=${q({ filter: 'birth_n' })}`)).json();
    expect(tables.result).toEqual([{ value: d.datasets['birth_names'], text: 'main.birth_names', extra: { database: 'examples' } }]);
    const roles = (await d.call('admin', 'GET', `/api/v1/rowlevelsecurity/related/roles?q=${q({ filter: 'ca_' })}`)).json();
    expect(roles.result).toEqual([{ value: d.roleIds['ca_only'], text: 'ca_only', extra: {} }]);
    expect((await d.call('admin', 'GET', '/api/v1/rowlevelsecurity/related/clause')).statusCode).toBe(404);
    expect((await d.call('admin', 'GET', '/api/v1/rowlevelsecurity/_info')).json().permissions).toEqual(['can_read', 'can_write']);
  });
});

describe('rules applied to reads', () => {
  let total: number;
  let california: number;

  beforeAll(async () => {
    total = await births('admin');
    california = await births('admin', [CA]);
    expect(california).toBeGreaterThan(0);
    expect(california).toBeLessThan(total);
  });

  it('filters chart data, samples, drill to detail, CSV and column values of a Regular rule’s roles, and no one else’s', async () => {
    // The admin's unfiltered answer is cached first: the filtered user must not be served it.
    expect(await births('admin')).toBe(total);
    const rule = await createRule({ name: 'CA only', roles: [d.roleIds['ca_only']], clause: "state = 'CA'" });
    expect(await births('ca_reader')).toBe(california);
    expect(await births('admin')).toBe(total);

    const rows = async (resultType: string) => {
      const response = await d.chartData('ca_reader', 'birth_names', [{ columns: ['state'], metrics: [], row_limit: 500 }], { result_type: resultType });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result[0];
    };
    const samples = await rows('samples');
    expect(samples.data.length).toBeGreaterThan(0);
    expect(new Set(samples.data.map((r: { state: string }) => r.state))).toEqual(new Set(['CA']));
    const drill = await rows('drill_detail');
    const adminDrill = (await d.chartData('admin', 'birth_names', [{ metrics: [], filters: [CA], row_limit: 1 }], { result_type: 'drill_detail' })).json().result[0];
    expect(drill.total_count).toBe(adminDrill.total_count);
    const paged = await d.call('ca_reader', 'POST', `/datasource/samples?datasource_type=table&datasource_id=${d.datasets['birth_names']}&per_page=1000`, {});
    expect(new Set(paged.json().result.data.map((r: { state: string }) => r.state))).toEqual(new Set(['CA']));

    const csv = await d.chartData('ca_reader', 'birth_names', [{ columns: ['state'], metrics: ['count'] }], { result_format: 'csv' });
    expect(csv.body.trim().split('\n').slice(1).map((line) => line.split(',')[0])).toEqual(['CA']);
    const values = await d.call('ca_reader', 'GET', `/api/v1/datasource/table/${d.datasets['birth_names']}/column/state/values/`);
    expect(values.json().result).toEqual(['CA']);
    expect((await d.call('admin', 'GET', `/api/v1/datasource/table/${d.datasets['birth_names']}/column/state/values/`)).json().result.length).toBeGreaterThan(1);

    // A change applies to the very next query.
    await d.call('admin', 'PUT', `/api/v1/rowlevelsecurity/${rule}`, { clause: "state = 'NY'" });
    expect(await births('ca_reader')).toBe(await births('admin', [{ col: 'state', op: '==', val: 'NY' }]));
    await removeRules([rule]);
    expect(await births('ca_reader')).toBe(total);
  });

  it('applies a Base rule to everyone outside its roles, administrators included', async () => {
    const girls = await births('admin', [{ col: 'gender', op: '==', val: 'girl' }]);
    const rule = await createRule({ name: 'Girls unless CA role', filter_type: 'Base', roles: [d.roleIds['ca_only']], clause: "gender = 'girl'" });
    expect(await births('admin')).toBe(girls);
    expect(await births('east_reader')).toBe(girls);
    expect(await births('ca_reader')).toBe(total);
    await removeRules([rule]);
    expect(await births('admin')).toBe(total);
  });

  it('ORs the clauses of one group key and ANDs groups and ungrouped clauses', async () => {
    const roles = [d.roleIds['east_boys']];
    const rules = [
      await createRule({ name: 'NY', roles, group_key: 'east', clause: "state = 'NY'" }),
      await createRule({ name: 'NJ', roles, group_key: 'east', clause: "state = 'NJ'" }),
      await createRule({ name: 'Boys', roles, clause: "gender = 'boy'" }),
    ];
    const expected = await births('admin', [{ col: 'state', op: 'IN', val: ['NY', 'NJ'] }, { col: 'gender', op: '==', val: 'boy' }]);
    expect(expected).toBeGreaterThan(0);
    expect(await births('east_reader')).toBe(expected);
    const values = await d.call('east_reader', 'GET', `/api/v1/datasource/table/${d.datasets['birth_names']}/column/state/values/`);
    expect([...values.json().result].sort()).toEqual(['NJ', 'NY']);
    await removeRules(rules);
  });

  it('refuses SQL Lab on a database where rules limit the caller (running, estimating, stored results), until the rules go', async () => {
    const sql = 'SELECT COUNT(*) AS n FROM flights';
    const execute = () => d.call('ca_sql', 'POST', '/api/v1/sqllab/execute/', { database_id: d.examplesId, sql, runAsync: false });
    const estimate = () => d.call('ca_sql', 'POST', '/api/v1/sqllab/estimate/', { database_id: d.examplesId, sql });
    const ran = await execute();
    expect(ran.statusCode).toBe(200);
    const results = () => d.call('ca_sql', 'GET', `/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode({ key: ran.json().query.resultsKey }))}`);
    expect((await results()).statusCode).toBe(200);
    expect((await estimate()).statusCode).toBe(200);
    const rule = await createRule({ name: 'CA in SQL Lab', roles: [d.roleIds['ca_only']], clause: "state = 'CA'" });
    for (const refused of [await execute(), await estimate(), await results()]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ error_type: 'TABLE_SECURITY_ACCESS_ERROR', message: expect.stringContaining('birth_names') });
    }
    await removeRules([rule]);
    expect((await execute()).statusCode).toBe(200);
    expect((await results()).statusCode).toBe(200);
  });
});
