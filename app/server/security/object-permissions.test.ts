import { expect, it } from 'vitest';
import { describeEachDialect } from '../store/describe-each-dialect.js';
import type { Store } from '../store/store.js';
import {
  addDatabasePermissions,
  ensureAllObjectPermissions,
  removeDatabasePermissions,
  removeDatasetPermissions,
  renameDatabasePermissions,
  syncDatasetPermissions,
} from './object-permissions.js';

async function pairs(store: Store): Promise<string[]> {
  const rows = await store.db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select(['p.name as permission', 'v.name as view'])
    .where('v.name', 'like', '[%')
    .orderBy('v.name')
    .orderBy('p.name')
    .execute();
  return rows.map((r) => `${r.permission} ${r.view}`);
}

async function grant(store: Store, permission: string, view: string): Promise<void> {
  const pv = await store.db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select('pv.id')
    .where('p.name', '=', permission)
    .where('v.name', '=', view)
    .executeTakeFirstOrThrow();
  const role = await store.db.insertInto('ab_role').values({ name: `role ${view}` }).returning('id').executeTakeFirstOrThrow();
  await store.db.insertInto('ab_permission_view_role').values({ permission_view_id: pv.id, role_id: role.id }).execute();
}

async function grantedViews(store: Store): Promise<string[]> {
  const rows = await store.db
    .selectFrom('ab_permission_view_role as pvr')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select('v.name')
    .where('v.name', 'like', '[%')
    .orderBy('v.name')
    .execute();
  return rows.map((r) => r.name);
}

describeEachDialect('object permissions follow databases and datasets', ({ store }) => {
  it('creates, renames (keeping grants) and removes the views of a database and its datasets', async () => {
    const db = store().db;
    const database = await db.insertInto('dbs').values({ database_name: 'sales', sqlalchemy_uri: 'duckdb:///:memory:' }).returning(['id', 'database_name']).executeTakeFirstOrThrow();
    const table = await db.insertInto('tables').values({ database_id: database.id, schema: 'public', table_name: 'orders' }).returning('id').executeTakeFirstOrThrow();
    const dataset = { id: table.id, table_name: 'orders', schema: 'public', database };

    await db.transaction().execute(async (trx) => {
      await addDatabasePermissions(trx, database, ['public', 'staging']);
      await syncDatasetPermissions(trx, dataset);
    });
    expect(await pairs(store())).toEqual([
      `database_access [sales].(id:${database.id})`,
      `datasource_access [sales].[orders](id:${table.id})`,
      'schema_access [sales].[public]',
      'schema_access [sales].[staging]',
    ]);
    expect(await db.selectFrom('tables').select(['perm', 'schema_perm']).where('id', '=', table.id).executeTakeFirstOrThrow()).toEqual({
      perm: `[sales].[orders](id:${table.id})`,
      schema_perm: '[sales].[public]',
    });

    await grant(store(), 'datasource_access', `[sales].[orders](id:${table.id})`);
    await db.transaction().execute((trx) => syncDatasetPermissions(trx, { ...dataset, table_name: 'orders_v2' }, dataset));
    expect(await grantedViews(store())).toEqual([`[sales].[orders_v2](id:${table.id})`]);

    await db.transaction().execute((trx) => renameDatabasePermissions(trx, 'sales', { id: database.id, database_name: 'revenue' }));
    expect(await grantedViews(store())).toEqual([`[revenue].[orders_v2](id:${table.id})`]);
    expect((await pairs(store())).every((p) => p.includes('[revenue]'))).toBe(true);
    expect(await db.selectFrom('tables').select('perm').where('id', '=', table.id).executeTakeFirstOrThrow()).toEqual({ perm: `[revenue].[orders_v2](id:${table.id})` });

    const renamed = { ...dataset, table_name: 'orders_v2', database: { id: database.id, database_name: 'revenue' } };
    await db.transaction().execute((trx) => removeDatasetPermissions(trx, renamed));
    expect(await grantedViews(store())).toEqual([]);
    await db.transaction().execute((trx) => removeDatabasePermissions(trx, renamed.database));
    expect(await pairs(store())).toEqual([]);
  });

  it('backfills the views of rows written without them, once', async () => {
    const db = store().db;
    const database = await db.insertInto('dbs').values({ database_name: 'legacy', sqlalchemy_uri: 'duckdb:///:memory:' }).returning('id').executeTakeFirstOrThrow();
    const table = await db.insertInto('tables').values({ database_id: database.id, schema: null, table_name: 'old' }).returning('id').executeTakeFirstOrThrow();
    await ensureAllObjectPermissions(db);
    await ensureAllObjectPermissions(db);
    expect((await pairs(store())).filter((p) => p.includes('[legacy]'))).toEqual([
      `database_access [legacy].(id:${database.id})`,
      `datasource_access [legacy].[old](id:${table.id})`,
    ]);
  });
});
