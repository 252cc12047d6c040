import { expect, it } from 'vitest';
import { describeEachDialect } from './describe-each-dialect.js';
import type { Store } from './store.js';

async function addUser(store: Store, username: string): Promise<number> {
  const row = await store.db
    .insertInto('ab_user')
    .values({ first_name: 'Ada', last_name: 'Lovelace', username, email: `${username}@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addDatabase(store: Store, name: string): Promise<number> {
  const row = await store.db
    .insertInto('dbs')
    .values({ database_name: name, sqlalchemy_uri: 'duckdb:///examples.duckdb' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDialect('metadata store round trips', ({ store }) => {
  it('stores users with roles and reads them back joined', async () => {
    const { db } = store();
    const userId = await addUser(store(), 'ada');
    const roles = await db
      .insertInto('ab_role')
      .values([{ name: 'Admin' }, { name: 'Gamma' }])
      .returning(['id', 'name'])
      .execute();
    await db
      .insertInto('ab_user_role')
      .values(roles.map((role) => ({ user_id: userId, role_id: role.id })))
      .execute();

    const rows = await db
      .selectFrom('ab_user')
      .innerJoin('ab_user_role', 'ab_user_role.user_id', 'ab_user.id')
      .innerJoin('ab_role', 'ab_role.id', 'ab_user_role.role_id')
      .where('ab_user.username', '=', 'ada')
      .select(['ab_user.username', 'ab_user.email', 'ab_user.active', 'ab_role.name as role'])
      .orderBy('ab_role.name')
      .execute();
    expect(rows).toEqual([
      { username: 'ada', email: 'ada@example.com', active: true, role: 'Admin' },
      { username: 'ada', email: 'ada@example.com', active: true, role: 'Gamma' },
    ]);
  });

  it('keeps a dataset with its columns and metrics, and deleting it removes them', async () => {
    const { db } = store();
    const ownerId = await addUser(store(), 'owner');
    const databaseId = await addDatabase(store(), 'examples');
    const dataset = await db
      .insertInto('tables')
      .values({ database_id: databaseId, schema: 'main', table_name: 'birth_names', created_by_fk: ownerId })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(dataset).toMatchObject({ schema: 'main', catalog: null, offset: 0, filter_select_enabled: true });
    await db.insertInto('sqlatable_user').values({ user_id: ownerId, table_id: dataset.id }).execute();
    await db
      .insertInto('table_columns')
      .values([
        { table_id: dataset.id, column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
        { table_id: dataset.id, column_name: 'name', type: 'VARCHAR' },
        {
          table_id: dataset.id,
          column_name: 'num',
          type: 'BIGINT',
          extra: JSON.stringify({ certified_by: 'Data team' }),
        },
      ])
      .execute();
    await db
      .insertInto('sql_metrics')
      .values({ table_id: dataset.id, metric_name: 'count', expression: 'COUNT(*)', metric_type: 'count' })
      .execute();

    const columns = await db
      .selectFrom('table_columns')
      .where('table_id', '=', dataset.id)
      .select(['column_name', 'is_dttm', 'groupby', 'extra'])
      .orderBy('column_name')
      .execute();
    expect(columns).toEqual([
      { column_name: 'ds', is_dttm: true, groupby: true, extra: null },
      { column_name: 'name', is_dttm: false, groupby: true, extra: null },
      { column_name: 'num', is_dttm: false, groupby: true, extra: '{"certified_by":"Data team"}' },
    ]);

    await db.deleteFrom('tables').where('id', '=', dataset.id).execute();
    const left = async (table: 'table_columns' | 'sql_metrics' | 'sqlatable_user') =>
      db.selectFrom(table).where('table_id', '=', dataset.id).select('id').execute();
    expect(await left('table_columns')).toEqual([]);
    expect(await left('sql_metrics')).toEqual([]);
    expect(await left('sqlatable_user')).toEqual([]);
    // The owner is untouched.
    expect(await db.selectFrom('ab_user').where('id', '=', ownerId).select('id').execute()).toHaveLength(1);
  });

  it('refuses to delete a database that still has datasets', async () => {
    const { db } = store();
    const databaseId = await addDatabase(store(), 'in_use');
    await db.insertInto('tables').values({ database_id: databaseId, table_name: 't' }).execute();
    await expect(db.deleteFrom('dbs').where('id', '=', databaseId).execute()).rejects.toThrow();
  });

  it('links charts to a dashboard and unlinks them when the dashboard goes', async () => {
    const { db } = store();
    const dashboard = await db
      .insertInto('dashboards')
      .values({ dashboard_title: 'Sales', slug: 'sales', json_metadata: '{"color_scheme":"supersetColors"}' })
      .returning(['id', 'published'])
      .executeTakeFirstOrThrow();
    expect(dashboard.published).toBe(false);
    const charts = await db
      .insertInto('slices')
      .values([
        { slice_name: 'Revenue', viz_type: 'big_number_total', datasource_type: 'table', datasource_id: 1 },
        { slice_name: 'By region', viz_type: 'pie', datasource_type: 'table', datasource_id: 1 },
      ])
      .returning('id')
      .execute();
    await db
      .insertInto('dashboard_slices')
      .values(charts.map((chart) => ({ dashboard_id: dashboard.id, slice_id: chart.id })))
      .execute();

    const names = await db
      .selectFrom('dashboard_slices')
      .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
      .where('dashboard_slices.dashboard_id', '=', dashboard.id)
      .select('slices.slice_name')
      .orderBy('slices.slice_name')
      .execute();
    expect(names.map((row) => row.slice_name)).toEqual(['By region', 'Revenue']);

    await expect(
      db.insertInto('dashboard_slices').values({ dashboard_id: dashboard.id, slice_id: charts[0]!.id }).execute(),
    ).rejects.toThrow();

    await db.deleteFrom('dashboards').where('id', '=', dashboard.id).execute();
    expect(
      await db.selectFrom('dashboard_slices').where('dashboard_id', '=', dashboard.id).select('id').execute(),
    ).toEqual([]);
    expect(await db.selectFrom('slices').where('id', 'in', charts.map((c) => c.id)).select('id').execute()).toHaveLength(2);
  });

  it('reports a unique violation as an error and writes nothing from the transaction', async () => {
    const { db } = store();
    await addUser(store(), 'taken');
    const before = await db.selectFrom('ab_user').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('ab_user')
          .values({ first_name: 'New', last_name: 'User', username: 'fresh', email: 'fresh@example.com' })
          .execute();
        await trx
          .insertInto('ab_user')
          .values({ first_name: 'Dup', last_name: 'User', username: 'taken', email: 'other@example.com' })
          .execute();
      }),
    ).rejects.toThrow(/unique/i);

    const after = await db.selectFrom('ab_user').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await db.selectFrom('ab_user').where('username', '=', 'fresh').select('id').execute()).toEqual([]);
  });

  it('treats a dataset without catalog or schema as unique per database and table name', async () => {
    const { db } = store();
    const databaseId = await addDatabase(store(), 'no_schema');
    await db.insertInto('tables').values({ database_id: databaseId, table_name: 'events' }).execute();
    await expect(
      db.insertInto('tables').values({ database_id: databaseId, table_name: 'events' }).execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    // The same name in a named schema is a different table.
    await db.insertInto('tables').values({ database_id: databaseId, schema: 'raw', table_name: 'events' }).execute();
  });
});
