import { describe, expect, it } from 'vitest';
import { sqlLabActions, type SqlLabAction } from './sqllab-action.js';
import { sqlLabReducer } from './sqllab-reducer.js';
import { createSqlLabState, type SqlLabState } from './sqllab-state.js';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

const script: SqlLabAction[] = [
  sqlLabActions.addQueryEditor({ queryEditor: { id: 'tab2' }, now: 1 }),
  sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab2', sql: 'SELECT 1', now: 2 }),
  sqlLabActions.addTable({ table: { id: 't1', queryEditorId: 'tab2', dbId: 1, name: 'orders' } }),
  sqlLabActions.startQuery({ query: { id: 'q1', sqlEditorId: 'tab2', dbId: 1, sql: 'SELECT 1', runAsync: true }, now: 3 }),
  sqlLabActions.refreshQueries({ alteredQueries: [{ id: 'q1', state: 'running', progress: 50, changedOn: 4 }] }),
  sqlLabActions.querySuccess({ queryId: 'q1', results: { data: [{ a: 1 }], columns: [{ column_name: 'a' }] }, now: 5 }),
  sqlLabActions.syncCycleStarted({ now: 6 }),
  sqlLabActions.syncTaskStarted({ kind: 'migrateQueryEditor', entityId: 'tab2', now: 6 }),
  sqlLabActions.syncTaskFailed({ kind: 'migrateQueryEditor', entityId: 'tab2', status: 500, now: 7 }),
  sqlLabActions.switchQueryEditor({ offset: 1 }),
  sqlLabActions.cloneQueryToNewTab({ source: { queryId: 'q1' }, newQueryEditorId: 'tab3', now: 8 }),
  sqlLabActions.removeTables({ tableIds: ['t1'] }),
  sqlLabActions.removeQueryEditor({ queryEditorId: 'tab2', now: 9 }),
  sqlLabActions.pruneStoredResults({ now: 10 }),
];

describe('sqlLabReducer', () => {
  it('never mutates the state it is given', () => {
    let state: SqlLabState = createSqlLabState({ initialQueryEditorId: 'tab1', backendPersistence: true, now: 0 });
    for (const action of script) {
      const before = JSON.stringify(state);
      const next = sqlLabReducer(deepFreeze(state), action);
      expect(JSON.stringify(state)).toBe(before);
      state = next;
    }
    expect(state.queryEditors.map((queryEditor) => queryEditor.id)).toEqual(['tab1', 'tab3']);
  });

  it('is deterministic: the same actions give the same state', () => {
    const run = () => script.reduce(sqlLabReducer, createSqlLabState({ initialQueryEditorId: 'tab1', backendPersistence: true, now: 0 }));
    expect(run()).toEqual(run());
  });

  it('returns the state itself for actions it does not know', () => {
    const state = createSqlLabState({ initialQueryEditorId: 'tab1' });
    expect(sqlLabReducer(state, { type: '@@INIT' } as unknown as SqlLabAction)).toBe(state);
    expect(sqlLabReducer(state, { type: 'toString' } as unknown as SqlLabAction)).toBe(state);
  });

  it('builds actions tagged with their type', () => {
    expect(sqlLabActions.stopQuery({ queryId: 'q1', now: 3 })).toEqual({ type: 'sqlLab/stopQuery', queryId: 'q1', now: 3 });
    expect(Object.isFrozen(sqlLabActions)).toBe(true);
  });
});
