import { describe, expect, it } from 'vitest';
import { STALE_QUERY_AGE_MS } from './constants.js';
import { sqlLabActions } from './sqllab-action.js';
import type { NewSqlLabQuery, QueryResults } from './sqllab-query.js';
import { sqlLabReducer } from './sqllab-reducer.js';
import { createSqlLabState, type SqlLabState } from './sqllab-state.js';
import { SqlQueryState, type SqlQueryState as SqlQueryStateName } from './query-state.js';
import type { SqlLabAction } from './sqllab-action.js';

const reduce = (state: SqlLabState, ...actions: SqlLabAction[]): SqlLabState =>
  actions.reduce((current, action) => sqlLabReducer(Object.freeze(current), action), state);

const RESULTS: QueryResults = { data: [{ n: 1 }, { n: 2 }, { n: 3 }], columns: [{ column_name: 'n', type: 'INT' }] };

const base = (): SqlLabState => createSqlLabState({ initialQueryEditorId: 'tab1', defaultDbId: 1, now: 0 });

const start = (overrides: Partial<NewSqlLabQuery> = {}, now = 1_000): SqlLabAction =>
  sqlLabActions.startQuery({ query: { id: 'q1', sqlEditorId: 'tab1', dbId: 1, sql: 'SELECT 1', runAsync: true, ...overrides }, now });

const withState = (state: SqlLabState, queryState: SqlQueryStateName): SqlLabState => ({
  ...state,
  queries: { ...state.queries, q1: { ...state.queries.q1!, state: queryState } },
});

describe('starting a query', () => {
  it('starts an async run as pending and a sync run as running', () => {
    expect(reduce(base(), start({ runAsync: true })).queries.q1!.state).toBe('pending');
    expect(reduce(base(), start({ runAsync: false })).queries.q1!.state).toBe('running');
  });

  it('records the start time, zero progress, the tab name and makes it the tab’s latest query', () => {
    const state = reduce(base(), start({}, 5_000));
    expect(state.queries.q1).toMatchObject({ startDttm: 5_000, endDttm: null, progress: 0, results: null, tab: 'Untitled query', sqlEditorId: 'tab1' });
    expect(state.queryEditors[0]!.latestQueryId).toBe('q1');
  });

  it('does not make a data preview the latest query of a tab', () => {
    const state = reduce(base(), start({ id: 'p1', sqlEditorId: null, isDataPreview: true }));
    expect(state.queries.p1!.isDataPreview).toBe(true);
    expect(state.queryEditors[0]!.latestQueryId).toBeNull();
  });

  it('marks a query local only when its tab is local and backend persistence is on', () => {
    const persisted = createSqlLabState({ initialQueryEditorId: 'tab1', backendPersistence: true, now: 0 });
    expect(reduce(persisted, start()).queries.q1!.inLocalStorage).toBe(true);
    const synced = { ...persisted, queryEditors: [{ ...persisted.queryEditors[0]!, tabViewId: '7', inLocalStorage: false }] };
    expect(reduce(synced, start()).queries.q1!.inLocalStorage).toBe(false);
    expect(reduce(base(), start()).queries.q1!.inLocalStorage).toBe(false);
  });
});

