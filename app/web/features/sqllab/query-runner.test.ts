import { tableFromArrays, tableToIPC } from 'apache-arrow';
import { createSqlLabState, selectLatestQuery, type QueryEditor } from '@core/sqllab/index.js';
import { describe, expect, it, vi } from 'vitest';
import { ARROW_STREAM_TYPE, fetchQueryResults, JSON_RESULTS_MAX_ROWS, pollQueries, runQuery, stopRunningQuery, type QueryRunnerDeps } from './query-runner';
import { ResultsCache } from './results-cache';
import type { ExecuteResponse, ServerQuery } from './sqllab-api';
import { createSqlLabStore } from './sqllab-store';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(api: Partial<QueryRunnerDeps['api']> = {}) {
  const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'tab1', defaultDbId: 1, now: 0 }));
  const notify = vi.fn();
  const deps: QueryRunnerDeps = {
    store,
    results: new ResultsCache(),
    notify,
    now: () => 1_000,
    api: {
      execute: vi.fn(),
      results: vi.fn(),
      stopQuery: vi.fn(async () => ({ result: 'OK' })),
      queriesUpdatedSince: vi.fn(async () => []),
      ...api,
    },
  };
  const tab = () => store.getState().queryEditors[0] as QueryEditor;
  return { store, deps, notify, tab };
}

const serverQuery = (id: string, fields: Partial<ServerQuery> = {}): ServerQuery => ({ id, dbId: 1, sql: 'SELECT 1', state: 'success', sqlEditorId: 'tab1', ...fields });

