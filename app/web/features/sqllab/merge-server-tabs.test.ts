import { createSqlLabState, selectActiveQueryEditor, sqlLabActions } from '@core/sqllab/index.js';
import { describe, expect, it } from 'vitest';
import { mergeServerTabs } from './merge-server-tabs';
import type { ServerTabState, SqlLabBootstrap } from './sqllab-api';
import { createSqlLabStore } from './sqllab-store';

const serverTab = (id: number, label: string, sql: string): ServerTabState => ({
  id,
  label,
  active: true,
  database_id: 1,
  catalog: null,
  schema: 'main',
  table_schemas: [{ id: 9, tab_state_id: id, database_id: 1, catalog: null, schema: 'main', table: 'orders', description: null, expanded: false }],
  sql,
  query_limit: 100,
  latest_query: null,
  autorun: false,
  template_params: null,
  hide_left_bar: false,
  saved_query: null,
  extra_json: {},
});

const bootstrap = (active: ServerTabState | null, tabs: { id: number; label: string }[], queries: SqlLabBootstrap['queries'] = {}): SqlLabBootstrap => ({
  tab_state_ids: tabs,
  active_tab: active,
  databases: {},
  queries,
});

const emptyStore = () => createSqlLabStore(createSqlLabState({ backendPersistence: true }));

describe('merging the server’s tabs', () => {
  it('opens every server tab in a fresh browser, the active one in full, the others by name', () => {
    const store = emptyStore();
    const nameOnly = mergeServerTabs(store, bootstrap(serverTab(5, 'Revenue', 'SELECT 1'), [{ id: 4, label: 'Old' }, { id: 5, label: 'Revenue' }]), 100);
    const state = store.getState();
    expect(state.queryEditors.map((queryEditor) => [queryEditor.id, queryEditor.name, queryEditor.tabViewId, queryEditor.sql])).toEqual([
      ['4', 'Old', '4', ''],
      ['5', 'Revenue', '5', 'SELECT 1'],
    ]);
    expect(selectActiveQueryEditor(state)!.id).toBe('5');
    expect([...nameOnly]).toEqual(['4']);
    expect(state.tables).toMatchObject([{ name: 'orders', remoteId: 9, queryEditorId: '5', expanded: false, inLocalStorage: false }]);
    expect(state.queryEditors.every((queryEditor) => !queryEditor.inLocalStorage)).toBe(true);
  });

  it('keeps the browser’s tabs, their unsynced edits and active tab, matching server tabs by server id', () => {
    const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'local1', backendPersistence: true, now: 0 }));
    store.dispatch(sqlLabActions.queryEditorMigrated({ queryEditorId: 'local1', tabViewId: '5', syncedUpdatedAt: 0 }));
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'local1', sql: 'SELECT edited', now: 50 }));
    store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id: 'local2' }, now: 60 }));
    store.dispatch(sqlLabActions.setActiveQueryEditor({ queryEditorId: 'local1' }));
    const nameOnly = mergeServerTabs(store, bootstrap(serverTab(6, 'From elsewhere', 'SELECT 2'), [{ id: 5, label: 'Untitled query' }, { id: 6, label: 'From elsewhere' }]), 100);
    const state = store.getState();
    expect(state.queryEditors.map((queryEditor) => [queryEditor.id, queryEditor.sql])).toEqual([
      ['local1', 'SELECT edited'],
      ['local2', ''],
      ['6', 'SELECT 2'],
    ]);
    expect(selectActiveQueryEditor(state)!.id).toBe('local1');
    expect(nameOnly.size).toBe(0);
  });

  it('does not bring back a tab removed here whose delete is still pending', () => {
    const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'gone', backendPersistence: true, now: 0 }));
    store.dispatch(sqlLabActions.queryEditorMigrated({ queryEditorId: 'gone', tabViewId: '7', syncedUpdatedAt: 0 }));
    store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id: 'kept' }, now: 1 }));
    store.dispatch(sqlLabActions.removeQueryEditor({ queryEditorId: 'gone', now: 2 }));
    mergeServerTabs(store, bootstrap(null, [{ id: 7, label: 'Untitled query' }]), 100);
    expect(store.getState().queryEditors.map((queryEditor) => queryEditor.id)).toEqual(['kept']);
  });

  it('merges the server’s runs of known tabs and opens one tab when there is none', () => {
    const store = emptyStore();
    mergeServerTabs(
      store,
      bootstrap(serverTab(5, 'Revenue', 'SELECT 1'), [{ id: 5, label: 'Revenue' }], {
        abc: { id: 'abc', dbId: 1, sql: 'SELECT 1', state: 'success', sqlEditorId: '5', rows: 1, resultsKey: 'k1', startDttm: 10, endDttm: 20 },
        zzz: { id: 'zzz', dbId: 1, sql: 'SELECT 9', state: 'success', sqlEditorId: '99' },
      }),
      100,
    );
    const queries = store.getState().queries;
    expect(Object.keys(queries)).toEqual(['abc']);
    expect(queries['abc']).toMatchObject({ sqlEditorId: '5', state: 'success', rows: 1, resultsKey: 'k1', startDttm: 10, endDttm: 20 });

    const fresh = emptyStore();
    mergeServerTabs(fresh, bootstrap(null, []), 100);
    expect(fresh.getState().queryEditors.map((queryEditor) => queryEditor.name)).toEqual(['Untitled query']);
  });
});
