import { describe, expect, it } from 'vitest';
import type { NewAsyncEvent } from './async-event.js';
import { MemoryAsyncEventStore } from './memory-async-event-store.js';

const event = (job: string): NewAsyncEvent => ({ channel_id: 'c', job_id: job, user_id: 1, status: 'done', result_url: `/r/${job}`, errors: [] });

describe('MemoryAsyncEventStore', () => {
  it('gives increasing "<ms>-<seq>" ids even when the clock stands still or goes back', async () => {
    let now = 5_000;
    const store = new MemoryAsyncEventStore({ now: () => now });
    const a = await store.append('c', event('a'));
    const b = await store.append('c', event('b'));
    now = 4_000;
    const c = await store.append('c', event('c'));
    now = 6_000;
    const d = await store.append('c', event('d'));
    expect([a.id, b.id, c.id, d.id]).toEqual(['5000-0', '5000-1', '5000-2', '6000-0']);
  });

  it('keeps the last N events per channel', async () => {
    const store = new MemoryAsyncEventStore({ maxEventsPerChannel: 3 });
    for (const job of ['1', '2', '3', '4', '5']) await store.append('c', event(job));
    expect((await store.read('c')).map((e) => e.job_id)).toEqual(['3', '4', '5']);
  });

  it('drops the channel written least recently past the channel bound, unless someone listens to it', async () => {
    const store = new MemoryAsyncEventStore({ maxChannels: 2 });
    await store.append('old', event('1'));
    store.subscribe('watched', null, () => undefined);
    await store.append('watched', event('2'));
    await store.append('new', event('3'));
    await store.append('newer', event('4'));
    expect(await store.read('old')).toEqual([]);
    expect(await store.read('watched')).toHaveLength(1);
  });

  it('a throwing listener does not stop other listeners or the append', async () => {
    const store = new MemoryAsyncEventStore();
    const seen: string[] = [];
    store.subscribe('c', null, () => { throw new Error('socket closed'); });
    store.subscribe('c', null, (e) => seen.push(e.job_id));
    await expect(store.append('c', event('x'))).resolves.toMatchObject({ job_id: 'x' });
    expect(seen).toEqual(['x']);
  });
});
