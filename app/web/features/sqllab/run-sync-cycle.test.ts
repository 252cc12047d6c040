import { describe, expect, it, vi } from 'vitest';
import { WarningToast } from '@core/errors/index.js';
import { createSqlLabState, selectActiveQueryEditor, sqlLabActions, SQLLAB_SYNC_INTERVAL_MS, type SqlLabNotice } from '@core/sqllab/index.js';
import { drainNotices } from './drain-notices';
import { runSqlLabSyncCycle, type SqlLabSyncApi } from './run-sync-cycle';
import { createSqlLabStore } from './sqllab-store';
import { TabSyncBaselines } from './tab-sync-baselines';

function fakeApi(overrides: Partial<SqlLabSyncApi> = {}) {
  let nextId = 40;
  const api = {
    createTabState: vi.fn(async () => ({ id: (nextId += 1) })),
    updateTabState: vi.fn(async () => null),
    deleteTabState: vi.fn(async () => 'OK'),
    activateTabState: vi.fn(async () => null),
    migrateQuery: vi.fn(async () => null),
    createTableSchema: vi.fn(async () => ({ id: 900 })),
    setTableSchemaExpanded: vi.fn(async () => null),
    ...overrides,
  } satisfies SqlLabSyncApi;
  return api;
}

const notFound = () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
const serverError = () => new Response(JSON.stringify({ message: 'boom' }), { status: 500, headers: { 'Content-Type': 'application/json' } });

const localStore = () => {
  const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'tab1', defaultDbId: 1, backendPersistence: true, now: 0 }));
  store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 1', now: 5 }));
  store.dispatch(sqlLabActions.addTable({ table: { id: 't1', queryEditorId: 'tab1', dbId: 1, name: 'orders', schema: 'main' } }));
  store.dispatch(sqlLabActions.startQuery({ query: { id: 'q1', sqlEditorId: 'tab1', dbId: 1, sql: 'SELECT 1', runAsync: false }, now: 6 }));
  return store;
};