describe('running queries', () => {
  it('runs synchronously and stores the rows', async () => {
    const execute = vi.fn(async (body: { client_id: string }) => ({
      status: 200,
      body: { status: 'success', query: serverQuery(body.client_id, { rows: 1, resultsKey: 'key1', changed_on: '2024-05-01T09:30:00.000Z' }), data: [{ one: 1 }], columns: [{ column_name: 'one', type_generic: 0 }] } satisfies ExecuteResponse,
    }));
    const { store, deps, tab } = setup({ execute });
    const id = await runQuery(deps, { queryEditor: tab(), sql: 'SELECT 1 AS one', runAsync: false });
    expect(execute).toHaveBeenCalledWith(expect.objectContaining({ client_id: id, database_id: 1, sql: 'SELECT 1 AS one', sql_editor_id: 'tab1', runAsync: false, queryLimit: 1000 }), expect.any(AbortSignal));
    expect(id).toHaveLength(11);
    const query = selectLatestQuery(store.getState(), 'tab1')!;
    expect(query).toMatchObject({ state: 'success', rows: 1, resultsKey: 'key1', changedOn: Date.parse('2024-05-01T09:30:00.000Z') });
    expect(deps.results.get(id)!.value(0, 0)).toBe(1);
  });

  it('records the server’s error, e.g. a DML statement on a database that forbids it', async () => {
    const execute = vi.fn(async () => Promise.reject(json({ errors: [{ message: 'This database does not allow for DDL/DML.', error_type: 'DML_NOT_ALLOWED_ERROR', level: 'error', extra: {} }] }, 400)));
    const { store, deps, tab } = setup({ execute });
    await runQuery(deps, { queryEditor: tab(), sql: 'DELETE FROM t', runAsync: false });
    expect(selectLatestQuery(store.getState(), 'tab1')).toMatchObject({
      state: 'failed',
      errorMessage: 'This database does not allow for DDL/DML.',
      errors: [expect.objectContaining({ error_type: 'DML_NOT_ALLOWED_ERROR' })],
    });
  });

  it('leaves an async run pending, polls it, and fetches its rows as Arrow', async () => {
    const execute = vi.fn(async (body: { client_id: string }) => ({ status: 202, body: { query: serverQuery(body.client_id, { state: 'pending' }) } }));
    const { store, deps, tab } = setup({ execute });
    const id = await runQuery(deps, { queryEditor: tab(), sql: 'SELECT 1', runAsync: true });
    expect(store.getState().queries[id]!.state).toBe('pending');

    deps.api.queriesUpdatedSince = vi.fn(async () => [serverQuery(id, { state: 'success', rows: 3, resultsKey: 'k', changed_on: 5_000 }), serverQuery('other', { sqlEditorId: '404' })]);
    await pollQueries(deps);
    expect(deps.api.queriesUpdatedSince).toHaveBeenCalledWith(1_000 - 60_000);
    expect(store.getState().queries[id]).toMatchObject({ state: 'success', rows: 3, resultsKey: 'k' });
    expect(store.getState().queries['other']).toBeUndefined();

    const bytes = tableToIPC(tableFromArrays({ n: Int32Array.from([7, 8, 9]) }), 'stream');
    deps.api.results = vi.fn(async () => new Response(new Uint8Array(bytes), { headers: { 'Content-Type': ARROW_STREAM_TYPE } }));
    await fetchQueryResults(deps, store.getState().queries[id]!);
    expect(deps.api.results).toHaveBeenCalledWith('k', 3);
    expect(deps.results.get(id)!.rowCount).toBe(3);
    // The rows stay out of the stored state; its results key fetches them again after a reload.
    expect(store.getState().queries[id]).toMatchObject({ state: 'success', results: null, rows: 3, resultsKey: 'k' });
  });

  it('asks a server without Arrow for a bounded JSON result', async () => {
    const { store, deps, tab } = setup({
      execute: vi.fn(async (body: { client_id: string }) => ({ status: 202, body: { query: serverQuery(body.client_id, { state: 'pending' }) } })),
    });
    const id = await runQuery(deps, { queryEditor: tab(), sql: 'SELECT 1', runAsync: true });
    deps.api.queriesUpdatedSince = vi.fn(async () => [serverQuery(id, { state: 'success', rows: 2_000_000, resultsKey: 'big' })]);
    await pollQueries(deps);
    deps.api.results = vi.fn(async (_key: string, rows?: number) =>
      json({ status: 'success', query: serverQuery(id, { rows: 2_000_000 }), data: [{ n: 1 }], columns: [{ column_name: 'n' }], displayLimitReached: rows === JSON_RESULTS_MAX_ROWS }),
    );
    await fetchQueryResults(deps, store.getState().queries[id]!);
    expect(vi.mocked(deps.api.results).mock.calls.map((call) => call[1])).toEqual([2_000_000, JSON_RESULTS_MAX_ROWS]);
    expect(store.getState().queries[id]!.results).toMatchObject({ data: [{ n: 1 }], displayLimitReached: true });
    // Once the server answered JSON, later fetches ask for the bounded count at once.
    deps.results.delete(id);
    await fetchQueryResults(deps, store.getState().queries[id]!);
    expect(vi.mocked(deps.api.results).mock.calls.map((call) => call[1])).toEqual([2_000_000, JSON_RESULTS_MAX_ROWS, JSON_RESULTS_MAX_ROWS]);
  });

  it('fetches the whole result in one Arrow response once the server answers Arrow again', async () => {
    const { store, deps, tab } = setup({
      execute: vi.fn(async (body: { client_id: string }) => ({ status: 202, body: { query: serverQuery(body.client_id, { state: 'pending' }) } })),
    });
    const id = await runQuery(deps, { queryEditor: tab(), sql: 'SELECT 1', runAsync: true });
    deps.api.queriesUpdatedSince = vi.fn(async () => [serverQuery(id, { state: 'success', rows: 1_000_000, resultsKey: 'big' })]);
    await pollQueries(deps);
    // First a server without Arrow: it is remembered as such.
    deps.api.results = vi.fn(async () => json({ status: 'success', query: serverQuery(id, { rows: 1_000_000 }), data: [{ n: 1 }], columns: [{ column_name: 'n' }], displayLimitReached: true }));
    await fetchQueryResults(deps, store.getState().queries[id]!);
    // Then it answers Arrow: the bounded ask is dropped for the whole result, and later fetches ask for it at once.
    const bytes = tableToIPC(tableFromArrays({ n: Float64Array.from({ length: 1_000_000 }, (_, i) => i) }), 'stream');
    deps.api.results = vi.fn(async () => new Response(new Uint8Array(bytes), { headers: { 'Content-Type': ARROW_STREAM_TYPE } }));
    deps.results.delete(id);
    await fetchQueryResults(deps, store.getState().queries[id]!);
    expect(vi.mocked(deps.api.results).mock.calls.map((call) => call[1])).toEqual([JSON_RESULTS_MAX_ROWS, 1_000_000]);
    expect(deps.results.get(id)!.rowCount).toBe(1_000_000);
    expect(deps.results.get(id)!.value(999_999, 0)).toBe(999_999);
    expect(store.getState().queries[id]).toMatchObject({ state: 'success', rows: 1_000_000 });
    deps.results.delete(id);
    await fetchQueryResults(deps, store.getState().queries[id]!);
    expect(vi.mocked(deps.api.results).mock.calls.map((call) => call[1])).toEqual([JSON_RESULTS_MAX_ROWS, 1_000_000, 1_000_000]);
  });

  it('marks the page offline when polling fails', async () => {
    const { store, deps, tab } = setup({
      execute: vi.fn(async (body: { client_id: string }) => ({ status: 202, body: { query: serverQuery(body.client_id, { state: 'running' }) } })),
      queriesUpdatedSince: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await runQuery(deps, { queryEditor: tab(), sql: 'SELECT 1', runAsync: true });
    await pollQueries(deps);
    expect(store.getState().offline).toBe(true);
  });

  it('stops a run: "Query was stopped." or "Failed to stop query."', async () => {
    const { store, deps, notify, tab } = setup({
      execute: vi.fn(async (body: { client_id: string }) => ({ status: 202, body: { query: serverQuery(body.client_id, { state: 'running' }) } })),
    });
    const id = await runQuery(deps, { queryEditor: tab(), sql: 'SELECT pg_sleep(60)', runAsync: true });
    await stopRunningQuery(deps, store.getState().queries[id]!);
    expect(deps.api.stopQuery).toHaveBeenCalledWith(id);
    expect(store.getState().queries[id]!.state).toBe('stopped');
    expect(notify).toHaveBeenLastCalledWith('success', 'Query was stopped.');

    deps.api.stopQuery = vi.fn(async () => Promise.reject(json({ message: 'nope' }, 500)));
    const second = await runQuery(deps, { queryEditor: tab(), sql: 'SELECT 2', runAsync: true });
    await stopRunningQuery(deps, store.getState().queries[second]!);
    expect(notify).toHaveBeenLastCalledWith('danger', 'Failed to stop query.');
    expect(store.getState().queries[second]!.state).toBe('running');
  });
});
