import { createSqlLabState, hasUnsyncedEdits, selectActiveQueryEditor, selectPersistedSqlLabState, selectSqlLabSyncWork, sqlLabActions } from '@core/sqllab/index.js';
import { describe, expect, it } from 'vitest';
import { mergeServerTabs } from './merge-server-tabs';
import type { ServerTabState, SqlLabBootstrap } from './sqllab-api';
import { createSqlLabStore, type SqlLabStore } from './sqllab-store';
import { TabSyncBaselines } from './tab-sync-baselines';

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

describe('a reload before the sync pushed a tab', () => {
  /** A tab synced as server tab 5 with `SELECT 1`, its baseline recorded as a sync would. */
  const syncedTab = () => {
    const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'local1', backendPersistence: true, now: 0 }));
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'local1', sql: 'SELECT 1', now: 5 }));
    store.dispatch(sqlLabActions.queryEditorMigrated({ queryEditorId: 'local1', tabViewId: '5', syncedUpdatedAt: 5 }));
    const baselines = new TabSyncBaselines();
    baselines.record('local1', store.getState().queryEditors[0]!);
    return { store, baselines };
  };

  /** The page reloaded: the state and baselines read back from the browser. */
  const reload = (before: SqlLabStore, baselines: TabSyncBaselines) => {
    const store = createSqlLabStore(createSqlLabState({ backendPersistence: true }));
    const stored = JSON.parse(JSON.stringify({ ...selectPersistedSqlLabState(before.getState(), 70), syncedTabs: baselines.snapshot() })) as ReturnType<typeof selectPersistedSqlLabState> & { syncedTabs: unknown };
    store.dispatch(sqlLabActions.restoreState({ persisted: stored, now: 80 }));
    return { store, baselines: TabSyncBaselines.from(stored.syncedTabs) };
  };

  const run = (store: SqlLabStore, id: string, now: number) => {
    store.dispatch(sqlLabActions.startQuery({ query: { id, sqlEditorId: 'local1', dbId: 1, sql: 'SELECT 1', runAsync: false }, now }));
    store.dispatch(sqlLabActions.querySuccess({ queryId: id, results: { data: [{ a: 1 }], columns: [] }, now: now + 1 }));
  };

  it('keeps the tab’s last run when the server still names an older one', () => {
    const { store: before, baselines } = syncedTab();
    run(before, 'q2', 50);
    const after = reload(before, baselines);
    const older = { id: 'q1', dbId: 1, sql: 'SELECT 0', state: 'success', sqlEditorId: '5', startDttm: 10, endDttm: 20 };
    mergeServerTabs(after.store, bootstrap({ ...serverTab(5, 'Untitled query', 'SELECT 1'), latest_query: older }, [{ id: 5, label: 'Untitled query' }], { q1: older }), 100, after.baselines);
    expect(selectActiveQueryEditor(after.store.getState())!.latestQueryId).toBe('q2');
    // …and when the server names none.
    const again = reload(before, baselines);
    mergeServerTabs(again.store, bootstrap(serverTab(5, 'Untitled query', 'SELECT 1'), [{ id: 5, label: 'Untitled query' }]), 100, again.baselines);
    expect(selectActiveQueryEditor(again.store.getState())!.latestQueryId).toBe('q2');
  });

  it('takes a later run from the server (run in another browser)', () => {
    const { store: before, baselines } = syncedTab();
    run(before, 'q2', 50);
    const after = reload(before, baselines);
    const later = { id: 'q9', dbId: 1, sql: 'SELECT 9', state: 'success', sqlEditorId: '5', startDttm: 90, endDttm: 95 };
    mergeServerTabs(after.store, bootstrap({ ...serverTab(5, 'Untitled query', 'SELECT 1'), latest_query: later }, [{ id: 5, label: 'Untitled query' }], { q9: later }), 100, after.baselines);
    expect(selectActiveQueryEditor(after.store.getState())!.latestQueryId).toBe('q9');
  });

  it('keeps the fields changed here and takes the others from the server, then syncs the local ones', () => {
    const { store: before, baselines } = syncedTab();
    before.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'local1', sql: 'SELECT 2', now: 60 }));
    before.dispatch(sqlLabActions.setQueryEditorHideLeftBar({ queryEditorId: 'local1', hideLeftBar: true, now: 61 }));
    const after = reload(before, baselines);
    // Meanwhile another browser renamed the tab, chose a schema and a limit.
    const elsewhere = { ...serverTab(5, 'Renamed elsewhere', 'SELECT 1'), database_id: 1, schema: 'sales', query_limit: 500, table_schemas: [] };
    mergeServerTabs(after.store, bootstrap(elsewhere, [{ id: 5, label: 'Renamed elsewhere' }]), 100, after.baselines);
    const tab = selectActiveQueryEditor(after.store.getState())!;
    expect(tab).toMatchObject({ id: 'local1', tabViewId: '5', sql: 'SELECT 2', hideLeftBar: true, name: 'Renamed elsewhere', schema: 'sales', queryLimit: 500 });
    expect(hasUnsyncedEdits(tab)).toBe(true);
    const work = selectSqlLabSyncWork(after.store.getState(), 10_000);
    expect(work.updateQueryEditors.map(({ queryEditor }) => queryEditor.id)).toEqual(['local1']);
    // The baseline is now the server's: what is still to sync is what this browser changed.
    expect([...after.baselines.changedFields(tab)!].sort()).toEqual(['hideLeftBar', 'sql']);
  });

  it('takes every field from the server for a tab without unsynced edits', () => {
    const { store: before, baselines } = syncedTab();
    const after = reload(before, baselines);
    mergeServerTabs(after.store, bootstrap(serverTab(5, 'Renamed elsewhere', 'SELECT 3'), [{ id: 5, label: 'Renamed elsewhere' }]), 100, after.baselines);
    const tab = selectActiveQueryEditor(after.store.getState())!;
    expect(tab).toMatchObject({ name: 'Renamed elsewhere', sql: 'SELECT 3', schema: 'main' });
    expect(hasUnsyncedEdits(tab)).toBe(false);
  });

  it('keeps a renamed tab’s name when the server lists it by name only', () => {
    const { store: before, baselines } = syncedTab();
    before.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id: 'other' }, now: 30 }));
    before.dispatch(sqlLabActions.queryEditorMigrated({ queryEditorId: 'other', tabViewId: '6', syncedUpdatedAt: 30 }));
    before.dispatch(sqlLabActions.renameQueryEditor({ queryEditorId: 'local1', name: 'Mine', now: 60 }));
    const after = reload(before, baselines);
    mergeServerTabs(after.store, bootstrap(serverTab(6, 'Other', 'SELECT 6'), [{ id: 5, label: 'Untitled query' }, { id: 6, label: 'Other' }]), 100, after.baselines);
    expect(after.store.getState().queryEditors.map((queryEditor) => [queryEditor.id, queryEditor.name])).toEqual([
      ['local1', 'Mine'],
      ['other', 'Other'],
    ]);
  });
});
