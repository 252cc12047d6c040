import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsyncEvent, NewAsyncEvent } from './async-event.js';
import type { AsyncJobHandler } from './async-job.js';
import { AsyncQueryManager, type AsyncQueryManagerOptions } from './async-query-manager.js';
import { createAsyncQueryManager } from './create-async-query-manager.js';
import { RedisAsyncEventStore } from './redis-async-event-store.js';

/** The real Redis of this machine; each run writes under its own prefix and deletes it afterwards. */
const REDIS_URL = process.env.TESSERA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const event = (job: string): NewAsyncEvent => ({ channel_id: 'c', job_id: job, user_id: 1, status: 'done', result_url: `/r/${job}`, errors: [] });

async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A started in-process manager whose `fn` jobs run the function named by their payload (jobs stay data). */
const work = new Map<string, AsyncJobHandler>();
let named = 0;
function started(options: AsyncQueryManagerOptions): AsyncQueryManager {
  const manager = new AsyncQueryManager(options);
  manager.handle<{ fn: string }>('fn', (job) => work.get(job.payload.fn)!(job));
  manager.start();
  return manager;
}
function submit(manager: AsyncQueryManager, channelId: string, userId: number, run: AsyncJobHandler) {
  const fn = `f${named++}`;
  work.set(fn, run);
  return manager.submit({ kind: 'fn', channelId, userId, payload: { fn } });
}

describe('RedisAsyncEventStore', () => {
  const prefix = `tessera-test:${randomUUID()}:`;
  let admin: Redis;
  const opened: { close(): Promise<void> }[] = [];
  const store = (options: { maxEventsPerChannel?: number } = {}) => {
    const s = new RedisAsyncEventStore({ url: REDIS_URL, keyPrefix: prefix, pollIntervalMs: 50, ...options });
    opened.push(s);
    return s;
  };

  beforeAll(() => {
    admin = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    for (const s of opened) await s.close();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('appends to a per-channel stream with Redis ids and reads after last_id', async () => {
    const events = store();
    const a = await events.append('chan-1', event('a'));
    const b = await events.append('chan-1', event('b'));
    await events.append('chan-2', event('other'));
    expect(a.id).toMatch(/^\d+-\d+$/);
    expect(await admin.xlen(`${prefix}async-events:chan-1`)).toBe(2);
    expect(await events.read('chan-1')).toEqual([a, b]);
    expect(await events.read('chan-1', a.id)).toEqual([b]);
    expect(await events.read('chan-1', b.id)).toEqual([]);
    expect(await events.read('nobody')).toEqual([]);
  });

  it('trims each stream to the last N events and lets quiet channels expire', async () => {
    const events = store({ maxEventsPerChannel: 3 });
    for (const job of ['1', '2', '3', '4', '5']) await events.append('trim', event(job));
    expect((await events.read('trim')).map((e) => e.job_id)).toEqual(['3', '4', '5']);
    const ttl = await admin.pttl(`${prefix}async-events:trim`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(86_400_000);
  });

  it('shares jobs’ events between two managers, as between two server processes', async () => {
    const processA = started({ store: store(), concurrency: 2 });
    const processB = started({ store: store(), concurrency: 2 });
    const pushedToB: AsyncEvent[] = [];
    const stop = processB.subscribe('session-x', null, (e) => pushedToB.push(e));
    await new Promise((resolve) => setTimeout(resolve, 60)); // let the subscription find its starting point

    const job = await submit(processA, 'session-x', 5, async () => ({ resultUrl: '/api/v1/chart/data/abc' }));
    await processA.idle();

    const seenByB = await processB.events('session-x');
    expect(seenByB.map((e) => [e.job_id, e.status, e.result_url])).toEqual([
      [job.job_id, 'running', null],
      [job.job_id, 'done', '/api/v1/chart/data/abc'],
    ]);
    expect((await processB.events('session-x', seenByB[0]!.id)).map((e) => e.status)).toEqual(['done']);
    await waitFor(() => pushedToB.length === 2);
    expect(pushedToB).toEqual(seenByB);

    // And the other way round, to a subscriber resuming after a known id.
    const resumed: AsyncEvent[] = [];
    processA.subscribe('session-x', seenByB[0]!.id, (e) => resumed.push(e));
    await submit(processB, 'session-x', 5, async () => { throw new Error('boom'); });
    await processB.idle();
    await waitFor(() => resumed.length === 3);
    expect(resumed.map((e) => e.status)).toEqual(['done', 'running', 'error']);
    expect(resumed[2]!.errors).toEqual([{ message: 'boom', error_type: 'GENERIC_BACKEND_ERROR', level: 'error' }]);
    stop();
  });

  it('delivers each event once, in order, to a subscriber while jobs finish concurrently', async () => {
    const manager = started({ store: store(), concurrency: 4 });
    const received: string[] = [];
    manager.subscribe('busy', '0-0', (e) => received.push(e.id));
    for (let i = 0; i < 10; i++) await submit(manager, 'busy', 1, async () => ({ resultUrl: `/r/${i}` }));
    await manager.idle();
    const stored = (await manager.events('busy')).map((e) => e.id);
    expect(stored).toHaveLength(20);
    await waitFor(() => received.length >= 20);
    expect(received).toEqual(stored);
  });

  it('is what createAsyncQueryManager builds when a Redis URL is configured, with jobs on a BullMQ queue under the same prefix', async () => {
    const manager = createAsyncQueryManager({ redisUrl: REDIS_URL, keyPrefix: prefix, concurrency: 3 });
    opened.push(manager);
    expect(manager.concurrency).toBe(3);
    manager.handle('fn', (job) => work.get((job.payload as { fn: string }).fn)!(job));
    manager.start();
    const events: AsyncEvent[] = [];
    manager.subscribe('factory', '0-0', (e) => events.push(e));
    await submit(manager, 'factory', 1, async () => ({ resultUrl: '/r' }));
    await waitFor(() => events.length === 2, 10_000);
    expect(events.map((e) => e.status)).toEqual(['running', 'done']);
    expect(await admin.xlen(`${prefix}async-events:factory`)).toBe(2);
    expect((await admin.keys(`${prefix}async-queries:*`)).length).toBeGreaterThan(0);
  });
});
