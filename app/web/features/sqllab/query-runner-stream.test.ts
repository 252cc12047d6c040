import { RecordBatch, RecordBatchStreamWriter, tableFromArrays } from 'apache-arrow';
import { createSqlLabState, selectLatestQuery, type QueryEditor } from '@core/sqllab/index.js';
import { describe, expect, it, vi } from 'vitest';
import { ARROW_STREAM_TYPE, fetchQueryResults, isStreaming, pollQueries, runQuery, stopRunningQuery, type QueryRunnerDeps } from './query-runner';
import { ResultsCache } from './results-cache';
import type { ServerQuery } from './sqllab-api';
import type { ExecuteAnswer } from './sqllab-query-lane';
import { createSqlLabStore } from './sqllab-store';

/** A stream the test feeds by hand: bytes reach the reader only when the test pushes them. */
function manualStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  return { stream, push: (bytes: Uint8Array) => controller.enqueue(bytes), close: () => controller.close(), fail: (error: Error) => controller.error(error) };
}

/** The messages of an Arrow stream as the server sends them: schema + batches, then an empty batch saying how the run ended, then the end marker. */
function arrowMessages(batches: number[][], ending: Record<string, string>) {
  const tables = batches.map((values) => tableFromArrays({ n: Float64Array.from(values) }));
  const schema = tables[0]!.schema;
  const writer = new RecordBatchStreamWriter();
  const parts: Uint8Array[] = [];
  let written = 0;
  const take = () => {
    const all = writer.toUint8Array(true);
    parts.push(all.slice(written));
    written = all.byteLength;
  };
  for (const table of tables) {
    writer.write(table.batches[0]!);
    take();
  }
  const empty = tableFromArrays({ n: new Float64Array(0) }).batches[0]!;
  writer.write(new RecordBatch(schema, empty.data, new Map(Object.entries(ending))));
  take();
  parts.push(new Uint8Array(new Int32Array([-1, 0]).buffer));
  return parts;
}

