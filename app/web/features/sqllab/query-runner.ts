import { DangerToast, ErrorMessage, SuccessToast, type TesseraError } from '@core/errors/index.js';
import {
  selectQueriesToPoll,
  sqlLabActions,
  SqlQueryState,
  type QueryEditor,
  type QueryResults,
  type SqlLabQuery,
  type SqlLabQueryUpdate,
} from '@core/sqllab/index.js';
import type { AsyncEvent, AsyncEventClient } from '../../api/async-events';
import { newClientId } from './client-id';
import type { ResultsCache } from './results-cache';
import { resultSetFromRows, type ResultSet } from './result-set';
import { editorIdResolver, serverQueryToUpdate } from './server-records';
import type { ExecuteResponse, SqlLabApi } from './sqllab-api';
import { ARROW_STREAM_TYPE, toRequestError } from './sqllab-query-lane';
import type { SqlLabStore } from './sqllab-store';

export { ARROW_STREAM_TYPE } from './sqllab-query-lane';

/** Most rows fetched as JSON: past this a server without Arrow sends this many, not the whole result. */
export const JSON_RESULTS_MAX_ROWS = 100_000;

/** What running queries needs: the state, the server, the results kept in memory, and toasts. */
export interface QueryRunnerDeps {
  store: SqlLabStore;
  api: Pick<SqlLabApi, 'execute' | 'results' | 'stopQuery' | 'queriesUpdatedSince'>;
  results: ResultsCache;
  notify: (level: 'success' | 'warning' | 'danger', text: string) => void;
  /**
   * The page's async-event client (spec §9: the WebSocket when configured, else polling of
   * `/api/v1/async_event/`): an async run whose 202 names its job follows that job's events.
   */
  events?: Pick<AsyncEventClient, 'followJob'>;
  now?: () => number;
}

/** Where a CREATE TABLE/VIEW AS run puts its result. */
export interface CreateAsRequest {
  method: 'TABLE' | 'VIEW';
  tableName: string;
  schema: string | null;
}

/** What to run: a tab's SQL (or its selection), or a table's data preview. */
export interface RunRequest {
  queryEditor: QueryEditor;
  sql: string;
  runAsync: boolean;
  /** A data preview of a table panel: not in the tab's history. */
  previewTableId?: string;
  /** Create a table or view from the last SELECT (CTAS/CVAS); `schema` null means the editor's. */
  ctas?: CreateAsRequest | null;
}

const clock = (deps: QueryRunnerDeps) => (deps.now ?? Date.now)();

/** A server run's fields without its state, which the reducer decides (a late poll must not undo a stop). */
function serverFields(deps: QueryRunnerDeps, response: ExecuteResponse): SqlLabQueryUpdate {
  const { state: _state, ...fields } = serverQueryToUpdate(response.query, editorIdResolver(deps.store.getState().queryEditors));
  return fields;
}

function resultsOf(response: ExecuteResponse): QueryResults {
  return {
    data: response.data ?? [],
    columns: response.columns ?? [],
    ...(response.selected_columns ? { selected_columns: response.selected_columns } : {}),
    ...(response.expanded_columns ? { expanded_columns: response.expanded_columns } : {}),
    ...(response.displayLimitReached ? { displayLimitReached: true } : {}),
  };
}

/**
 * Runs SQL: records the run (`pending` when async, else `running`), posts it to
 * `/api/v1/sqllab/execute/`, and stores the rows of a synchronous answer; an async run (202) is
 * then followed through the async-event client when the answer names its job
 * ({@link followAsyncRun}), else by {@link pollQueries}. Failures become the run's error (the server's message,
 * the session-timed-out text for a CSRF failure, else 'Unknown error'). Resolves with the run's id.
 */
