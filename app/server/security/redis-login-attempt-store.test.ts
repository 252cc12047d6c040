import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginAttemptStore } from './create-login-attempt-store.js';
import { LoginThrottle } from './login-throttle.js';
import { MemoryLoginAttemptStore } from './memory-login-attempt-store.js';
import { RedisLoginAttemptStore } from './redis-login-attempt-store.js';

/** The real Redis of this machine; each run counts under its own prefix and deletes it afterwards. */
const REDIS_URL = process.env.TESSERA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('RedisLoginAttemptStore', () => {
  const prefix = `tessera-test:${randomUUID()}:`;
  let admin: Redis;
  let store: RedisLoginAttemptStore;

  beforeAll(() => {
    admin = new Redis(REDIS_URL);
    store = new RedisLoginAttemptStore({ url: REDIS_URL, keyPrefix: prefix });
  });

  afterAll(async () => {
    await store.close();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('counts failures in a window that Redis expires', async () => {
    expect(await store.peek(['user:ann'])).toEqual([{ count: 0, resetsInSeconds: 0 }]);
    expect(await store.increment('user:ann', 120)).toEqual({ count: 1, resetsInSeconds: 120 });
    expect((await store.increment('user:ann', 120)).count).toBe(2);
    const ttl = await admin.ttl(`${prefix}user:ann`);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
    const [ann, bob] = await store.peek(['user:ann', 'user:bob']);
    expect(ann!.count).toBe(2);
    expect(ann!.resetsInSeconds).toBeGreaterThan(100);
    expect(bob).toEqual({ count: 0, resetsInSeconds: 0 });
    await store.reset('user:ann');
    expect(await store.peek(['user:ann'])).toEqual([{ count: 0, resetsInSeconds: 0 }]);
  });

  it('starts again once the window has passed', async () => {
    await store.increment('address:10.0.0.1', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await store.peek(['address:10.0.0.1'])).toEqual([{ count: 0, resetsInSeconds: 0 }]);
    expect((await store.increment('address:10.0.0.1', 1)).count).toBe(1);
  });

  it('is shared by every throttle over the same Redis, as server processes share it', async () => {
    const other = new RedisLoginAttemptStore({ url: REDIS_URL, keyPrefix: prefix });
    try {
      const a = new LoginThrottle(store, { maxFailures: 2 });
      const b = new LoginThrottle(other, { maxFailures: 2 });
      await a.recordFailure({ username: 'shared', address: '10.9.0.1' });
      await b.recordFailure({ username: 'shared', address: '10.9.0.2' });
      expect((await a.check({ username: 'shared', address: '10.9.0.3' })).allowed).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('is what the configuration picks when a Redis URL is set', async () => {
    const fromConfig = createLoginAttemptStore({ redisUrl: REDIS_URL, keyPrefix: prefix });
    expect(fromConfig).toBeInstanceOf(RedisLoginAttemptStore);
    await fromConfig.close();
    expect(createLoginAttemptStore({})).toBeInstanceOf(MemoryLoginAttemptStore);
  });
});
