import { describe, expect, it } from 'vitest';
import { FINISHED_QUERY_STATES, IN_PROGRESS_QUERY_STATES, isQueryFinished, isQueryInProgress, isSqlQueryState, SqlQueryState } from './query-state.js';

describe('SQL query states', () => {
  it('splits the nine states into in progress and finished', () => {
    expect([...IN_PROGRESS_QUERY_STATES].sort()).toEqual(['fetching', 'pending', 'running', 'scheduled', 'started']);
    expect([...FINISHED_QUERY_STATES].sort()).toEqual(['failed', 'stopped', 'success', 'timed_out']);
    expect(Object.values(SqlQueryState)).toHaveLength(9);
  });

  it('classifies each state', () => {
    for (const state of IN_PROGRESS_QUERY_STATES) {
      expect(isQueryInProgress(state)).toBe(true);
      expect(isQueryFinished(state)).toBe(false);
    }
    for (const state of FINISHED_QUERY_STATES) {
      expect(isQueryInProgress(state)).toBe(false);
      expect(isQueryFinished(state)).toBe(true);
    }
  });

  it('recognises state names', () => {
    expect(isSqlQueryState('timed_out')).toBe(true);
    expect(isSqlQueryState('offline')).toBe(false);
    expect(isSqlQueryState(3)).toBe(false);
  });
});
