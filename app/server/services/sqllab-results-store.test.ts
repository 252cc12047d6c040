import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ColumnarResult } from '@core/plugin-api/index.js';
import { MemoryResultsCache } from '../engine/cache/index.js';
import { ARROW_EOS, SqlLabArrowEncoder } from './sqllab-arrow-batches.js';
import { SqlLabResultsStore } from './sqllab-results.js';

const META = { userId: 7, queryId: 42 };

/** `batches` batches of 1,000 rows (n, label), as a run encodes them. */
async function messagesOf(batches: number): Promise<Uint8Array[]> {
  const columns = [{ name: 'n', type: 'BIGINT', genericType: 'numeric' as const }, { name: 'label', type: 'VARCHAR', genericType: 'string' as const }];
  const encoder = await SqlLabArrowEncoder.create(columns);
  const messages = [encoder.schemaMessage()];
  for (let b = 0; b < batches; b++) {
    const n = Array.from({ length: 1000 }, (_, row) => b * 1000 + row);
    const batch: ColumnarResult = { columns, data: [n, n.map((value) => `row ${value}`)], rowCount: 1000 };
    messages.push(encoder.batchMessage(batch));
  }
  messages.push(ARROW_EOS);
  return messages;
}

/** The file named by a stored entry that was spilled. */
function spillFiles(cache: MemoryResultsCache, key: string): string[] {
  const entry = (cache as unknown as { slots: Map<string, { entry: { meta?: Record<string, unknown> } }> }).slots.get(`sqllab-results:${key}`);
  return entry ? [String(entry.entry.meta?.['file'] ?? '')] : [];
}

describe('SqlLabResultsStore', () => {
  it('keeps a small result in the in-process cache', async () => {
    const cache = new MemoryResultsCache();
    const store = new SqlLabResultsStore(cache, { spill: true, spillBytes: 1_000_000 });
    await store.saveArrow('small', await messagesOf(2), META);
    expect(cache.stats().bytes).toBeGreaterThan(10_000);
    const loaded = await store.load('small');
    expect(loaded?.meta).toEqual(META);
    expect(loaded?.result.rowCount).toBe(2000);
    expect(loaded?.result.head(2).data).toEqual([[0, 1], ['row 0', 'row 1']]);
    await store.close();
  });

  it('writes a result past the spill size to a file as it comes, keeps only a small entry in the cache, and reads it back', async () => {
    const cache = new MemoryResultsCache();
    const store = new SqlLabResultsStore(cache, { spill: true, spillBytes: 20_000 });
    const writer = store.writer();
    for (const message of await messagesOf(10)) await writer.add(message);
    expect(writer.messages()).toEqual([]);
    await store.save('big', writer, META);
    await writer.discard();
    expect(cache.stats().bytes).toBeLessThan(1_000);
    const [file] = spillFiles(cache, 'big');
    expect(file).toMatch(/\.arrows$/);
    const loaded = await store.load('big');
    expect(loaded?.result.rowCount).toBe(10_000);
    expect(loaded?.result.head(10_000).data[1]?.[9_999]).toBe('row 9999');
    const directory = (await (store as unknown as { spillDirectory: Promise<string> }).spillDirectory);
    expect(readdirSync(directory)).toEqual([file]);
    await store.close();
    expect(existsSync(directory)).toBe(false);
    expect(await store.load('big')).toBeNull();
  });

  it('removes the file of a result that was never saved', async () => {
    const cache = new MemoryResultsCache();
    const store = new SqlLabResultsStore(cache, { spill: true, spillBytes: 20_000 });
    const writer = store.writer();
    for (const message of await messagesOf(10)) await writer.add(message);
    const directory = await (store as unknown as { spillDirectory: Promise<string> }).spillDirectory;
    expect(readdirSync(directory)).toHaveLength(1);
    await writer.discard();
    expect(readdirSync(directory)).toEqual([]);
    await store.close();
  });

  it('keeps the oldest spilled files only while they fit the spill bound', async () => {
    const cache = new MemoryResultsCache();
    const store = new SqlLabResultsStore(cache, { spill: true, spillBytes: 20_000, spillMaxBytes: 450_000 });
    const messages = await messagesOf(10);
    const bytes = messages.reduce((sum, message) => sum + message.byteLength, 0);
    // Two files fit the bound, three do not.
    expect(bytes * 2).toBeLessThan(450_000);
    expect(bytes * 3).toBeGreaterThan(450_000);
    for (const key of ['one', 'two', 'three']) {
      await store.saveArrow(key, messages, META);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await store.load('one')).toBeNull();
    expect((await store.load('two'))?.result.rowCount).toBe(10_000);
    expect((await store.load('three'))?.result.rowCount).toBe(10_000);
    await store.close();
  });

  it('without spill, keeps even a large result in the cache while it fits the entry bound', async () => {
    const cache = new MemoryResultsCache();
    const store = new SqlLabResultsStore(cache, { spillBytes: 20_000 });
    await store.saveArrow('big', await messagesOf(10), META);
    expect(cache.stats().bytes).toBeGreaterThan(100_000);
    expect((store as unknown as { spillDirectory: unknown }).spillDirectory).toBeNull();
    expect((await store.load('big'))?.result.rowCount).toBe(10_000);
    await store.close();
  });
});
