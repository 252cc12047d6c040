import { describe, expect, it } from 'vitest';
import { STORED_RESULTS_MAX_AGE_MS, STORED_RESULTS_MAX_BYTES } from './constants.js';
import { createSqlLabQuery } from './create-sqllab-query.js';
import { estimateJsonBytes } from './estimate-json-bytes.js';
import { pruneStoredResults } from './prune-stored-results.js';
import { sqlLabActions } from './sqllab-action.js';
import type { QueryResults, SqlLabQuery } from './sqllab-query.js';
import { sqlLabReducer } from './sqllab-reducer.js';
import { createSqlLabState, type SqlLabState } from './sqllab-state.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 100 * DAY;

const results = (rows: number, width = 10): QueryResults => ({
  data: Array.from({ length: rows }, (_, n) => ({ n, text: 'x'.repeat(width) })),
  columns: [{ column_name: 'n' }, { column_name: 'text' }],
});

const withQueries = (...queries: Partial<SqlLabQuery>[]): SqlLabState => {
  const state = createSqlLabState({ initialQueryEditorId: 'tab1' });
  const records = queries.map((fields, index) => createSqlLabQuery({ id: `q${index}`, state: 'success', ...fields }));
  return { ...state, queries: Object.fromEntries(records.map((query) => [query.id, query])) };
};

describe('pruneStoredResults', () => {
  it('uses one day and about 5 MB', () => {
    expect(STORED_RESULTS_MAX_AGE_MS).toBe(DAY);
    expect(STORED_RESULTS_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('drops results of queries started more than a day ago, keeping rows and results key', () => {
    const state = withQueries(
      { startDttm: NOW - DAY - 1, results: results(2), rows: 2, resultsKey: 'old' },
      { startDttm: NOW - DAY, results: results(2), rows: 2 },
    );
    const pruned = pruneStoredResults(state, NOW);
    expect(pruned.queries.q0).toMatchObject({ results: null, rows: 2, resultsKey: 'old' });
    expect(pruned.queries.q1!.results).toEqual(results(2));
  });

  it('drops the oldest results while all results together exceed the size limit', () => {
    const each = estimateJsonBytes(results(50));
    const state = withQueries(
      { startDttm: NOW - 3_000, results: results(50) },
      { startDttm: NOW - 1_000, results: results(50) },
      { startDttm: NOW - 2_000, results: results(50) },
    );
    const pruned = pruneStoredResults(state, NOW, { maxBytes: 2 * each });
    expect(pruned.queries.q0!.results).toBeNull();
    expect(pruned.queries.q1!.results).not.toBeNull();
    expect(pruned.queries.q2!.results).not.toBeNull();
    const tighter = pruneStoredResults(state, NOW, { maxBytes: each });
    expect([tighter.queries.q0!.results, tighter.queries.q2!.results]).toEqual([null, null]);
    expect(tighter.queries.q1!.results).not.toBeNull();
  });

  it('drops a single result set above about 5 MB', () => {
    const huge = results(60_000, 80);
    expect(estimateJsonBytes(huge)).toBeGreaterThan(STORED_RESULTS_MAX_BYTES);
    const pruned = pruneStoredResults(withQueries({ startDttm: NOW, results: huge }, { startDttm: NOW - 10, results: results(5) }), NOW);
    expect(pruned.queries.q0!.results).toBeNull();
    expect(pruned.queries.q1!.results).not.toBeNull();
  });

  it('returns the same state when nothing needs dropping', () => {
    const state = withQueries({ startDttm: NOW, results: results(5) }, { startDttm: 0, results: null });
    expect(pruneStoredResults(state, NOW)).toBe(state);
  });

  it('is also an action', () => {
    const state = withQueries({ startDttm: 0, results: results(1) });
    expect(sqlLabReducer(state, sqlLabActions.pruneStoredResults({ now: NOW })).queries.q0!.results).toBeNull();
  });
});
