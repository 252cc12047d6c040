import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsyncEvent } from './async-event.js';
import type { AsyncJobHandler } from './async-job.js';
import { AsyncQueueUnavailableError } from './async-job-queue.js';
import { AsyncQueryManager } from './async-query-manager.js';
import { BullMqJobQueue, INTERRUPTED_MESSAGE } from './bullmq-job-queue.js';
import { bullMqPrefix } from './create-async-query-manager.js';
import { RedisAsyncEventStore } from './redis-async-event-store.js';

/** The real Redis of this machine; each run writes under its own prefix and deletes it afterwards. */
const REDIS_URL = process.env.TESSERA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('BullMqJobQueue', () => {
  const prefix = `tessera-test:${randomUUID()}:`;
  let admin: Redis;
  const opened: AsyncQueryManager[] = [];
  const work = new Map<string, AsyncJobHandler>();
  const lost: string[] = [];

  /** One "process": a manager on the shared queue and event streams, running `fn` jobs when it consumes. */
  const processOf = (options: { consume?: boolean; stalledSeconds?: number; drainTimeoutMs?: number; url?: string } = {}) => {
    const url = options.url ?? REDIS_URL;
    const manager = new AsyncQueryManager({
      store: new RedisAsyncEventStore({ url, keyPrefix: prefix, pollIntervalMs: 50 }),
      queue: new BullMqJobQueue({ redisUrl: url, prefix: bullMqPrefix(prefix), stalledSeconds: options.stalledSeconds ?? 1, drainTimeoutMs: options.drainTimeoutMs ?? 2_000 }),
      consume: options.consume ?? true,
      concurrency: 2,
    });
    manager.handle<{ fn: string }>('fn', (job) => work.get(job.payload.fn)!(job), async (job) => {
      lost.push(job.payload.fn);
    });
    manager.start();
    opened.push(manager);
    return manager;
  };
  const submit = (manager: AsyncQueryManager, channelId: string, fn: string, run: AsyncJobHandler) => {
    work.set(fn, run);
    return manager.submit({ kind: 'fn', channelId, userId: 3, payload: { fn } });
  };
  const follow = (manager: AsyncQueryManager, channel: string) => {
    const seen: AsyncEvent[] = [];
    manager.subscribe(channel, '0-0', (event) => seen.push(event));
    return seen;
  };

  beforeAll(() => {
    admin = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    for (const manager of opened) await manager.close();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('keeps a job queued by a process that runs none, for another process to run', async () => {
    const web = processOf({ consume: false });
    const worker = processOf();
    const seen = follow(web, 'chan-a');
    const job = await submit(web, 'chan-a', 'plain', async () => ({ resultUrl: '/r/plain' }));
    expect(job).toMatchObject({ status: 'pending', channel_id: 'chan-a', user_id: 3 });
    await waitFor(() => seen.length === 2);
    expect(seen.map((e) => [e.job_id, e.status, e.result_url])).toEqual([[job.job_id, 'running', null], [job.job_id, 'done', '/r/plain']]);
    expect(web.stats().running).toBe(0);
    await worker.close();
  });

  it('lets another process take over a job whose process stopped mid-way, and ends it with done', async () => {
    const first = processOf({ drainTimeoutMs: 100 });
    let attempts = 0;
    const seen = follow(processOf({ consume: false }), 'chan-b');
    const job = await submit(first, 'chan-b', 'retried', async () => {
      attempts += 1;
      // The first process "dies" while running it: it never finishes there.
      if (attempts === 1) return new Promise<never>(() => undefined);
      return { resultUrl: '/r/retried' };
    });
    await waitFor(() => attempts === 1);
    await first.close();
    const second = processOf();
    await waitFor(() => seen.some((e) => e.status === 'done'), 20_000);
    expect(seen.map((e) => e.status)).toEqual(['running', 'running', 'done']);
    expect(new Set(seen.map((e) => e.job_id))).toEqual(new Set([job.job_id]));
    await second.close();
  }, 30_000);

  it('ends a job lost twice with an error event, and tells its kind', async () => {
    let attempts = 0;
    const seen: AsyncEvent[] = [];
    let current = processOf({ drainTimeoutMs: 100 });
    processOf({ consume: false }).subscribe('chan-c', '0-0', (event) => seen.push(event));
    await submit(current, 'chan-c', 'doomed', () => {
      attempts += 1;
      return new Promise<never>(() => undefined);
    });
    await waitFor(() => attempts === 1);
    await current.close();
    current = processOf({ drainTimeoutMs: 100 });
    await waitFor(() => attempts === 2, 20_000);
    await current.close();
    const last = processOf();
    await waitFor(() => seen.some((e) => e.status === 'error'), 20_000);
    await last.close();
    expect(attempts).toBe(2);
    expect(seen.at(-1)).toMatchObject({ status: 'error', errors: [{ message: INTERRUPTED_MESSAGE, error_type: 'GENERIC_BACKEND_ERROR' }] });
    expect(lost).toContain('doomed');
  }, 45_000);

  it('refuses a job within a second while Redis cannot be reached, and closes without hanging', async () => {
    const unreachable = processOf({ url: `redis://127.0.0.1:${await closedPort()}` });
    const started = Date.now();
    await expect(submit(unreachable, 'chan-d', 'never', async () => ({ resultUrl: '/never' }))).rejects.toBeInstanceOf(AsyncQueueUnavailableError);
    expect(Date.now() - started).toBeLessThan(1_000);
    const closing = Date.now();
    await unreachable.close();
    expect(Date.now() - closing).toBeLessThan(5_000);
  });
});
