import { expect, it } from 'vitest';
import { describeEachDialect } from '../../store/describe-each-dialect.js';
import { DatasourceLoader, loadDatasource } from './load-datasource.js';

describeEachDialect('DatasourceLoader', ({ store }) => {
  async function dataset(name: string): Promise<number> {
    const { db } = store();
    const database = await db.insertInto('dbs').values({ database_name: `db-${name}`, sqlalchemy_uri: 'duckdb:///examples.duckdb' }).returning('id').executeTakeFirstOrThrow();
    const table = await db.insertInto('tables').values({ database_id: database.id, schema: 'main', table_name: name, changed_on: '2024-01-01 00:00:00' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('table_columns').values([
      { table_id: table.id, column_name: 'ds', type: 'TIMESTAMP', is_dttm: true, changed_on: '2024-01-01 00:00:00' },
      { table_id: table.id, column_name: 'num', type: 'BIGINT', changed_on: '2024-01-01 00:00:00' },
    ]).execute();
    await db.insertInto('sql_metrics').values({ table_id: table.id, metric_name: 'count', expression: 'COUNT(*)', changed_on: '2024-01-01 00:00:00' }).execute();
    return table.id;
  }

  it('loads what loadDatasource loads, and reuses it while nothing it was read from changed', async () => {
    const id = await dataset('events');
    const loader = new DatasourceLoader(store().db);
    const first = await loader.load(id);
    expect(first).toEqual(await loadDatasource(store().db, id));
    expect(await loader.load(id)).toBe(first);
  });

  it('reads again after the dataset, its database, a column or a metric changed, or one was added or removed', async () => {
    const { db } = store();
    const id = await dataset('sales');
    const loader = new DatasourceLoader(db);
    let previous = (await loader.load(id))!;
    const changes: (() => Promise<unknown>)[] = [
      () => db.updateTable('tables').set({ cache_timeout: 60, changed_on: '2024-01-02 00:00:00' }).where('id', '=', id).execute(),
      () => db.updateTable('dbs').set({ cache_timeout: 30, changed_on: '2024-01-03 00:00:00' }).where('id', '=', previous.database.id).execute(),
      () => db.updateTable('table_columns').set({ verbose_name: 'Number', changed_on: '2024-01-04 00:00:00' }).where('table_id', '=', id).where('column_name', '=', 'num').execute(),
      () => db.updateTable('sql_metrics').set({ expression: 'COUNT(1)', changed_on: '2024-01-05 00:00:00' }).where('table_id', '=', id).execute(),
      // Same stamps as before: only the count tells.
      () => db.insertInto('table_columns').values({ table_id: id, column_name: 'extra', type: 'VARCHAR', changed_on: '2024-01-01 00:00:00' }).execute(),
      () => db.deleteFrom('sql_metrics').where('table_id', '=', id).execute(),
    ];
    for (const change of changes) {
      await change();
      const next = (await loader.load(id))!;
      expect(next).not.toBe(previous);
      expect(next).toEqual(await loadDatasource(db, id));
      expect(await loader.load(id)).toBe(next);
      previous = next;
    }
    expect(previous).toMatchObject({ dataset: { cache_timeout: 60 }, database: { cache_timeout: 30 }, metrics: [] });
    expect(previous.columns.map((c) => c.column_name)).toEqual(['ds', 'num', 'extra']);
  });

  it('answers null for a dataset that does not exist or no longer does', async () => {
    const id = await dataset('gone');
    const loader = new DatasourceLoader(store().db);
    expect(await loader.load(id)).not.toBeNull();
    await store().db.deleteFrom('tables').where('id', '=', id).execute();
    expect(await loader.load(id)).toBeNull();
    expect(await loader.load(987_654)).toBeNull();
  });
});
