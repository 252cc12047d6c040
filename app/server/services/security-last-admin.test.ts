import { beforeAll, expect, it } from 'vitest';
import { SecurityManager } from '../security/security-manager.js';
import { describeEachDialect } from '../store/describe-each-dialect.js';
import { countActiveAdministrators, lockAdministrators } from './security-last-admin.js';

describeEachDialect('the last administrator rule', ({ store }) => {
  beforeAll(async () => {
    await new SecurityManager(store().db).syncRoleDefinitions();
  });

  it('lockAdministrators holds a second transaction until the first ends', async () => {
    const db = store().db;
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db.transaction().execute(async (trx) => {
      await lockAdministrators(trx);
      events.push('first locked');
      await held;
      events.push('first done');
    });
    await expect.poll(() => events).toEqual(['first locked']);
    const second = db.transaction().execute(async (trx) => {
      await lockAdministrators(trx);
      events.push('second locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first locked', 'first done', 'second locked']);
  });

  it('counts active users holding a role named admin in any case', async () => {
    const security = new SecurityManager(store().db);
    expect(await countActiveAdministrators(store().db)).toBe(0);
    await store().db.insertInto('ab_role').values({ name: 'ADMIN' }).execute();
    await security.createUser({ username: 'upper', password: 'upper-password', roles: ['ADMIN'] });
    const id = await security.createUser({ username: 'plain', password: 'plain-password', roles: ['Admin', 'Gamma'] });
    expect(await countActiveAdministrators(store().db)).toBe(2);
    await store().db.updateTable('ab_user').set({ active: false }).where('id', '=', id).execute();
    expect(await countActiveAdministrators(store().db)).toBe(1);
  });
});
