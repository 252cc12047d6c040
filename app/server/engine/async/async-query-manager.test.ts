import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error.js';
import type { AsyncEvent } from './async-event.js';
import type { AsyncJob, AsyncJobHandler } from './async-job.js';
import { AsyncQueryManager, type AsyncQueryManagerOptions } from './async-query-manager.js';
import { MemoryAsyncEventStore } from './memory-async-event-store.js';
import { compareStreamIds } from './stream-id.js';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

const statuses = (events: AsyncEvent[]) => events.map((e) => `${e.job_id.slice(0, 4)}:${e.status}`);

/**
 * A started manager whose `test` jobs run the function registered under their payload's name: the
 * jobs themselves stay data, as on a shared queue; the test's functions stand for the handlers.
 */
function managerWith(options: AsyncQueryManagerOptions = {}) {
  const manager = new AsyncQueryManager(options);
  const work = new Map<string, AsyncJobHandler>();
  let next = 0;
  manager.handle<{ work: string }>('test', (job) => work.get(job.payload.work)!(job as AsyncJob));
  manager.start();
  const submit = (channel: string, userId: number, run: AsyncJobHandler) => {
    const name = `w${next++}`;
    work.set(name, run);
    return manager.submit({ kind: 'test', channelId: channel, userId, payload: { work: name } });
  };
  return { manager, submit };
}