export async function runQuery(deps: QueryRunnerDeps, request: RunRequest): Promise<string> {
  const { store, api } = deps;
  const { queryEditor, sql } = request;
  const id = newClientId();
  const isDataPreview = request.previewTableId !== undefined;
  if (queryEditor.dbId === null) throw new Error('runQuery needs a tab with a database');
  store.dispatch(
    sqlLabActions.startQuery({
      query: {
        id,
        sqlEditorId: isDataPreview ? null : queryEditor.id,
        tab: queryEditor.name,
        dbId: queryEditor.dbId,
        catalog: queryEditor.catalog,
        schema: queryEditor.schema,
        sql,
        templateParams: queryEditor.templateParams,
        queryLimit: queryEditor.queryLimit,
        runAsync: request.runAsync,
        ctas: Boolean(request.ctas),
        tempTable: request.ctas?.tableName ?? null,
        tempSchema: request.ctas ? (request.ctas.schema ?? queryEditor.schema) : null,
        isDataPreview,
      },
      now: clock(deps),
    }),
  );
  if (request.previewTableId !== undefined) store.dispatch(sqlLabActions.setDataPreviewQueryId({ tableId: request.previewTableId, queryId: id }));
  const controller = new AbortController();
  streamsOf(deps.results).set(id, controller);
  try {
    const answer = await api.execute({
      client_id: id,
      database_id: queryEditor.dbId,
      sql,
      sql_editor_id: isDataPreview ? null : (queryEditor.tabViewId ?? queryEditor.id),
      tab: queryEditor.name,
      schema: queryEditor.schema,
      catalog: queryEditor.catalog,
      runAsync: request.runAsync,
      queryLimit: queryEditor.queryLimit,
      templateParams: queryEditor.templateParams,
      select_as_cta: Boolean(request.ctas),
      ctas_method: request.ctas?.method ?? null,
      tmp_table_name: request.ctas?.tableName ?? null,
      tmp_schema_name: request.ctas?.schema ?? null,
      expand_data: true,
      json: true,
    }, controller.signal);
    if ('stream' in answer) {
      await readStreamedRun(deps, id, answer.stream);
      return id;
    }
    const { status, body } = answer;
    if (status === 202 || body.status === 'stopped') {
      store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: [serverQueryToUpdate(body.query, editorIdResolver(store.getState().queryEditors))] }));
      const jobId = typeof body.job_id === 'string' && body.job_id !== '' ? body.job_id : null;
      if (status === 202 && jobId !== null && deps.events) void followAsyncRun(deps, id, jobId);
      return id;
    }
    const results = resultsOf(body);
    store.dispatch(
      sqlLabActions.querySuccess({
        queryId: id,
        results,
        rows: body.query.rows ?? results.data.length,
        resultsKey: body.query.resultsKey ?? null,
        limitingFactor: body.query.limitingFactor ?? null,
        now: clock(deps),
      }),
    );
    store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: [serverFields(deps, body)] }));
    deps.results.set(id, resultSetFromRows(results));
    // The answer carries at most the display limit: the rest comes from the results store, as Arrow.
    const query = store.getState().queries[id];
    if (body.displayLimitReached && query?.resultsKey && query.state === 'success') void fetchQueryResults(deps, query, { keepShownRows: true });
  } catch (error) {
    // A stop cuts the stream on purpose: the stop itself says how the run ended.
    if (controller.signal.aborted) return id;
    const failure = await toRequestError(error);
    store.dispatch(
      sqlLabActions.queryFailed({
        queryId: id,
        errorMessage: failure.message,
        ...(failure.clientError.errors ? { errors: failure.clientError.errors } : {}),
        link: failure.clientError.link ?? null,
        now: clock(deps),
      }),
    );
  } finally {
    streamsOf(deps.results).delete(id);
  }
  return id;
}

/** The streams being read, by query id, so a stop can cut them. */
const streams = new WeakMap<ResultsCache, Map<string, AbortController>>();

function streamsOf(results: ResultsCache): Map<string, AbortController> {
  let byQuery = streams.get(results);
  if (!byQuery) {
    byQuery = new Map();
    streams.set(results, byQuery);
  }
  return byQuery;
}

/** Whether a run's rows are streaming in now (its Stop button cuts the stream). */
export function isStreaming(results: ResultsCache, queryId: string): boolean {
  return streamsOf(results).has(queryId);
}

