import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../store/describe-each-dialect.js';
import { SecurityManager } from './security-manager.js';
import { SessionRegistry } from './session-registry.js';

const inAnHour = () => new Date(Date.now() + 3_600_000);

describeEachDialect('SessionRegistry', ({ store }) => {
  let ann: number;
  let bob: number;
  const db = () => store().db;

  beforeAll(async () => {
    const security = new SecurityManager(db());
    await security.syncRoleDefinitions();
    ann = await security.createUser({ username: 'ann', password: 'ann-password', roles: ['Gamma'] });
    bob = await security.createUser({ username: 'bob', password: 'bob-password', roles: ['Gamma'] });
  });

  it('knows a started session for its own user only', async () => {
    const sessions = new SessionRegistry(db());
    const id = await sessions.start(ann, inAnHour());
    expect(await sessions.isActive(id, ann)).toBe(true);
    expect(await sessions.isActive(id, bob)).toBe(false);
    expect(await sessions.isActive('00000000-0000-4000-8000-000000000000', ann)).toBe(false);
  });

  it('ends a session at once in this process, and within seconds in another', async () => {
    let now = Date.now();
    const here = new SessionRegistry(db(), () => now);
    const elsewhere = new SessionRegistry(db(), () => now);
    const id = await here.start(ann, inAnHour());
    expect(await here.isActive(id, ann)).toBe(true);
    expect(await elsewhere.isActive(id, ann)).toBe(true);
    await here.revoke(id);
    expect(await here.isActive(id, ann)).toBe(false);
    // The other process believed it a moment ago; it asks the store again after a few seconds.
    expect(await elsewhere.isActive(id, ann)).toBe(true);
    now += 5_001;
    expect(await elsewhere.isActive(id, ann)).toBe(false);
  });

  it("ends all of a user's sessions but the one kept, and no one else's", async () => {
    const sessions = new SessionRegistry(db());
    const [a1, a2, a3, b1] = await Promise.all([sessions.start(ann, inAnHour()), sessions.start(ann, inAnHour()), sessions.start(ann, inAnHour()), sessions.start(bob, inAnHour())]);
    for (const id of [a1!, a2!, a3!]) expect(await sessions.isActive(id, ann)).toBe(true);
    expect(await sessions.revokeUserSessions(ann, { except: a3! })).toBeGreaterThanOrEqual(2);
    expect(await sessions.isActive(a1!, ann)).toBe(false);
    expect(await sessions.isActive(a2!, ann)).toBe(false);
    expect(await sessions.isActive(a3!, ann)).toBe(true);
    expect(await sessions.isActive(b1!, bob)).toBe(true);
    await sessions.revokeUserSessions(ann);
    expect(await sessions.isActive(a3!, ann)).toBe(false);
  });

  it('treats an expired session as ended and clears it out', async () => {
    const sessions = new SessionRegistry(db());
    const id = await sessions.start(bob, new Date(Date.now() - 1_000));
    expect(await sessions.isActive(id, bob)).toBe(false);
    expect(await sessions.deleteExpired()).toBeGreaterThanOrEqual(1);
    const left = await db().selectFrom('key_value').select('uuid').where('uuid', '=', id).execute();
    expect(left).toEqual([]);
  });
});
