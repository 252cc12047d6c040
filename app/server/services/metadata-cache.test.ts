import { describe, expect, it } from 'vitest';
import { DEFAULT_METADATA_CACHE_TTL_MS, MetadataCache, metadataCacheTtlMs } from './metadata-cache.js';

describe('metadata cache', () => {
  it('reads the TTL from extra.metadata_cache_timeout, per kind or for all', () => {
    expect(metadataCacheTtlMs(null, 'schema')).toBe(DEFAULT_METADATA_CACHE_TTL_MS);
    expect(metadataCacheTtlMs('{"metadata_cache_timeout": 60}', 'table')).toBe(60_000);
    const extra = '{"metadata_cache_timeout": {"schema_cache_timeout": 10, "table_cache_timeout": 0}}';
    expect(metadataCacheTtlMs(extra, 'schema')).toBe(10_000);
    expect(metadataCacheTtlMs(extra, 'table')).toBe(0);
    expect(metadataCacheTtlMs(extra, 'catalog')).toBe(DEFAULT_METADATA_CACHE_TTL_MS);
  });

  it('serves cached values until they expire or force reloads; failures are not kept', async () => {
    let now = 0;
    const cache = new MetadataCache(() => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('1:a', 1000, false, load)).toBe(1);
    expect(await cache.get('1:a', 1000, false, load)).toBe(1);
    expect(await cache.get('1:a', 1000, true, load)).toBe(2);
    now = 5000;
    expect(await cache.get('1:a', 1000, false, load)).toBe(3);
    await expect(cache.get('1:b', 1000, false, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('1:b', 1000, false, load)).toBe(4);
    cache.forgetDatabase(1);
    expect(await cache.get('1:a', 1000, false, load)).toBe(5);
  });
});