describe('query results', () => {
  it('moves to fetching, then success with rows, progress 100 and an end time', () => {
    const state = reduce(
      base(),
      start(),
      sqlLabActions.requestQueryResults({ queryId: 'q1' }),
    );
    expect(state.queries.q1!.state).toBe('fetching');
    const done = reduce(state, sqlLabActions.querySuccess({ queryId: 'q1', results: RESULTS, resultsKey: 'k1', limitingFactor: 'DROPDOWN', now: 4_000 }));
    expect(done.queries.q1).toMatchObject({
      state: 'success',
      rows: 3,
      progress: 100,
      endDttm: 4_000,
      resultsKey: 'k1',
      limitingFactor: 'DROPDOWN',
      results: RESULTS,
    });
  });

  it('ignores a success that arrives after the query was stopped', () => {
    const stopped = reduce(base(), start(), sqlLabActions.stopQuery({ queryId: 'q1', now: 2_000 }));
    expect(stopped.queries.q1).toMatchObject({ state: 'stopped', endDttm: 2_000, results: null });
    const after = reduce(stopped, sqlLabActions.querySuccess({ queryId: 'q1', results: RESULTS, now: 3_000 }));
    expect(after).toBe(stopped);
  });

  it('ignores a failure that arrives after the query was stopped', () => {
    const stopped = reduce(base(), start(), sqlLabActions.stopQuery({ queryId: 'q1', now: 2_000 }));
    expect(reduce(stopped, sqlLabActions.queryFailed({ queryId: 'q1', errorMessage: 'boom', now: 3_000 }))).toBe(stopped);
  });

  it('records a failure with its message, errors and link, "Unknown error" when the message is blank', () => {
    const failed = reduce(
      base(),
      start(),
      sqlLabActions.queryFailed({ queryId: 'q1', errorMessage: 'syntax error', link: 'https://docs', now: 3_000 }),
    );
    expect(failed.queries.q1).toMatchObject({ state: 'failed', errorMessage: 'syntax error', link: 'https://docs', endDttm: 3_000 });
    const blank = reduce(base(), start(), sqlLabActions.queryFailed({ queryId: 'q1', errorMessage: '  ', now: 3_000 }));
    expect(blank.queries.q1!.errorMessage).toBe('Unknown error');
  });

  it('stops only queries in progress', () => {
    const done = reduce(base(), start(), sqlLabActions.querySuccess({ queryId: 'q1', results: RESULTS, now: 2_000 }));
    expect(reduce(done, sqlLabActions.stopQuery({ queryId: 'q1', now: 3_000 }))).toBe(done);
  });

  it('does not fetch results of a stopped or failed query', () => {
    const stopped = reduce(base(), start(), sqlLabActions.stopQuery({ queryId: 'q1', now: 2_000 }));
    expect(reduce(stopped, sqlLabActions.requestQueryResults({ queryId: 'q1' }))).toBe(stopped);
  });

  it('clears results but keeps the row count', () => {
    const state = reduce(
      base(),
      start(),
      sqlLabActions.querySuccess({ queryId: 'q1', results: RESULTS, now: 2_000 }),
      sqlLabActions.clearQueryResults({ queryId: 'q1' }),
    );
    expect(state.queries.q1).toMatchObject({ results: null, rows: 3 });
  });

  it('removes a query and the tab’s reference to it', () => {
    const state = reduce(base(), start(), sqlLabActions.removeQuery({ queryId: 'q1' }));
    expect(state.queries.q1).toBeUndefined();
    expect(state.queryEditors[0]!.latestQueryId).toBeNull();
  });

  it('ignores actions about unknown queries', () => {
    const state = base();
    expect(reduce(state, sqlLabActions.querySuccess({ queryId: 'nope', results: RESULTS, now: 1 }))).toBe(state);
    expect(reduce(state, sqlLabActions.stopQuery({ queryId: 'nope', now: 1 }))).toBe(state);
  });
});