function setup(execute: QueryRunnerDeps['api']['execute']) {
  const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'tab1', defaultDbId: 1, now: 0 }));
  const deps: QueryRunnerDeps = {
    store,
    results: new ResultsCache(),
    notify: vi.fn(),
    now: () => 1_000,
    api: { execute, results: vi.fn(), stopQuery: vi.fn(async () => ({ result: 'OK' })), queriesUpdatedSince: vi.fn(async () => []) },
  };
  return { store, deps, tab: () => store.getState().queryEditors[0] as QueryEditor };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('running a query whose rows stream in', () => {
  it('shows the first batch while the rest streams, grows the rows batch by batch, and ends with the run’s record', async () => {
    const { stream, push, close } = manualStream();
    let clientId = '';
    const execute = vi.fn(async (body: { client_id: string }): Promise<ExecuteAnswer> => {
      clientId = body.client_id;
      return { status: 200, stream };
    });
    const { store, deps, tab } = setup(execute);
    const running = runQuery(deps, { queryEditor: tab(), sql: 'SELECT n FROM t', runAsync: false });
    await until(() => clientId !== '');
    const [first, second, ending, eos] = arrowMessages([[1, 2, 3], [4, 5]], {
      status: 'success',
      query: JSON.stringify({ id: 'x', dbId: 1, sql: 'SELECT n FROM t', state: 'success', rows: 5, resultsKey: 'key5', limitingFactor: 'NOT_LIMITED' }),
    });

    push(first!);
    await until(() => deps.results.get(clientId)?.rowCount === 3);
    // Painted while the run is still going: the grid shows the rows, the run is fetching and can be stopped.
    expect(store.getState().queries[clientId]!.state).toBe('fetching');
    expect(isStreaming(deps.results, clientId)).toBe(true);
    expect(deps.results.get(clientId)!.value(2, 0)).toBe(3);

    push(second!);
    await until(() => deps.results.get(clientId)?.rowCount === 5);
    const rows = deps.results.get(clientId)!;
    expect([0, 1, 2, 3, 4].map((row) => rows.value(row, 0))).toEqual([1, 2, 3, 4, 5]);
    expect(rows.value(5, 0)).toBeNull();

    push(ending!);
    push(eos!);
    close();
    await running;
    expect(selectLatestQuery(store.getState(), 'tab1')).toMatchObject({ state: 'success', rows: 5, resultsKey: 'key5', results: null });
    expect(deps.results.get(clientId)!.rowCount).toBe(5);
    expect(isStreaming(deps.results, clientId)).toBe(false);
  });

  it('cuts the stream when the user stops the run, and asks the server to stop it', async () => {
    const { stream, push, fail } = manualStream();
    let signal: AbortSignal | undefined;
    let clientId = '';
    const execute = vi.fn(async (body: { client_id: string }, abort?: AbortSignal): Promise<ExecuteAnswer> => {
      clientId = body.client_id;
      signal = abort;
      // As fetch does: an aborted request errors its body stream.
      abort?.addEventListener('abort', () => fail(new DOMException('The operation was aborted.', 'AbortError')));
      return { status: 200, stream };
    });
    const { store, deps, tab } = setup(execute);
    const running = runQuery(deps, { queryEditor: tab(), sql: 'SELECT n FROM t', runAsync: false });
    await until(() => clientId !== '');
    push(arrowMessages([[1, 2]], { status: 'success' })[0]!);
    await until(() => deps.results.get(clientId)?.rowCount === 2);

    await stopRunningQuery(deps, store.getState().queries[clientId]!);
    expect(signal?.aborted).toBe(true);
    expect(deps.api.stopQuery).toHaveBeenCalledWith(clientId);
    await running;
    expect(store.getState().queries[clientId]!.state).toBe('stopped');
    expect(isStreaming(deps.results, clientId)).toBe(false);
  });

  it('records a failure the stream reports after its first rows', async () => {
    const { stream, push, close } = manualStream();
    const execute = vi.fn(async (): Promise<ExecuteAnswer> => ({ status: 200, stream }));
    const { store, deps, tab } = setup(execute);
    const running = runQuery(deps, { queryEditor: tab(), sql: 'SELECT n FROM t', runAsync: false });
    const [first, ending, eos] = arrowMessages([[1]], {
      status: 'timed_out',
      errors: JSON.stringify([{ message: 'The query was killed after 30 seconds.', error_type: 'SQLLAB_TIMEOUT_ERROR', level: 'error', extra: {} }]),
    });
    push(first!);
    push(ending!);
    push(eos!);
    close();
    const id = await running;
    expect(store.getState().queries[id]).toMatchObject({ state: 'failed', errorMessage: 'The query was killed after 30 seconds.' });
    expect(deps.results.get(id)).toBeUndefined();
  });
});

describe('fetching an async run’s stored rows', () => {
  it('shows the first batch while the rest of the result downloads, then every row with the run’s count', async () => {
    const { stream, push, close } = manualStream();
    const serverQuery = (id: string, fields: Partial<ServerQuery>): ServerQuery => ({ id, dbId: 1, sql: 'SELECT n FROM t', state: 'pending', sqlEditorId: 'tab1', ...fields });
    const execute = vi.fn(async (body: { client_id: string }): Promise<ExecuteAnswer> => ({ status: 202, body: { query: serverQuery(body.client_id, {}) } }));
    const { store, deps, tab } = setup(execute);
    const id = await runQuery(deps, { queryEditor: tab(), sql: 'SELECT n FROM t', runAsync: true });
    deps.api.queriesUpdatedSince = vi.fn(async () => [serverQuery(id, { state: 'success', rows: 5, resultsKey: 'k5', changed_on: 5_000 })]);
    await pollQueries(deps);
    deps.api.results = vi.fn(async () => new Response(stream, { headers: { 'Content-Type': ARROW_STREAM_TYPE } }));
    // The results route's stream: the schema (with the run's dict), then the batches, then the end marker.
    const [first, second, , eos] = arrowMessages([[1, 2, 3], [4, 5]], {});

    const fetching = fetchQueryResults(deps, store.getState().queries[id]!);
    push(first!);
    await until(() => deps.results.get(id)?.rowCount === 3);
    // Painted while the download goes on: the run is fetching its results.
    expect(store.getState().queries[id]!.state).toBe('fetching');

    push(second!);
    push(eos!);
    close();
    await fetching;
    const rows = deps.results.get(id)!;
    expect([0, 1, 2, 3, 4].map((row) => rows.value(row, 0))).toEqual([1, 2, 3, 4, 5]);
    expect(store.getState().queries[id]).toMatchObject({ state: 'success', rows: 5, results: null, resultsKey: 'k5' });
  });
});
