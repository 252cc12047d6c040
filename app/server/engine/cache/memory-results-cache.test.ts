import { describe, expect, it } from 'vitest';
import { MemoryResultsCache } from './memory-results-cache.js';
import type { CachedEntry } from './results-cache.js';

const entry = (bytes: number, cachedAt = '2024-01-01T00:00:00.000Z'): CachedEntry => ({ payload: new Uint8Array(bytes), cachedAt });

describe('MemoryResultsCache', () => {
  it('returns what was stored, with its cachedAt and meta', async () => {
    const cache = new MemoryResultsCache();
    await cache.set('k', { payload: 'body', cachedAt: '2024-05-01T10:00:00.000Z', meta: { rowcount: 3 } }, 60);
    expect(await cache.get('k')).toEqual({ payload: 'body', cachedAt: '2024-05-01T10:00:00.000Z', meta: { rowcount: 3 } });
    expect(await cache.get('missing')).toBeNull();
  });

  it('evicts the least recently used entries once the byte bound is passed', async () => {
    const cache = new MemoryResultsCache({ maxBytes: 10_000, maxEntryBytes: 10_000 });
    await cache.set('a', entry(3_000), 60);
    await cache.set('b', entry(3_000), 60);
    await cache.set('c', entry(3_000), 60);
    await cache.get('a'); // a is now the most recently used, b the least
    await cache.set('d', entry(3_000), 60);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('c')).not.toBeNull();
    expect(await cache.get('d')).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
  });

  it('evicts as many entries as a large newcomer needs, and never stores one larger than the bound', async () => {
    const cache = new MemoryResultsCache({ maxBytes: 10_000, maxEntryBytes: 10_000 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.set(key, entry(2_000), 60);
    await cache.set('big', entry(7_000), 60);
    expect(cache.stats().entries).toBe(2);
    expect(await cache.get('d')).not.toBeNull();
    await cache.set('huge', entry(20_000), 60);
    expect(await cache.get('huge')).toBeNull();
    expect(await cache.get('big')).not.toBeNull();
  });

  it('keeps no entry past its share of the bound (an eighth by default), and such a write removes the key', async () => {
    const cache = new MemoryResultsCache({ maxBytes: 80_000 });
    expect(cache.maxEntryBytes).toBe(10_000);
    await cache.set('small', entry(2_000), 60);
    await cache.set('k', entry(2_000), 60);
    await cache.set('k', entry(12_000), 60);
    expect(await cache.get('k')).toBeNull();
    expect(await cache.get('small')).not.toBeNull();
    expect(cache.stats().entries).toBe(1);
    const roomy = new MemoryResultsCache({ maxBytes: 80_000, maxEntryBytes: 50_000 });
    await roomy.set('k', entry(12_000), 60);
    expect(await roomy.get('k')).not.toBeNull();
    expect(new MemoryResultsCache({ maxBytes: 1_000, maxEntryBytes: 5_000 }).maxEntryBytes).toBe(1_000);
  });

  it('replacing a key frees the old entry’s bytes', async () => {
    const cache = new MemoryResultsCache({ maxBytes: 10_000, maxEntryBytes: 10_000 });
    await cache.set('a', entry(4_000), 60);
    const before = cache.stats().bytes;
    await cache.set('a', entry(4_000), 60);
    expect(cache.stats()).toEqual({ entries: 1, bytes: before });
  });

  it('expires entries after their TTL on an injected clock, without timers', async () => {
    let now = 1_000_000;
    const cache = new MemoryResultsCache({ now: () => now });
    await cache.set('short', entry(10), 5);
    await cache.set('forever', entry(10), 0);
    now += 4_999;
    expect(await cache.get('short')).not.toBeNull();
    now += 1;
    expect(await cache.get('short')).toBeNull();
    now += 365 * 86_400_000;
    expect(await cache.get('forever')).not.toBeNull();
  });

  it('sweeps expired entries on a later write so they stop counting against the bound', async () => {
    let now = 0;
    const cache = new MemoryResultsCache({ now: () => now });
    for (let i = 0; i < 10; i++) await cache.set(`old-${i}`, entry(100), 1);
    now += 120_000;
    await cache.set('new', entry(100), 60);
    expect(cache.stats().entries).toBe(1);
  });

  it('a negative TTL means do not cache, and removes a previous entry', async () => {
    const cache = new MemoryResultsCache();
    await cache.set('k', entry(10), 60);
    await cache.set('k', entry(10), -1);
    expect(await cache.get('k')).toBeNull();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('deletes entries', async () => {
    const cache = new MemoryResultsCache();
    await cache.set('k', entry(10), 60);
    await cache.delete('k');
    expect(await cache.get('k')).toBeNull();
    expect(cache.stats().bytes).toBe(0);
  });
});
