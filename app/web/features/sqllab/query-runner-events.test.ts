import { createSqlLabState, type QueryEditor } from '@core/sqllab/index.js';
import { describe, expect, it, vi } from 'vitest';
import { createAsyncEventClient, type AsyncEvent, type EventSocket } from '../../api/async-events';
import { isFollowedByEvents, pollQueries, runQuery, stopRunningQuery, type QueryRunnerDeps } from './query-runner';
import { ResultsCache } from './results-cache';
import type { ServerQuery } from './sqllab-api';
import { createSqlLabStore } from './sqllab-store';

/**
 * Async SQL Lab runs follow their job's events (spec §9) through the page's async-event client,
 * here over a WebSocket the test drives: the 202 names the job, `running` moves the run on, `done`
 * or `error` ends it after one read of its record, and the query list is not polled meanwhile.
 */

class FakeSocket implements EventSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  deliver(event: AsyncEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  close() {}
}

const serverQuery = (id: string, fields: Partial<ServerQuery> = {}): ServerQuery => ({ id, dbId: 1, sql: 'SELECT 1', state: 'pending', sqlEditorId: 'tab1', ...fields });
const event = (id: string, jobId: string, status: AsyncEvent['status'], extra: Partial<AsyncEvent> = {}): AsyncEvent => ({ id, job_id: jobId, status, result_url: null, ...extra });
/** Lets the promises queued by an event run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(answer: { job_id?: string }) {
  const sockets: FakeSocket[] = [];
  const events = createAsyncEventClient({
    transport: 'ws',
    pollingDelayMs: 500,
    wsUrl: 'ws://tessera.test/ws',
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    fetchEvents: async () => [],
    storage: null,
    warn: vi.fn(),
  });
  const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'tab1', defaultDbId: 1, now: 0 }));
  const deps: QueryRunnerDeps = {
    store,
    results: new ResultsCache(),
    notify: vi.fn(),
    now: () => 1_000,
    events,
    api: {
      execute: vi.fn(async (body: { client_id: string }) => ({ status: 202, body: { query: serverQuery(body.client_id), ...answer } })),
      results: vi.fn(),
      stopQuery: vi.fn(async () => ({ result: 'OK' })),
      queriesUpdatedSince: vi.fn(async () => []),
    },
  };
  const run = () => runQuery(deps, { queryEditor: store.getState().queryEditors[0] as QueryEditor, sql: 'SELECT 1', runAsync: true });
  return { store, deps, sockets, events, run };
}

describe('async SQL Lab runs through the async-event client', () => {
  it('moves a run from pending to running to success on its job events, reading its record once, without polling', async () => {
    const { store, deps, sockets, run } = setup({ job_id: 'job-1' });
    const id = await run();
    expect(store.getState().queries[id]!.state).toBe('pending');
    expect(isFollowedByEvents(deps.results, id)).toBe(true);
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://tessera.test/ws']);

    await pollQueries(deps);
    expect(deps.api.queriesUpdatedSince).not.toHaveBeenCalled();

    sockets[0]!.deliver(event('1-0', 'job-1', 'running'));
    expect(store.getState().queries[id]!.state).toBe('running');

    deps.api.queriesUpdatedSince = vi.fn(async () => [serverQuery(id, { state: 'success', rows: 3, resultsKey: 'k1', changed_on: 5_000 }), serverQuery('elsewhere', { state: 'running' })]);
    sockets[0]!.deliver(event('2-0', 'job-1', 'done', { result_url: '/api/v1/sqllab/results/?q=(key:k1)' }));
    await settle();
    expect(deps.api.queriesUpdatedSince).toHaveBeenCalledTimes(1);
    // Running, then the server's success: the results are fetched next (running with serverState success).
    expect(store.getState().queries[id]).toMatchObject({ serverState: 'success', rows: 3, resultsKey: 'k1' });
    expect(store.getState().queries['elsewhere']).toBeUndefined();
    expect(isFollowedByEvents(deps.results, id)).toBe(false);
  });

  it('fails a run on its job\'s error event, with the record\'s message or the event\'s', async () => {
    const { store, deps, sockets, run } = setup({ job_id: 'job-2' });
    const id = await run();
    sockets[0]!.deliver(event('1-0', 'job-2', 'error', { errors: [{ message: 'The query exceeded the 21600 seconds timeout.' }] }));
    await settle();
    expect(deps.api.queriesUpdatedSince).toHaveBeenCalledTimes(1);
    expect(store.getState().queries[id]).toMatchObject({ state: 'failed', errorMessage: 'The query exceeded the 21600 seconds timeout.' });
  });

  it('ends the wait when the run is stopped, and ignores its later events', async () => {
    const { store, deps, sockets, run } = setup({ job_id: 'job-3' });
    const id = await run();
    await stopRunningQuery(deps, store.getState().queries[id]!);
    expect(store.getState().queries[id]!.state).toBe('stopped');
    expect(isFollowedByEvents(deps.results, id)).toBe(false);
    sockets[0]!.deliver(event('1-0', 'job-3', 'done'));
    await settle();
    expect(deps.api.queriesUpdatedSince).not.toHaveBeenCalled();
    expect(store.getState().queries[id]!.state).toBe('stopped');
  });

  it('polls the query list for a run whose answer names no job (a server without SQL Lab events)', async () => {
    const { store, deps, sockets, run } = setup({});
    const id = await run();
    expect(isFollowedByEvents(deps.results, id)).toBe(false);
    expect(sockets).toEqual([]);
    deps.api.queriesUpdatedSince = vi.fn(async () => [serverQuery(id, { state: 'running' })]);
    await pollQueries(deps);
    expect(deps.api.queriesUpdatedSince).toHaveBeenCalledTimes(1);
    expect(store.getState().queries[id]!.state).toBe('running');
  });
});