/**
 * Reads a run's rows from its Arrow stream: the first batch puts the run in `fetching` with its
 * rows in the results cache (the grid paints them), each later batch grows them, and the stream's
 * last batch says how the run ended (success with its row count and results key, stopped, or
 * failed with the server's errors). The rows stay in the results cache only, as fetched Arrow
 * results do; the stored state keeps the results key to fetch them again.
 */
async function readStreamedRun(deps: QueryRunnerDeps, id: string, stream: ReadableStream<Uint8Array>): Promise<void> {
  const { store } = deps;
  const { readArrowStream } = await import('./arrow-result-set');
  let latest: ResultSet | null = null;
  const ending = await readArrowStream(stream, (resultSet) => {
    if (latest === null) store.dispatch(sqlLabActions.requestQueryResults({ queryId: id }));
    latest = resultSet;
    deps.results.set(id, resultSet);
  });
  const columns = (latest as ResultSet | null)?.columns.map((column) => ({ column_name: column.name, name: column.name, type: column.type })) ?? [];
  const query = ending?.query as ExecuteResponse['query'] | null | undefined;
  if (ending?.status === 'success' && query) {
    store.dispatch(
      sqlLabActions.querySuccess({
        queryId: id,
        results: { data: [], columns },
        rows: query.rows ?? (latest as ResultSet | null)?.rowCount ?? 0,
        resultsKey: query.resultsKey ?? null,
        limitingFactor: query.limitingFactor ?? null,
        now: clock(deps),
      }),
    );
    store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: [serverFields(deps, { query })] }));
    store.dispatch(sqlLabActions.clearQueryResults({ queryId: id }));
    return;
  }
  deps.results.delete(id);
  if (ending?.status === 'stopped') {
    store.dispatch(sqlLabActions.stopQuery({ queryId: id, now: clock(deps) }));
    return;
  }
  const errors = (ending?.errors ?? []) as TesseraError[];
  const first = errors[0] as { message?: unknown } | undefined;
  store.dispatch(
    sqlLabActions.queryFailed({
      queryId: id,
      errorMessage: typeof first?.message === 'string' ? first.message : typeof query?.errorMessage === 'string' ? query.errorMessage : ErrorMessage.FAILED_RETRIEVING_RESULTS,
      ...(errors.length > 0 ? { errors } : {}),
      now: clock(deps),
    }),
  );
}

/** Stops a run in progress: `POST /api/v1/query/stop`, then 'Query was stopped.' or 'Failed to stop query.'. */
export async function stopRunningQuery(deps: QueryRunnerDeps, query: SqlLabQuery): Promise<void> {
  // A run whose rows are streaming in: cutting the stream stops it on the server too.
  streamsOf(deps.results).get(query.id)?.abort();
  // A run followed through its job's events: the stop says how it ended.
  followersOf(deps.results).get(query.id)?.abort();
  try {
    await deps.api.stopQuery(query.id);
    deps.store.dispatch(sqlLabActions.stopQuery({ queryId: query.id, now: clock(deps) }));
    deps.notify('success', SuccessToast.QUERY_STOPPED);
  } catch {
    deps.notify('danger', DangerToast.STOP_QUERY_FAILED);
  }
}

const inFlight = new WeakMap<ResultsCache, Set<string>>();

/** Whether a finished run's stored rows are downloading now (the grid shows those in so far). */
export function isFetchingResults(results: ResultsCache, queryId: string): boolean {
  return inFlight.get(results)?.has(queryId) ?? false;
}

/** Servers (by their API object) seen answering JSON to a request for Arrow: asked for bounded JSON until they answer Arrow. */
const withoutArrow = new WeakSet<object>();

/**
 * Fetches a finished run's rows from the results store: asks for Arrow IPC of the whole result
 * (kept columnar in the results cache, in one response read batch by batch as it downloads, so the
 * grid paints the first rows at once) and takes JSON from a server without it
 * (at most {@link JSON_RESULTS_MAX_ROWS} rows). With `keepShownRows`, the rows already shown stay
 * while the full result loads.
 */
