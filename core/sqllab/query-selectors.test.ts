import { describe, expect, it } from 'vitest';
import { QUERY_POLL_MAX_AGE_MS } from './constants.js';
import { selectLatestQuery } from './editor-selectors.js';
import {
  queryDurationMs,
  selectDisplayedQueryState,
  selectInProgressQueries,
  selectQueriesAwaitingResults,
  selectQueriesToPoll,
  selectQueryHistory,
} from './query-selectors.js';
import { sqlLabActions, type SqlLabAction } from './sqllab-action.js';
import type { QueryResults } from './sqllab-query.js';
import { sqlLabReducer } from './sqllab-reducer.js';
import { createSqlLabState, type SqlLabState } from './sqllab-state.js';

const reduce = (state: SqlLabState, ...actions: SqlLabAction[]): SqlLabState =>
  actions.reduce((current, action) => sqlLabReducer(Object.freeze(current), action), state);

const rowsOf = (count: number): QueryResults => ({ data: Array.from({ length: count }, (_, n) => ({ n })), columns: [{ column_name: 'n' }] });

const start = (id: string, now: number, sqlEditorId: string | null = 'tab1', runAsync = false): SqlLabAction =>
  sqlLabActions.startQuery({ query: { id, sqlEditorId, dbId: 1, sql: `SELECT '${id}'`, runAsync }, now });

const history = (): SqlLabState =>
  reduce(
    createSqlLabState({ initialQueryEditorId: 'tab1', now: 0 }),
    sqlLabActions.addQueryEditor({ queryEditor: { id: 'tab2' }, now: 0 }),
    start('first', 1_000),
    sqlLabActions.querySuccess({ queryId: 'first', results: rowsOf(3), now: 1_250 }),
    start('second', 2_000),
    sqlLabActions.queryFailed({ queryId: 'second', errorMessage: 'bad', now: 2_100 }),
    start('third', 3_000, 'tab1', true),
    start('elsewhere', 3_500, 'tab2'),
    sqlLabActions.startQuery({ query: { id: 'preview', sqlEditorId: 'tab1', dbId: 1, sql: 'SELECT *', runAsync: false, isDataPreview: true }, now: 3_600 }),
  );

describe('query history', () => {
  it('lists a tab’s queries newest first, without data previews or other tabs', () => {
    expect(selectQueryHistory(history(), 'tab1').map((entry) => entry.query.id)).toEqual(['third', 'second', 'first']);
  });

  it('gives durations and row counts', () => {
    const [third, second, first] = selectQueryHistory(history(), 'tab1', 4_000);
    expect(first).toMatchObject({ durationMs: 250, rowCount: 3, displayedState: 'success' });
    expect(second).toMatchObject({ durationMs: 100, rowCount: null, displayedState: 'failed' });
    expect(third).toMatchObject({ durationMs: 1_000, rowCount: null, displayedState: 'pending' });
  });

  it('has no duration for a query in progress without a current time', () => {
    const third = history().queries.third!;
    expect(queryDurationMs(third)).toBeNull();
    expect(queryDurationMs(third, 3_500)).toBe(500);
  });

  it('orders queries started at the same time by id, deterministically', () => {
    const state = reduce(createSqlLabState({ initialQueryEditorId: 'tab1' }), start('b', 5), start('a', 5), start('c', 5));
    expect(selectQueryHistory(state, 'tab1').map((entry) => entry.query.id)).toEqual(['c', 'b', 'a']);
  });

  it('returns the latest query of a tab', () => {
    expect(selectLatestQuery(history(), 'tab1')!.id).toBe('third');
    expect(selectLatestQuery(history(), 'nope')).toBeUndefined();
  });
});

describe('offline display', () => {
  it('shows queries in progress as offline while the server is unreachable', () => {
    const offline = reduce(history(), sqlLabActions.setOffline({ offline: true }));
    expect(selectDisplayedQueryState(offline, 'third')).toBe('offline');
    expect(selectDisplayedQueryState(offline, 'first')).toBe('success');
    expect(selectDisplayedQueryState(history(), 'third')).toBe('pending');
    expect(selectQueryHistory(offline, 'tab1')[0]!.displayedState).toBe('offline');
    expect(selectDisplayedQueryState(offline, 'nope')).toBeUndefined();
  });
});

describe('polling and fetching', () => {
  it('lists queries in progress', () => {
    expect(selectInProgressQueries(history()).map((query) => query.id).sort()).toEqual(['elsewhere', 'preview', 'third']);
  });

  it('polls async queries in progress that are younger than the polling age limit', () => {
    const state = history();
    expect(selectQueriesToPoll(state, 3_000 + QUERY_POLL_MAX_AGE_MS - 1).map((query) => query.id)).toEqual(['third']);
    expect(selectQueriesToPoll(state, 3_000 + QUERY_POLL_MAX_AGE_MS)).toEqual([]);
  });

  it('lists queries whose results are ready on the server but missing here', () => {
    const state = reduce(
      history(),
      sqlLabActions.refreshQueries({ alteredQueries: [{ id: 'elsewhere', state: 'running' }] }),
      sqlLabActions.refreshQueries({ alteredQueries: [{ id: 'elsewhere', state: 'success', resultsKey: 'k1' }] }),
      sqlLabActions.refreshQueries({ alteredQueries: [{ id: 'third', state: 'success', resultsKey: 'k3' }] }),
      sqlLabActions.querySuccess({ queryId: 'preview', results: rowsOf(1), resultsKey: 'kp', now: 4_000 }),
    );
    expect(state.queries.elsewhere!.state).toBe('running');
    expect(selectQueriesAwaitingResults(state).map((query) => query.id).sort()).toEqual(['elsewhere', 'third']);
  });
});
