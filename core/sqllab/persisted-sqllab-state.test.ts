import { describe, expect, it } from 'vitest';
import { selectActiveQueryEditorId } from './editor-selectors.js';
import { selectPersistedSqlLabState, type PersistedSqlLabState } from './persisted-sqllab-state.js';
import type { QueryEditor } from './query-editor.js';
import { sqlLabActions, type SqlLabAction } from './sqllab-action.js';
import { sqlLabReducer } from './sqllab-reducer.js';
import { createSqlLabState, type SqlLabState } from './sqllab-state.js';
import type { TableSchema } from './table-schema.js';

const reduce = (state: SqlLabState, ...actions: SqlLabAction[]): SqlLabState =>
  actions.reduce((current, action) => sqlLabReducer(Object.freeze(current), action), state);

const DAY = 24 * 60 * 60 * 1000;

const session = (): SqlLabState =>
  reduce(
    createSqlLabState({ initialQueryEditorId: 'tab1', backendPersistence: true, now: 0 }),
    sqlLabActions.addQueryEditor({ queryEditor: { id: 'tab2', sql: 'SELECT 2' }, now: 1 }),
    sqlLabActions.addTable({ table: { id: 't1', queryEditorId: 'tab2', dbId: 1, name: 'orders' } }),
    sqlLabActions.startQuery({ query: { id: 'q1', sqlEditorId: 'tab2', dbId: 1, sql: 'SELECT 2', runAsync: false }, now: 10 }),
    sqlLabActions.querySuccess({ queryId: 'q1', results: { data: [{ a: 1 }], columns: [{ column_name: 'a' }] }, now: 20 }),
    sqlLabActions.addQueryEditor({ queryEditor: { id: 'tab3' }, now: 30 }),
    sqlLabActions.removeQueryEditor({ queryEditorId: 'tab3', now: 40 }),
    sqlLabActions.setActiveQueryEditor({ queryEditorId: 'tab2' }),
    sqlLabActions.syncTaskStarted({ kind: 'migrateQueryEditor', entityId: 'tab2', now: 50 }),
  );

describe('persisted state', () => {
  it('keeps tabs, active tab and history, tables, queries and destroyed tabs, not sync bookkeeping', () => {
    const persisted = selectPersistedSqlLabState(session(), 100);
    expect(Object.keys(persisted).sort()).toEqual(['destroyedQueryEditors', 'queries', 'queryEditors', 'tabHistory', 'tables', 'version']);
    expect(persisted.tabHistory.at(-1)).toBe('tab2');
    expect(persisted.destroyedQueryEditors.tab3!.destroyedAt).toBe(40);
    expect(persisted.queries.q1!.results).not.toBeNull();
  });

  it('drops stale results from what it stores', () => {
    expect(selectPersistedSqlLabState(session(), 10 + DAY + 1).queries.q1!.results).toBeNull();
  });

  it('round-trips through JSON and restores the active tab', () => {
    const stored = JSON.parse(JSON.stringify(selectPersistedSqlLabState(session(), 100))) as PersistedSqlLabState;
    const restored = reduce(createSqlLabState({ backendPersistence: true }), sqlLabActions.restoreState({ persisted: stored, now: 100 }));
    expect(restored.queryEditors.map((queryEditor) => queryEditor.id)).toEqual(['tab1', 'tab2']);
    expect(selectActiveQueryEditorId(restored)).toBe('tab2');
    expect(restored.tables.map((table) => table.id)).toEqual(['t1']);
    expect(restored.queries.q1!.rows).toBe(1);
    expect(restored.destroyedQueryEditors.tab3).toBeDefined();
    expect(restored.syncTasks).toEqual({});
    expect(restored.config.backendPersistence).toBe(true);
  });

  it('fills fields missing from an older layout and drops entries of missing tabs', () => {
    const old = {
      queryEditors: [{ id: 'a', name: 'Old', sql: 'SELECT 1' } as QueryEditor],
      tabHistory: ['ghost', 'a', 'a'],
      tables: [{ id: 't', queryEditorId: 'ghost', dbId: 1, name: 'x' } as TableSchema, { id: 'u', queryEditorId: 'a', dbId: 1, name: 'y' } as TableSchema],
      queries: {},
    };
    const restored = reduce(createSqlLabState(), sqlLabActions.restoreState({ persisted: old, now: 5 }));
    expect(restored.queryEditors[0]).toMatchObject({
      id: 'a',
      name: 'Old',
      inLocalStorage: true,
      tabViewId: null,
      queryLimit: 1_000,
      updatedAt: 5,
      version: 1,
    });
    expect(restored.tabHistory).toEqual(['a']);
    expect(restored.tables).toHaveLength(1);
    expect(restored.tables[0]).toMatchObject({ id: 'u', expanded: true, columns: [], inLocalStorage: true });
  });

  it('does not restore tabs recorded as destroyed', () => {
    const restored = reduce(
      createSqlLabState(),
      sqlLabActions.restoreState({
        persisted: {
          queryEditors: [{ id: 'a' } as QueryEditor, { id: 'b' } as QueryEditor],
          destroyedQueryEditors: { b: { destroyedAt: 1, tabViewId: null, deletePending: false } },
        },
        now: 5,
      }),
    );
    expect(restored.queryEditors.map((queryEditor) => queryEditor.id)).toEqual(['a']);
    expect(selectActiveQueryEditorId(restored)).toBe('a');
  });
});