export async function fetchQueryResults(deps: QueryRunnerDeps, query: SqlLabQuery, { keepShownRows = false } = {}): Promise<void> {
  const { store, api } = deps;
  if (!query.resultsKey) return;
  const pending = inFlight.get(deps.results) ?? new Set<string>();
  inFlight.set(deps.results, pending);
  if (pending.has(query.id)) return;
  pending.add(query.id);
  if (!keepShownRows) store.dispatch(sqlLabActions.requestQueryResults({ queryId: query.id }));
  const rows = query.rows ?? undefined;
  const bounded = (count: number | undefined) => (count === undefined ? JSON_RESULTS_MAX_ROWS : Math.min(count, JSON_RESULTS_MAX_ROWS));
  try {
    const asked = withoutArrow.has(api) ? bounded(rows) : rows;
    let response = await api.results(query.resultsKey, asked);
    if (isArrow(response)) {
      withoutArrow.delete(api);
      if (asked !== rows) {
        // A bounded ask answered in Arrow: the server sends Arrow now, so take the whole result in one go.
        await response.body?.cancel();
        response = await api.results(query.resultsKey, rows);
      }
    } else {
      withoutArrow.add(api);
      if (asked !== undefined && asked > JSON_RESULTS_MAX_ROWS) {
        // No Arrow here: do not download a huge JSON body, ask for a bounded one.
        await response.body?.cancel();
        response = await api.results(query.resultsKey, JSON_RESULTS_MAX_ROWS);
      }
    }
    if (isArrow(response)) {
      const { readArrowResult, readArrowResultStream } = await import('./arrow-result-set');
      // Read as the bytes arrive: the grid paints the first batch while the rest downloads (with
      // `keepShownRows`, the rows shown stay until the whole result is in).
      const { resultSet, queryRows } = response.body
        ? await readArrowResultStream(response.body, keepShownRows ? undefined : (rowsSoFar) => deps.results.set(query.id, rowsSoFar))
        : readArrowResult(new Uint8Array(await response.arrayBuffer()));
      deps.results.set(query.id, resultSet);
      const columns = resultSet.columns.map((column) => ({ column_name: column.name, name: column.name, type: column.type }));
      store.dispatch(sqlLabActions.querySuccess({ queryId: query.id, results: { data: [], columns }, rows: queryRows ?? resultSet.rowCount, now: clock(deps) }));
      // The rows stay in the results cache only; the stored state keeps the results key to fetch them again.
      store.dispatch(sqlLabActions.clearQueryResults({ queryId: query.id }));
      return;
    }
    const body = (await response.json()) as ExecuteResponse;
    const results = resultsOf(body);
    deps.results.set(query.id, resultSetFromRows(results));
    store.dispatch(sqlLabActions.querySuccess({ queryId: query.id, results, rows: body.query?.rows ?? query.rows ?? results.data.length, now: clock(deps) }));
  } catch (error) {
    const failure = await toRequestError(error);
    if (keepShownRows) {
      deps.notify('warning', `${ErrorMessage.FAILED_RETRIEVING_RESULTS}: ${failure.message}`);
      return;
    }
    const errorMessage = failure.status === null && failure.message === ErrorMessage.UNKNOWN_ERROR ? ErrorMessage.FAILED_RETRIEVING_RESULTS : failure.message;
    store.dispatch(sqlLabActions.queryFailed({ queryId: query.id, errorMessage, ...(failure.clientError.errors ? { errors: failure.clientError.errors } : {}), now: clock(deps) }));
  } finally {
    pending.delete(query.id);
  }
}

function isArrow(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith(ARROW_STREAM_TYPE);
}

/** How far back a first poll looks, for runs the server stamped before the client's clock. */
const FIRST_POLL_MARGIN_MS = 60_000;

/** The async runs followed through their job's events, by query id, so a stop can end the wait. */
const followers = new WeakMap<ResultsCache, Map<string, AbortController>>();

function followersOf(results: ResultsCache): Map<string, AbortController> {
  let byQuery = followers.get(results);
  if (!byQuery) {
    byQuery = new Map();
    followers.set(results, byQuery);
  }
  return byQuery;
}