describe('AsyncQueryManager', () => {
  it('answers at once with pending metadata, then publishes running and done with the result URL', async () => {
    const { manager, submit } = managerWith();
    const gate = deferred();
    const metadata = await submit('chan-a', 7, async (job) => {
      await gate.promise;
      return { resultUrl: `/api/v1/chart/data/${job.jobId}` };
    });
    expect(metadata).toEqual({ channel_id: 'chan-a', job_id: expect.stringMatching(/^[0-9a-f-]{36}$/), user_id: 7, status: 'pending', result_url: null, errors: [] });
    gate.resolve();
    await manager.idle();
    const events = await manager.events('chan-a');
    expect(events.map((e) => e.status)).toEqual(['running', 'done']);
    expect(events[1]).toEqual({
      id: expect.stringMatching(/^\d+-\d+$/), channel_id: 'chan-a', job_id: metadata.job_id, user_id: 7,
      status: 'done', result_url: `/api/v1/chart/data/${metadata.job_id}`, errors: [],
    });
    expect(compareStreamIds(events[0]!.id, events[1]!.id)).toBeLessThan(0);
    await manager.close();
  });

  it('runs at most `concurrency` jobs at once, starting them in submission order', async () => {
    const { manager, submit } = managerWith({ concurrency: 2 });
    const gates = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    let active = 0;
    let peak = 0;
    gates.forEach((gate, index) => void submit('chan', 1, async () => {
      started.push(index);
      peak = Math.max(peak, ++active);
      await gate.promise;
      active--;
      return { resultUrl: `/r/${index}` };
    }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(manager.stats()).toEqual({ queued: 3, running: 2 });
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    await manager.idle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(manager.stats()).toEqual({ queued: 0, running: 0 });
    await manager.close();
  });

  it('defaults to four concurrent jobs', () => {
    expect(new AsyncQueryManager().concurrency).toBe(4);
  });

  it('publishes an error event with Superset-shaped errors when a job fails', async () => {
    const { manager, submit } = managerWith({ concurrency: 1 });
    await submit('chan', 1, async () => { throw new Error('relation "nope" does not exist'); });
    await submit('chan', 1, async () => {
      throw new HttpError(422, { errors: [{ message: 'Columns missing', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR', level: 'error', extra: { columns: ['x'] } }] });
    });
    await submit('chan', 1, async () => { throw Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }); });
    await manager.idle();
    const errors = (await manager.events('chan')).filter((e) => e.status === 'error');
    expect(errors.map((e) => [e.result_url, e.errors])).toEqual([
      [null, [{ message: 'relation "nope" does not exist', error_type: 'GENERIC_BACKEND_ERROR', level: 'error' }]],
      [null, [{ message: 'Columns missing', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR', level: 'error', extra: { columns: ['x'] } }]],
      [null, [{ message: 'Request timed out', error_type: 'BACKEND_TIMEOUT_ERROR', level: 'error' }]],
    ]);
    await manager.close();
  });

  it('lists only the events after last_id, and only the asked channel’s', async () => {
    const { manager, submit } = managerWith({ concurrency: 1 });
    const first = await submit('mine', 1, async () => ({ resultUrl: '/r/1' }));
    await submit('theirs', 2, async () => ({ resultUrl: '/r/x' }));
    const second = await submit('mine', 1, async () => ({ resultUrl: '/r/2' }));
    await manager.idle();
    const all = await manager.events('mine');
    expect(all.map((e) => [e.job_id, e.status])).toEqual([
      [first.job_id, 'running'], [first.job_id, 'done'], [second.job_id, 'running'], [second.job_id, 'done'],
    ]);
    const after = await manager.events('mine', all[1]!.id);
    expect(after.map((e) => e.id)).toEqual([all[2]!.id, all[3]!.id]);
    expect(await manager.events('mine', all[3]!.id)).toEqual([]);
    expect(statuses(await manager.events('theirs'))).toHaveLength(2);
    expect(await manager.events('nobody')).toEqual([]);
    await manager.close();
  });

  it('pushes events to subscribers: the backlog after an id, then new ones, each once', async () => {
    const { manager, submit } = managerWith();
    await submit('chan', 1, async () => ({ resultUrl: '/r/1' }));
    await manager.idle();
    const [running] = await manager.events('chan');
    const received: AsyncEvent[] = [];
    const onlyNew: AsyncEvent[] = [];
    const stop = manager.subscribe('chan', running!.id, (event) => received.push(event));
    manager.subscribe('chan', null, (event) => onlyNew.push(event));
    expect(received.map((e) => e.result_url)).toEqual(['/r/1']);
    await submit('chan', 1, async () => ({ resultUrl: '/r/2' }));
    await manager.idle();
    expect(received.map((e) => [e.status, e.result_url])).toEqual([['done', '/r/1'], ['running', null], ['done', '/r/2']]);
    expect(onlyNew.map((e) => e.status)).toEqual(['running', 'done']);
    stop();
    await submit('chan', 1, async () => ({ resultUrl: '/r/3' }));
    await manager.idle();
    expect(received).toHaveLength(3);
    await manager.close();
  });

  it('on close aborts running jobs, reports queued ones as errors and refuses new ones', async () => {
    const store = new MemoryAsyncEventStore();
    const { manager, submit } = managerWith({ store, concurrency: 1 });
    let sawAbort = false;
    await submit('chan', 1, (job) => new Promise((_, reject) => {
      job.signal.addEventListener('abort', () => { sawAbort = true; reject(new Error('cancelled')); });
    }));
    const queued = await submit('chan', 1, async () => ({ resultUrl: '/never' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const seen: AsyncEvent[] = [];
    store.subscribe('chan', '0-0', (event) => seen.push(event));
    await manager.close();
    expect(sawAbort).toBe(true);
    expect(seen.find((e) => e.job_id === queued.job_id)).toMatchObject({ status: 'error', errors: [{ message: 'The server is shutting down' }] });
    await expect(submit('chan', 1, async () => ({ resultUrl: '/r' }))).rejects.toThrow(/closed/);
  });

  it('keeps a job running when its events cannot be written, and says so', async () => {
    const failures: unknown[] = [];
    const store = new MemoryAsyncEventStore();
    store.append = async () => { throw new Error('store down'); };
    const { manager, submit } = managerWith({ store, onInternalError: (error) => failures.push(error) });
    let ran = false;
    await submit('chan', 1, async () => { ran = true; return { resultUrl: '/r' }; });
    await manager.idle();
    expect(ran).toBe(true);
    expect(failures).toHaveLength(2);
  });

  it('keeps jobs as data until started, and runs them with the handler of their kind', async () => {
    const manager = new AsyncQueryManager();
    const seen: unknown[] = [];
    manager.handle<{ n: number }>('double', async (job) => {
      seen.push(job.payload);
      return { resultUrl: `/r/${job.payload.n * 2}` };
    });
    const job = await manager.submit({ kind: 'double', channelId: 'c', userId: 2, payload: { n: 21 } });
    expect(manager.stats()).toEqual({ queued: 1, running: 0 });
    expect(seen).toEqual([]);
    manager.start();
    await manager.idle();
    expect(seen).toEqual([{ n: 21 }]);
    expect((await manager.events('c')).map((e) => [e.job_id, e.status, e.result_url])).toEqual([[job.job_id, 'running', null], [job.job_id, 'done', '/r/42']]);
    await manager.close();
  });

  it('ends a job of a kind it has no handler for with an error event', async () => {
    const manager = new AsyncQueryManager();
    manager.start();
    await manager.submit({ kind: 'unknown', channelId: 'c', userId: 1, payload: null });
    await manager.idle();
    expect((await manager.events('c')).at(-1)).toMatchObject({ status: 'error', errors: [{ message: 'This server cannot run "unknown" jobs' }] });
    await manager.close();
  });

  it('tells the kind of a queued job dropped at close, besides its error event', async () => {
    const manager = new AsyncQueryManager({ concurrency: 1 });
    const lost: [unknown, string][] = [];
    manager.handle<{ n: number }>('slow', (job) => new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(new Error('cancelled')))), async (job, message) => {
      lost.push([job.payload, message]);
    });
    manager.start();
    await manager.submit({ kind: 'slow', channelId: 'c', userId: 1, payload: { n: 1 } });
    await manager.submit({ kind: 'slow', channelId: 'c', userId: 1, payload: { n: 2 } });
    await manager.close();
    expect(lost).toEqual([[{ n: 2 }, 'The server is shutting down']]);
  });
});
