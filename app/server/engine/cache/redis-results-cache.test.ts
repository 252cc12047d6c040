import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeColumnar, encodeColumnar } from './columnar-codec.js';
import { createResultsCache } from './create-results-cache.js';
import { MemoryResultsCache } from './memory-results-cache.js';
import { RedisResultsCache } from './redis-results-cache.js';

/** The real Redis of this machine; each run writes under its own prefix and deletes it afterwards. */
const REDIS_URL = process.env.TESSERA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('RedisResultsCache', () => {
  const prefix = `tessera-test:${randomUUID()}:`;
  let admin: Redis;
  let cache: RedisResultsCache;

  beforeAll(() => {
    admin = new Redis(REDIS_URL);
    cache = new RedisResultsCache({ url: REDIS_URL, keyPrefix: prefix });
  });

  afterAll(async () => {
    await cache.close();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('round-trips binary payloads byte for byte, with cachedAt and meta', async () => {
    const payload = new Uint8Array(256).map((_, i) => i); // every byte value, NULs and 0xFF included
    await cache.set('bin', { payload, cachedAt: '2024-05-01T10:00:00.000Z', meta: { rowcount: 256, applied: ['a'] } }, 60);
    const hit = await cache.get('bin');
    expect(hit?.cachedAt).toBe('2024-05-01T10:00:00.000Z');
    expect(hit?.meta).toEqual({ rowcount: 256, applied: ['a'] });
    expect(hit?.payload).toBeInstanceOf(Uint8Array);
    expect(Array.from(hit!.payload as Uint8Array)).toEqual(Array.from(payload));
  });

  it('round-trips string payloads with any Unicode, and an encoded columnar result', async () => {
    await cache.set('text', { payload: '{"data":"é \ud83d\ude00 \u0000"}', cachedAt: '2024-05-01T10:00:00.000Z' }, 60);
    expect(await cache.get('text')).toEqual({ payload: '{"data":"é \ud83d\ude00 \u0000"}', cachedAt: '2024-05-01T10:00:00.000Z' });

    const result = { columns: [{ name: 'n', type: 'BIGINT', genericType: 'numeric' as const }], data: [[1, 2n ** 62n, null]], rowCount: 3 };
    await cache.set('columnar', { payload: encodeColumnar(result), cachedAt: '2024-05-01T10:00:00.000Z' }, 60);
    const hit = await cache.get('columnar');
    expect(decodeColumnar(hit!.payload as Uint8Array)).toEqual(result);
  });

  it('writes under the prefix with the TTL as a Redis expiry', async () => {
    await cache.set('ttl', { payload: 'x', cachedAt: '2024-05-01T10:00:00.000Z' }, 120);
    const ttl = await admin.ttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
    await cache.set('forever', { payload: 'x', cachedAt: '2024-05-01T10:00:00.000Z' }, 0);
    expect(await admin.ttl(`${prefix}forever`)).toBe(-1);
  });

  it('expires entries once their TTL has passed', async () => {
    await cache.set('short', { payload: 'x', cachedAt: '2024-05-01T10:00:00.000Z' }, 1);
    expect(await cache.get('short')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cache.get('short')).toBeNull();
  });

  it('deletes entries, and a negative TTL removes instead of storing', async () => {
    await cache.set('gone', { payload: 'x', cachedAt: '2024-05-01T10:00:00.000Z' }, 60);
    await cache.delete('gone');
    expect(await cache.get('gone')).toBeNull();
    await cache.set('skip', { payload: 'x', cachedAt: '2024-05-01T10:00:00.000Z' }, 60);
    await cache.set('skip', { payload: 'y', cachedAt: '2024-05-01T10:00:00.000Z' }, -1);
    expect(await admin.exists(`${prefix}skip`)).toBe(0);
  });

  it('treats a value it cannot read as a miss', async () => {
    await admin.set(`${prefix}foreign`, 'written by someone else');
    expect(await cache.get('foreign')).toBeNull();
  });

  it('is what createResultsCache returns when a Redis URL is configured, memory otherwise', async () => {
    const shared = createResultsCache({ redisUrl: REDIS_URL, keyPrefix: prefix });
    try {
      expect(shared).toBeInstanceOf(RedisResultsCache);
      await cache.set('shared', { payload: 'from one process', cachedAt: '2024-05-01T10:00:00.000Z' }, 60);
      expect((await shared.get('shared'))?.payload).toBe('from one process');
    } finally {
      await shared.close();
    }
    const local = createResultsCache({ maxBytes: 1024 });
    expect(local).toBeInstanceOf(MemoryResultsCache);
    expect((local as MemoryResultsCache).maxBytes).toBe(1024);
  });
});
