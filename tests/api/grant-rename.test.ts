import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASOURCE_ACCESS, datasetPermName } from '../../app/server/security/datasource-access.js';
import { setUpDataAccessApp, type DataAccessApp } from './data-access-fixture.js';

/**
 * Grants are stored under permission names that carry the database and dataset names. A rename
 * moves the grants to the new names; a user who just read the dataset (and so has their
 * permissions cached) must keep reading it at once, not after the cache runs out.
 */

let d: DataAccessApp;
const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'rows' };

const readRows = async (user: string, datasetId: number) =>
  d.call(user, 'POST', '/api/v1/chart/data', { datasource: { id: datasetId, type: 'table' }, queries: [{ metrics: [COUNT] }] });

beforeAll(async () => {
  d = await setUpDataAccessApp();
}, 180_000);
afterAll(async () => d?.close());

describe('a grant on a renamed object applies at once', () => {
  it('after the database is renamed', async () => {
    await d.grantDataset('births_by_name', 'birth_names');
    await d.addUser('db_rename_reader', ['Gamma', 'births_by_name']);
    expect((await readRows('db_rename_reader', d.datasets['birth_names']!)).statusCode).toBe(200);

    const rename = (database_name: string) => d.call('admin', 'PUT', `/api/v1/database/${d.examplesId}`, { database_name });
    try {
      const renamed = await rename('examples_renamed');
      expect(renamed.statusCode, renamed.body).toBe(200);
      const response = await readRows('db_rename_reader', d.datasets['birth_names']!);
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      // Back to the name the other test grants under.
      expect((await rename('examples')).statusCode).toBe(200);
    }
    expect((await readRows('db_rename_reader', d.datasets['birth_names']!)).statusCode).toBe(200);
  });

  it('after the dataset is renamed', async () => {
    const created = await d.call('admin', 'POST', '/api/v1/dataset/', {
      database: d.examplesId,
      schema: 'main',
      table_name: 'births_by_state',
      sql: 'SELECT state, num FROM birth_names',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    await d.grant('births_by_state_reader', DATASOURCE_ACCESS, datasetPermName('examples', 'births_by_state', id));
    await d.addUser('dataset_rename_reader', ['Gamma', 'births_by_state_reader']);
    expect((await readRows('dataset_rename_reader', id)).statusCode).toBe(200);

    const renamed = await d.call('admin', 'PUT', `/api/v1/dataset/${id}`, { table_name: 'births_per_state' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const response = await readRows('dataset_rename_reader', id);
    expect(response.statusCode, response.body).toBe(200);
  });
});
