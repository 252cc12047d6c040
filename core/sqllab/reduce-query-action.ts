import { ErrorMessage } from '../errors/index.js';
import { STALE_QUERY_AGE_MS } from './constants.js';
import { createSqlLabQuery, definedFields } from './create-sqllab-query.js';
import type { SqlLabQueryAction } from './query-actions.js';
import { isQueryInProgress, SqlQueryState } from './query-state.js';
import type { SqlLabQuery, SqlLabQueryUpdate } from './sqllab-query.js';
import type { SqlLabState } from './sqllab-state.js';
import { removeQueries, updateQueryEditor } from './state-helpers.js';

/** States a polled `success` must not replace: the client fetches (or has) the results itself. */
const KEPT_ON_POLLED_SUCCESS: readonly SqlQueryState[] = [SqlQueryState.FETCHING, SqlQueryState.SUCCESS, SqlQueryState.RUNNING];

/** Reduces the actions on query runs. */
export function reduceQueryAction(state: SqlLabState, action: SqlLabQueryAction): SqlLabState {
  switch (action.type) {
    case 'sqlLab/startQuery': {
      const { query, now } = action;
      const isDataPreview = query.isDataPreview ?? false;
      const sqlEditorId = query.sqlEditorId ?? null;
      const queryEditor = state.queryEditors.find((candidate) => candidate.id === sqlEditorId);
      const record = createSqlLabQuery({
        ...query,
        sqlEditorId,
        isDataPreview,
        tab: query.tab ?? queryEditor?.name ?? null,
        state: query.runAsync ? SqlQueryState.PENDING : SqlQueryState.RUNNING,
        startDttm: now,
        progress: 0,
        // The server links a query to a synced tab when it runs; a local tab's queries are migrated later.
        inLocalStorage: state.config.backendPersistence && !isDataPreview && queryEditor !== undefined && queryEditor.tabViewId === null,
      });
      const next = { ...state, queries: { ...state.queries, [record.id]: record } };
      return queryEditor && !isDataPreview ? updateQueryEditor(next, queryEditor.id, { latestQueryId: record.id }) : next;
    }
    case 'sqlLab/requestQueryResults':
      return updateQuery(state, action.queryId, (query) =>
        query.state === SqlQueryState.STOPPED || query.state === SqlQueryState.FAILED ? query : { ...query, state: SqlQueryState.FETCHING },
      );
    case 'sqlLab/querySuccess':
      return updateQuery(state, action.queryId, (query) =>
        // A success arriving after a stop is a race with the stop request: the stop wins.
        query.state === SqlQueryState.STOPPED
          ? query
          : {
              ...query,
              state: SqlQueryState.SUCCESS,
              progress: 100,
              results: action.results,
              rows: action.rows ?? action.results.data.length,
              endDttm: query.endDttm ?? action.now,
              errorMessage: null,
              errors: [],
              link: null,
              cached: action.cached ?? false,
              resultsKey: action.resultsKey === undefined ? query.resultsKey : action.resultsKey,
              limitingFactor: action.limitingFactor === undefined ? query.limitingFactor : action.limitingFactor,
            },
      );
    case 'sqlLab/queryFailed':
      return updateQuery(state, action.queryId, (query) =>
        query.state === SqlQueryState.STOPPED
          ? query
          : {
              ...query,
              state: SqlQueryState.FAILED,
              endDttm: action.now,
              errorMessage: action.errorMessage.trim() === '' ? ErrorMessage.UNKNOWN_ERROR : action.errorMessage,
              errors: action.errors ?? [],
              link: action.link ?? null,
            },
      );
    case 'sqlLab/stopQuery':
      return updateQuery(state, action.queryId, (query) =>
        isQueryInProgress(query.state) ? { ...query, state: SqlQueryState.STOPPED, results: null, endDttm: action.now } : query,
      );
    case 'sqlLab/clearQueryResults':
      return updateQuery(state, action.queryId, (query) => (query.results === null ? query : { ...query, results: null }));
    case 'sqlLab/removeQuery':
      return removeQueries(state, [action.queryId]);
    case 'sqlLab/refreshQueries':
      return refreshQueries(state, action.alteredQueries);
    case 'sqlLab/clearInactiveQueries': {
      const maxAgeMs = action.maxAgeMs ?? STALE_QUERY_AGE_MS;
      const stale = Object.values(state.queries).filter(
        (query) =>
          (query.state === SqlQueryState.RUNNING || query.state === SqlQueryState.PENDING) &&
          action.now - query.startDttm > maxAgeMs &&
          query.progress === 0,
      );
      return removeQueries(
        state,
        stale.map((query) => query.id),
      );
    }
    case 'sqlLab/setOffline':
      return state.offline === action.offline ? state : { ...state, offline: action.offline };
  }
}

function updateQuery(state: SqlLabState, queryId: string, update: (query: SqlLabQuery) => SqlLabQuery): SqlLabState {
  const query = state.queries[queryId];
  if (!query) return state;
  const updated = update(query);
  return updated === query ? state : { ...state, queries: { ...state.queries, [queryId]: updated } };
}

function refreshQueries(state: SqlLabState, alteredQueries: readonly SqlLabQueryUpdate[]): SqlLabState {
  const queries = { ...state.queries };
  let queriesLastUpdate = state.queriesLastUpdate;
  let changed = false;
  for (const update of alteredQueries) {
    const previous = queries[update.id];
    // The user's stop and a final failure are never overwritten by a late poll.
    if (previous && (previous.state === SqlQueryState.STOPPED || previous.state === SqlQueryState.FAILED)) continue;
    if (!previous && update.sqlEditorId && Object.hasOwn(state.destroyedQueryEditors, update.sqlEditorId)) continue;
    const base = previous ?? createSqlLabQuery({ id: update.id });
    const reported = update.state;
    const keepPrevious =
      reported === undefined || (reported === SqlQueryState.SUCCESS && previous !== undefined && KEPT_ON_POLLED_SUCCESS.includes(previous.state));
    queries[update.id] = {
      ...base,
      ...definedFields(update),
      state: keepPrevious ? base.state : reported,
      serverState: reported ?? base.serverState,
    };
    if (update.changedOn != null && update.changedOn > queriesLastUpdate) queriesLastUpdate = update.changedOn;
    changed = true;
  }
  if (!changed) return state.offline ? { ...state, offline: false } : state;
  return { ...state, queries, queriesLastUpdate, offline: false };
}