describe('the SQL Lab sync cycle', () => {
  it('does nothing without backend persistence or before 5 s have passed', async () => {
    const api = fakeApi();
    const offline = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'a' }));
    await runSqlLabSyncCycle(offline, api, 10_000);
    const store = localStore();
    await runSqlLabSyncCycle(store, api, 10_000);
    await runSqlLabSyncCycle(store, api, 10_000 + SQLLAB_SYNC_INTERVAL_MS - 1);
    expect(api.createTabState).toHaveBeenCalledTimes(1);
  });

  it('migrates a local tab, then its tables and queries, then records the active tab', async () => {
    const api = fakeApi();
    const store = localStore();
    await runSqlLabSyncCycle(store, api, 10_000);
    expect(api.createTabState).toHaveBeenCalledWith(expect.objectContaining({ name: 'Untitled query', dbId: 1, sql: 'SELECT 1' }));
    expect(store.getState().queryEditors[0]).toMatchObject({ tabViewId: '41', inLocalStorage: false });
    expect(api.createTableSchema).not.toHaveBeenCalled();

    await runSqlLabSyncCycle(store, api, 15_000);
    expect(api.createTableSchema).toHaveBeenCalledWith(expect.objectContaining({ queryEditorId: '41', dbId: 1, name: 'orders', schema: 'main' }));
    expect(api.migrateQuery).toHaveBeenCalledWith('41', 'q1');
    expect(store.getState().tables[0]).toMatchObject({ remoteId: 900, inLocalStorage: false });
    expect(store.getState().queries['q1']!.inLocalStorage).toBe(false);
    // The created tab is the server's active one already: no activation needed.
    expect(api.activateTabState).not.toHaveBeenCalled();
  });

  it('saves edits of a synced tab and activates the tab the user switched to', async () => {
    const api = fakeApi();
    const store = localStore();
    store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id: 'tab2' }, now: 7 }));
    await runSqlLabSyncCycle(store, api, 10_000);
    expect(api.createTabState).toHaveBeenCalledTimes(2);
    store.dispatch(sqlLabActions.setActiveQueryEditor({ queryEditorId: 'tab1' }));
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 2', now: 11_000 }));
    await runSqlLabSyncCycle(store, api, 15_000);
    expect(api.updateTabState).toHaveBeenCalledWith('41', expect.objectContaining({ sql: 'SELECT 2', label: 'Untitled query' }));
    expect(api.activateTabState).toHaveBeenCalledWith('41');
    expect(selectActiveQueryEditor(store.getState())!.id).toBe('tab1');
    await runSqlLabSyncCycle(store, api, 20_000);
    expect(api.updateTabState).toHaveBeenCalledTimes(1);
    expect(api.activateTabState).toHaveBeenCalledTimes(1);
  });

  it('records what the server stored as each tab’s baseline, so later edits are told apart', async () => {
    const api = fakeApi({ updateTabState: vi.fn<SqlLabSyncApi['updateTabState']>().mockResolvedValueOnce(null).mockRejectedValueOnce(serverError()) });
    const store = localStore();
    const baselines = new TabSyncBaselines();
    await runSqlLabSyncCycle(store, api, 10_000, baselines);
    expect(baselines.get('tab1')).toMatchObject({ sql: 'SELECT 1', name: 'Untitled query', dbId: 1 });
    expect(baselines.changedFields(store.getState().queryEditors[0]!)).toEqual(new Set());
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 2', now: 11_000 }));
    expect(baselines.changedFields(store.getState().queryEditors[0]!)).toEqual(new Set(['sql']));
    await runSqlLabSyncCycle(store, api, 15_000, baselines);
    expect(baselines.get('tab1')!.sql).toBe('SELECT 2');
    // A failed save leaves the baseline where the server is.
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 3', now: 16_000 }));
    await runSqlLabSyncCycle(store, api, 20_000, baselines);
    expect(baselines.get('tab1')!.sql).toBe('SELECT 2');
    expect(baselines.changedFields(store.getState().queryEditors[0]!)).toEqual(new Set(['sql']));
  });

  it('deletes removed tabs on the server and takes a 404 as deleted', async () => {
    const api = fakeApi({ deleteTabState: vi.fn(async () => Promise.reject(notFound())) });
    const store = localStore();
    store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id: 'tab2' }, now: 7 }));
    await runSqlLabSyncCycle(store, api, 10_000);
    store.dispatch(sqlLabActions.removeQueryEditor({ queryEditorId: 'tab2', now: 11_000 }));
    await runSqlLabSyncCycle(store, api, 15_000);
    expect(api.deleteTabState).toHaveBeenCalledWith('42');
    expect(store.getState().destroyedQueryEditors['tab2']!.deletePending).toBe(false);
    await runSqlLabSyncCycle(store, api, 20_000);
    expect(api.deleteTabState).toHaveBeenCalledTimes(1);
  });

  it('warns when a migration fails and retries it on a later cycle', async () => {
    const createTabState = vi.fn<SqlLabSyncApi['createTabState']>().mockRejectedValueOnce(serverError()).mockResolvedValue({ id: 77 });
    const api = fakeApi({ createTabState });
    const store = localStore();
    await runSqlLabSyncCycle(store, api, 10_000);
    expect(store.getState().queryEditors[0]!.tabViewId).toBeNull();
    const shown: SqlLabNotice[] = [];
    drainNotices(store, (notice) => shown.push(notice));
    expect(shown.map((notice) => [notice.level, notice.text])).toEqual([['warning', WarningToast.MIGRATE_TAB_STATE_FAILED]]);
    expect(store.getState().notices).toEqual([]);
    await runSqlLabSyncCycle(store, api, 15_000 + SQLLAB_SYNC_INTERVAL_MS);
    expect(createTabState).toHaveBeenCalledTimes(2);
    expect(store.getState().queryEditors[0]!.tabViewId).toBe('77');
  });

  it('re-migrates a tab the server lost (404 on save)', async () => {
    const api = fakeApi({ updateTabState: vi.fn(async () => Promise.reject(notFound())) });
    const store = localStore();
    await runSqlLabSyncCycle(store, api, 10_000);
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 3', now: 11_000 }));
    await runSqlLabSyncCycle(store, api, 15_000);
    expect(store.getState().queryEditors[0]).toMatchObject({ tabViewId: null, inLocalStorage: true });
    await runSqlLabSyncCycle(store, api, 20_000);
    expect(api.createTabState).toHaveBeenCalledTimes(2);
    expect(api.createTabState).toHaveBeenLastCalledWith(expect.objectContaining({ sql: 'SELECT 3' }));
  });
});
