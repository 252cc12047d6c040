import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { DATASOURCE_ACCESS, datasetPermName } from '../../app/server/security/datasource-access.js';
import { setUpDataAccessApp, type DataAccessApp } from './data-access-fixture.js';

/**
 * A row-level-security rule on a physical dataset holds for its table: a second dataset over
 * main.birth_names (here one without a schema, which DuckDB reads as `main`) cannot be used to
 * read around it. The rules themselves are in row-level-security.test.ts.
 */

let d: DataAccessApp;
let second: number;
/** SUM(num) as an ad-hoc metric: the second dataset has none of the examples' saved metrics. */
const SUM_NUM = { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM', label: 'sum(num)' };
const CA = { col: 'state', op: '==', val: 'CA' };

async function births(user: string, datasetId: number, filters: unknown[] = []): Promise<number> {
  const response = await d.call(user, 'POST', '/api/v1/chart/data', { datasource: { id: datasetId, type: 'table' }, queries: [{ metrics: [SUM_NUM], filters }] });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json().result[0].data[0]['sum(num)']);
}

async function createRule(body: Record<string, unknown>): Promise<number> {
  const response = await d.call('admin', 'POST', '/api/v1/rowlevelsecurity/', { filter_type: 'Regular', roles: [], ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const removeRule = async (id: number) =>
  expect((await d.call('admin', 'DELETE', `/api/v1/rowlevelsecurity/?q=${encodeURIComponent(rison.encode([id]))}`)).statusCode).toBe(200);

beforeAll(async () => {
  d = await setUpDataAccessApp();
  const created = await d.call('admin', 'POST', '/api/v1/dataset/', { database: d.examplesId, table_name: 'birth_names' });
  expect(created.statusCode, created.body).toBe(201);
  second = created.json().id;
  expect((await d.call('admin', 'GET', `/api/v1/dataset/${second}`)).json().result.schema ?? null).toBeNull();
  await d.grantDataset('ca_only', 'birth_names');
  await d.grant('ca_only', DATASOURCE_ACCESS, datasetPermName('examples', 'birth_names', second));
  await d.addUser('ca_reader', ['Gamma', 'ca_only']);
}, 180_000);
afterAll(async () => d?.close());

describe('a rule on one dataset of a table', () => {
  it('filters every other physical dataset over that table, for the rule’s roles only', async () => {
    const total = await births('admin', second);
    const california = await births('admin', second, [CA]);
    expect(california).toBeLessThan(total);
    const rule = await createRule({ name: 'CA on main.birth_names', tables: [d.datasets['birth_names']], roles: [d.roleIds['ca_only']], clause: "state = 'CA'" });
    try {
      expect(await births('ca_reader', second)).toBe(california);
      expect(await births('ca_reader', d.datasets['birth_names']!)).toBe(california);
      expect(await births('admin', second)).toBe(total);
      const values = await d.call('ca_reader', 'GET', `/api/v1/datasource/table/${second}/column/state/values/`);
      expect(values.json().result).toEqual(['CA']);
      const samples = await d.call('ca_reader', 'POST', `/datasource/samples?datasource_type=table&datasource_id=${second}&per_page=1000`, {});
      expect(new Set(samples.json().result.data.map((r: { state: string }) => r.state))).toEqual(new Set(['CA']));
    } finally {
      await removeRule(rule);
    }
    expect(await births('ca_reader', second)).toBe(total);
  });

  it('works the other way round: a Base rule on the dataset without a schema holds for main.birth_names', async () => {
    const girls = await births('admin', d.datasets['birth_names']!, [{ col: 'gender', op: '==', val: 'girl' }]);
    const rule = await createRule({ name: 'Girls on birth_names', filter_type: 'Base', tables: [second], clause: "gender = 'girl'" });
    try {
      expect(await births('admin', d.datasets['birth_names']!)).toBe(girls);
      expect(await births('ca_reader', d.datasets['birth_names']!)).toBe(girls);
    } finally {
      await removeRule(rule);
    }
  });

  it('keeps a rule on a virtual dataset to that dataset', async () => {
    // A virtual dataset named like the table is its own SQL: rules on it stay with it.
    const virtual = await d.call('admin', 'POST', '/api/v1/dataset/', { database: d.examplesId, schema: 'main', table_name: 'girls_only', sql: "SELECT * FROM birth_names WHERE gender = 'girl'" });
    expect(virtual.statusCode, virtual.body).toBe(201);
    const total = await births('admin', d.datasets['birth_names']!);
    const rule = await createRule({ name: 'Nothing on the virtual one', filter_type: 'Base', tables: [virtual.json().id], clause: '1 = 0' });
    try {
      expect(await births('admin', d.datasets['birth_names']!)).toBe(total);
      expect(await births('admin', second)).toBe(total);
    } finally {
      await removeRule(rule);
    }
  });
});
