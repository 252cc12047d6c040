import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../store/store-test-harness.js';
import { BUILT_IN_ROLES } from './role-definitions.js';
import { SecurityManager } from './security-manager.js';

let testStore: TestStore;
let security: SecurityManager;

const grantCount = async () =>
  Number((await testStore.store.db.selectFrom('ab_permission_view_role').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeEach(async () => {
  testStore = await createTestStore('sqlite');
  security = new SecurityManager(testStore.store.db);
});
afterEach(async () => testStore.drop());

describe('SecurityManager.syncRoleDefinitions', () => {
  it('grants every built-in pair once, and a second run changes nothing', async () => {
    await security.syncRoleDefinitions();
    const expected = Object.values(BUILT_IN_ROLES).reduce((n, pairs) => n + pairs.length, 0);
    expect(await grantCount()).toBe(expected);
    await security.syncRoleDefinitions();
    expect(await grantCount()).toBe(expected);
  });

  it('restores a built-in grant that went missing', async () => {
    await security.syncRoleDefinitions();
    const before = await grantCount();
    const gamma = await testStore.store.db.selectFrom('ab_role').select('id').where('name', '=', 'Gamma').executeTakeFirstOrThrow();
    const one = await testStore.store.db.selectFrom('ab_permission_view_role').select('id').where('role_id', '=', gamma.id).executeTakeFirstOrThrow();
    await testStore.store.db.deleteFrom('ab_permission_view_role').where('id', '=', one.id).execute();
    await security.syncRoleDefinitions();
    expect(await grantCount()).toBe(before);
  });
});

describe('SecurityManager.syncRoleDefinitions and what administrators changed', () => {
  const viewsOf = async (role: string) =>
    (
      await testStore.store.db
        .selectFrom('ab_permission_view_role as pvr')
        .innerJoin('ab_role as r', 'r.id', 'pvr.role_id')
        .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
        .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
        .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
        .select(['p.name as permission', 'v.name as view'])
        .where('r.name', '=', role)
        .execute()
    ).map((g) => `${g.permission} ${g.view}`).sort();

  it('leaves custom roles as they are, and keeps grants added to built-in roles', async () => {
    const db = testStore.store.db;
    await security.syncRoleDefinitions();
    const custom = await db.insertInto('ab_role').values({ name: 'Auditors' }).returning('id').executeTakeFirstOrThrow();
    const gamma = await db.selectFrom('ab_role').select('id').where('name', '=', 'Gamma').executeTakeFirstOrThrow();
    const logRead = await db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select('pv.id')
      .where('p.name', '=', 'can_read')
      .where('v.name', '=', 'Log')
      .executeTakeFirstOrThrow();
    await db.insertInto('ab_permission_view_role').values([{ role_id: custom.id, permission_view_id: logRead.id }, { role_id: gamma.id, permission_view_id: logRead.id }]).execute();
    const gammaBefore = await viewsOf('Gamma');
    await security.syncRoleDefinitions();
    expect(await viewsOf('Auditors')).toEqual(['can_read Log']);
    expect(await viewsOf('Gamma')).toEqual(gammaBefore);
    expect(gammaBefore).toContain('can_read Log');
  });

  it('creates the permission views of databases and datasets written without them', async () => {
    const db = testStore.store.db;
    const database = await db.insertInto('dbs').values({ database_name: 'legacy', sqlalchemy_uri: 'duckdb:///:memory:' }).returning('id').executeTakeFirstOrThrow();
    const table = await db.insertInto('tables').values({ database_id: database.id, schema: 'main', table_name: 'old' }).returning('id').executeTakeFirstOrThrow();
    await security.syncRoleDefinitions();
    const views = (await db.selectFrom('ab_view_menu').select('name').where('name', 'like', '[legacy]%').orderBy('name').execute()).map((v) => v.name);
    expect(views).toEqual([`[legacy].(id:${database.id})`, '[legacy].[main]', `[legacy].[old](id:${table.id})`]);
  });
});

describe('SecurityManager.createUser', () => {
  it('refuses a username or email that differs from an existing one only in case, and a user without roles', async () => {
    await security.syncRoleDefinitions();
    await security.createUser({ username: 'Ada', password: 'ada-password', email: 'ada@example.com', roles: ['Gamma'] });
    await expect(security.createUser({ username: 'ada', password: 'ada-password', roles: ['Gamma'] })).rejects.toThrow('User ada already exists');
    await expect(security.createUser({ username: 'lovelace', password: 'ada-password', email: 'ADA@example.com', roles: ['Gamma'] })).rejects.toThrow(
      'Email ADA@example.com is already used by another user',
    );
    await expect(security.createUser({ username: 'nobody', password: 'nobody-password', roles: [] })).rejects.toThrow('at least one role');
  });
});