/** Whether an async run's progress comes from its job's events (it is then left out of {@link pollQueries}). */
export function isFollowedByEvents(results: ResultsCache, queryId: string): boolean {
  return followersOf(results).has(queryId);
}

/**
 * Follows an async run through its job's events (spec §9), instead of polling the query list:
 * `running` moves the run from pending to running; `done` or `error` ends it, and the run's record
 * is read once for what the event does not say (rows, results key, the error's message), after
 * which its rows are fetched as any finished run's are. When the events cannot be followed (the
 * client gave up), the run goes back to {@link pollQueries}. A stop ends the wait.
 */
export async function followAsyncRun(deps: QueryRunnerDeps, id: string, jobId: string): Promise<void> {
  const { store, events } = deps;
  if (!events) return;
  const controller = new AbortController();
  followersOf(deps.results).set(id, controller);
  let ended: AsyncEvent;
  try {
    ended = await events.followJob(
      jobId,
      (event) => {
        if (event.status === 'running') store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: [{ id, state: SqlQueryState.RUNNING }] }));
      },
      controller.signal,
    );
  } catch {
    // Stopped (the stop said how it ended), or the events failed: the query list takes over.
    followersOf(deps.results).delete(id);
    return;
  }
  try {
    await readRunRecord(deps, id);
  } catch {
    // The record could not be read: the query list takes over for a run still in progress.
  } finally {
    followersOf(deps.results).delete(id);
  }
  const query = store.getState().queries[id];
  if (ended.status === 'error' && query && query.state !== SqlQueryState.FAILED && query.state !== SqlQueryState.STOPPED) {
    const message = ended.errors?.find((error) => typeof error.message === 'string')?.message ?? ErrorMessage.UNKNOWN_ERROR;
    store.dispatch(sqlLabActions.queryFailed({ queryId: id, errorMessage: message, now: clock(deps) }));
  }
}

/** Reads one run's record from the query list (`GET /api/v1/query/updated_since`) into the state. */
async function readRunRecord(deps: QueryRunnerDeps, id: string): Promise<void> {
  const { store, api } = deps;
  const query = store.getState().queries[id];
  if (!query) return;
  const changed = await api.queriesUpdatedSince(query.startDttm - FIRST_POLL_MARGIN_MS);
  const current = store.getState();
  const editorIdOf = editorIdResolver(current.queryEditors);
  const updates = changed.map((record) => serverQueryToUpdate(record, editorIdOf)).filter((update) => update.id === id);
  store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: updates }));
}

/**
 * One poll of the async runs in progress (`GET /api/v1/query/updated_since`): their states,
 * progress and results keys merge into the state (the reducer keeps stops and failures); a failed
 * poll marks the page offline. Runs of tabs this page does not know are ignored, and so are runs
 * followed through their job's events ({@link followAsyncRun}).
 */
export async function pollQueries(deps: QueryRunnerDeps): Promise<void> {
  const { store, api } = deps;
  const state = store.getState();
  // No poll for a run whose execute request has not answered yet, one followed through its job's
  // events, or one the server already reported successful (its rows are being fetched).
  const polled = selectQueriesToPoll(state, clock(deps)).filter(
    (query) => !streamsOf(deps.results).has(query.id) && !isFollowedByEvents(deps.results, query.id) && query.serverState !== SqlQueryState.SUCCESS,
  );
  if (polled.length === 0) return;
  const since = state.queriesLastUpdate > 0 ? state.queriesLastUpdate : Math.min(...polled.map((query) => query.startDttm)) - FIRST_POLL_MARGIN_MS;
  try {
    const changed = await api.queriesUpdatedSince(since);
    const current = store.getState();
    const editorIdOf = editorIdResolver(current.queryEditors);
    const updates = changed
      .map((query) => serverQueryToUpdate(query, editorIdOf))
      .filter((update) => Object.hasOwn(current.queries, update.id) || (update.sqlEditorId && editorIdOf(update.sqlEditorId) !== null));
    store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: updates }));
  } catch {
    store.dispatch(sqlLabActions.setOffline({ offline: true }));
  }
}
