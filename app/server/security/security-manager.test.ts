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