describe('refreshing polled queries', () => {
  const refresh = (update: Parameters<typeof sqlLabActions.refreshQueries>[0]['alteredQueries'][number]) =>
    sqlLabActions.refreshQueries({ alteredQueries: [update] });

  it.each([SqlQueryState.STOPPED, SqlQueryState.FAILED])('never overwrites a %s query', (finished) => {
    const state = withState(reduce(base(), start()), finished);
    const after = reduce(state, refresh({ id: 'q1', state: 'success', progress: 100, rows: 10 }));
    expect(after.queries.q1).toEqual(state.queries.q1);
  });

  it.each([SqlQueryState.FETCHING, SqlQueryState.SUCCESS, SqlQueryState.RUNNING])(
    'keeps %s when the server reports success, merging the other fields',
    (current) => {
      const state = withState(reduce(base(), start()), current);
      const after = reduce(state, refresh({ id: 'q1', state: 'success', progress: 100, resultsKey: 'k9', changedOn: 9_000 }));
      expect(after.queries.q1).toMatchObject({ state: current, serverState: 'success', progress: 100, resultsKey: 'k9' });
      expect(after.queriesLastUpdate).toBe(9_000);
    },
  );

  it('lets a polled success replace pending, scheduled or started', () => {
    for (const current of [SqlQueryState.PENDING, SqlQueryState.SCHEDULED, SqlQueryState.STARTED]) {
      const state = withState(reduce(base(), start()), current);
      expect(reduce(state, refresh({ id: 'q1', state: 'success' })).queries.q1!.state).toBe('success');
    }
  });

  it('takes any other reported state, e.g. running to timed_out and success to failed', () => {
    const running = withState(reduce(base(), start()), SqlQueryState.RUNNING);
    expect(reduce(running, refresh({ id: 'q1', state: 'timed_out' })).queries.q1!.state).toBe('timed_out');
    const success = withState(reduce(base(), start()), SqlQueryState.SUCCESS);
    expect(reduce(success, refresh({ id: 'q1', state: 'failed', errorMessage: 'lost' })).queries.q1).toMatchObject({ state: 'failed', errorMessage: 'lost' });
  });

  it('merges progress of a running query and keeps results it did not send', () => {
    const state = reduce(base(), start(), refresh({ id: 'q1', state: 'running', progress: 40 }));
    expect(state.queries.q1).toMatchObject({ state: 'running', progress: 40, sql: 'SELECT 1', sqlEditorId: 'tab1' });
  });

  it('adds queries it does not know, except those of destroyed tabs', () => {
    const state = { ...base(), destroyedQueryEditors: { gone: { destroyedAt: 1, tabViewId: null, deletePending: false } } };
    const after = reduce(
      state,
      sqlLabActions.refreshQueries({
        alteredQueries: [
          { id: 'other', sqlEditorId: 'tab1', dbId: 2, sql: 'SELECT 2', state: 'running', startDttm: 100 },
          { id: 'orphan', sqlEditorId: 'gone', state: 'running' },
        ],
      }),
    );
    expect(after.queries.other).toMatchObject({ dbId: 2, sql: 'SELECT 2', state: 'running', startDttm: 100 });
    expect(after.queries.orphan).toBeUndefined();
  });

  it('keeps the latest change time and clears the offline flag', () => {
    const offline = reduce(base(), start(), sqlLabActions.setOffline({ offline: true }));
    expect(offline.offline).toBe(true);
    const after = reduce(
      offline,
      sqlLabActions.refreshQueries({ alteredQueries: [{ id: 'q1', progress: 10, changedOn: 5_000 }, { id: 'q1', progress: 20, changedOn: 4_000 }] }),
    );
    expect(after.offline).toBe(false);
    expect(after.queriesLastUpdate).toBe(5_000);
    expect(after.queries.q1!.progress).toBe(20);
    expect(reduce(offline, sqlLabActions.refreshQueries({ alteredQueries: [] })).offline).toBe(false);
  });
});

describe('clearing inactive queries', () => {
  const now = 10 * STALE_QUERY_AGE_MS;

  it('drops running or pending queries older than the threshold with progress 0', () => {
    let state = reduce(
      base(),
      start({ id: 'oldPending', runAsync: true }, now - STALE_QUERY_AGE_MS - 1),
      start({ id: 'oldRunning', runAsync: false }, now - STALE_QUERY_AGE_MS - 1),
    );
    state = reduce(state, sqlLabActions.clearInactiveQueries({ now }));
    expect(state.queries).toEqual({});
    expect(state.queryEditors[0]!.latestQueryId).toBeNull();
  });

  it('keeps young queries, queries with progress and finished queries', () => {
    const old = now - STALE_QUERY_AGE_MS - 1;
    let state = reduce(
      base(),
      start({ id: 'young' }, now - STALE_QUERY_AGE_MS),
      start({ id: 'progressing' }, old),
      start({ id: 'fetching' }, old),
      start({ id: 'done' }, old),
      sqlLabActions.refreshQueries({ alteredQueries: [{ id: 'progressing', state: 'running', progress: 5 }] }),
      sqlLabActions.requestQueryResults({ queryId: 'fetching' }),
      sqlLabActions.querySuccess({ queryId: 'done', results: RESULTS, now: old + 1 }),
    );
    state = reduce(state, sqlLabActions.clearInactiveQueries({ now }));
    expect(Object.keys(state.queries).sort()).toEqual(['done', 'fetching', 'progressing', 'young']);
  });

  it('accepts another interval', () => {
    const state = reduce(base(), start({}, 1_000), sqlLabActions.clearInactiveQueries({ now: 4_000, maxAgeMs: 2_000 }));
    expect(state.queries.q1).toBeUndefined();
  });
});
