import { describe, expect, it } from 'vitest';
import { WarningToast } from '../errors/index.js';
import { SQLLAB_SYNC_INTERVAL_MS } from './constants.js';
import { sqlLabActions, type SqlLabAction } from './sqllab-action.js';
import { sqlLabReducer } from './sqllab-reducer.js';
import { createSqlLabState, type SqlLabState } from './sqllab-state.js';
import { isSqlLabSyncDue, selectSqlLabSyncWork } from './sync-selectors.js';

const reduce = (state: SqlLabState, ...actions: SqlLabAction[]): SqlLabState =>
  actions.reduce((current, action) => sqlLabReducer(Object.freeze(current), action), state);

const persisted = (): SqlLabState => createSqlLabState({ initialQueryEditorId: 'tab1', defaultDbId: 1, backendPersistence: true, now: 0 });

/** A local tab with a table and a query, none synced yet. */
const localWork = (): SqlLabState =>
  reduce(
    persisted(),
    sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 1', now: 10 }),
    sqlLabActions.addTable({ table: { id: 't1', queryEditorId: 'tab1', dbId: 1, name: 'orders' } }),
    sqlLabActions.startQuery({ query: { id: 'q1', sqlEditorId: 'tab1', dbId: 1, sql: 'SELECT 1', runAsync: false }, now: 20 }),
  );

const migrateTab = (state: SqlLabState, now = 100): SqlLabState =>
  reduce(
    state,
    sqlLabActions.syncTaskStarted({ kind: 'migrateQueryEditor', entityId: 'tab1', now }),
    sqlLabActions.queryEditorMigrated({ queryEditorId: 'tab1', tabViewId: '77', syncedUpdatedAt: state.queryEditors[0]!.updatedAt }),
  );

describe('sync cadence', () => {
  it('is due every 5 s, and never without backend persistence', () => {
    expect(SQLLAB_SYNC_INTERVAL_MS).toBe(5_000);
    const state = persisted();
    expect(isSqlLabSyncDue(state, 0)).toBe(true);
    const started = reduce(state, sqlLabActions.syncCycleStarted({ now: 1_000 }));
    expect(isSqlLabSyncDue(started, 5_999)).toBe(false);
    expect(isSqlLabSyncDue(started, 6_000)).toBe(true);
    expect(isSqlLabSyncDue(createSqlLabState({ initialQueryEditorId: 'a' }), 0)).toBe(false);
  });

  it('has no work without backend persistence', () => {
    const state = reduce(createSqlLabState({ initialQueryEditorId: 'tab1' }), sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'x', now: 1 }));
    expect(selectSqlLabSyncWork(state, 100)).toEqual({
      migrateQueryEditors: [],
      migrateTables: [],
      migrateQueries: [],
      updateQueryEditors: [],
      deleteQueryEditors: [],
      activateQueryEditor: null,
    });
  });
});

describe('migrating local tabs, tables and queries', () => {
  it('migrates a local tab first; its tables and queries wait for the tab', () => {
    const work = selectSqlLabSyncWork(localWork(), 100);
    expect(work.migrateQueryEditors.map((queryEditor) => queryEditor.id)).toEqual(['tab1']);
    expect(work.migrateTables).toEqual([]);
    expect(work.migrateQueries).toEqual([]);
    expect(work.activateQueryEditor).toBeNull();
  });

  it('does not send a migration twice while it is in flight', () => {
    const state = reduce(localWork(), sqlLabActions.syncTaskStarted({ kind: 'migrateQueryEditor', entityId: 'tab1', now: 100 }));
    expect(selectSqlLabSyncWork(state, 200).migrateQueryEditors).toEqual([]);
    expect(state.syncTasks['migrateQueryEditor:tab1']).toMatchObject({ status: 'in_flight', attempts: 1, lastAttemptAt: 100 });
  });

  it('a migrated tab keeps its id, gets its server id, and its tables, queries and activation follow', () => {
    const state = migrateTab(localWork());
    expect(state.queryEditors[0]).toMatchObject({ id: 'tab1', tabViewId: '77', inLocalStorage: false, syncedUpdatedAt: 10 });
    expect(state.syncTasks).toEqual({});
    const work = selectSqlLabSyncWork(state, 200);
    expect(work.migrateQueryEditors).toEqual([]);
    expect(work.migrateTables.map(({ table, tabViewId }) => [table.id, tabViewId])).toEqual([['t1', '77']]);
    expect(work.migrateQueries.map(({ query, tabViewId }) => [query.id, tabViewId])).toEqual([['q1', '77']]);
    expect(work.updateQueryEditors).toEqual([]);
    expect(work.activateQueryEditor).toEqual({ queryEditorId: 'tab1', tabViewId: '77' });
  });

  it('marks migrated tables and queries as synced', () => {
    const state = reduce(
      migrateTab(localWork()),
      sqlLabActions.syncTaskStarted({ kind: 'migrateTable', entityId: 't1', now: 200 }),
      sqlLabActions.tableMigrated({ tableId: 't1', remoteId: 5 }),
      sqlLabActions.syncTaskStarted({ kind: 'migrateQuery', entityId: 'q1', now: 200 }),
      sqlLabActions.queryMigrated({ queryId: 'q1' }),
      sqlLabActions.activeQueryEditorSynced({ queryEditorId: 'tab1' }),
    );
    expect(state.tables[0]).toMatchObject({ remoteId: 5, inLocalStorage: false });
    expect(state.queries.q1!.inLocalStorage).toBe(false);
    const work = selectSqlLabSyncWork(state, 300);
    expect([work.migrateTables, work.migrateQueries, work.updateQueryEditors]).toEqual([[], [], []]);
    expect(work.activateQueryEditor).toBeNull();
  });

  it.each([
    ['migrateQueryEditor', 'tab1', WarningToast.MIGRATE_TAB_STATE_FAILED],
    ['migrateTable', 't1', WarningToast.MIGRATE_TABLE_STATE_FAILED],
    ['migrateQuery', 'q1', WarningToast.MIGRATE_QUERY_STATE_FAILED],
  ] as const)('a failed %s warns that it will retry later and retries after the interval', (kind, entityId, text) => {
    const ready = kind === 'migrateQueryEditor' ? localWork() : migrateTab(localWork());
    const failed = reduce(
      ready,
      sqlLabActions.syncTaskStarted({ kind, entityId, now: 1_000 }),
      sqlLabActions.syncTaskFailed({ kind, entityId, status: 500, now: 1_200 }),
    );
    expect(text).toContain('will retry later');
    expect(failed.notices).toEqual([{ key: `sync:${kind}`, level: 'warning', text, at: 1_200 }]);
    expect(failed.syncTasks[`${kind}:${entityId}`]).toMatchObject({ status: 'failed', attempts: 1, retryAt: 1_200 + SQLLAB_SYNC_INTERVAL_MS });
    const pick = (now: number) => {
      const work = selectSqlLabSyncWork(failed, now);
      return [
        ...work.migrateQueryEditors.map((queryEditor) => queryEditor.id),
        ...work.migrateTables.map(({ table }) => table.id),
        ...work.migrateQueries.map(({ query }) => query.id),
      ];
    };
    expect(pick(1_200 + SQLLAB_SYNC_INTERVAL_MS - 1)).not.toContain(entityId);
    expect(pick(1_200 + SQLLAB_SYNC_INTERVAL_MS)).toContain(entityId);
    const retried = reduce(failed, sqlLabActions.syncTaskStarted({ kind, entityId, now: 7_000 }));
    expect(retried.syncTasks[`${kind}:${entityId}`]).toMatchObject({ status: 'in_flight', attempts: 2 });
  });

  it('repeated failures keep one notice per kind, which can be dismissed', () => {
    const state = reduce(
      localWork(),
      sqlLabActions.syncTaskFailed({ kind: 'migrateQueryEditor', entityId: 'tab1', status: null, now: 1 }),
      sqlLabActions.syncTaskFailed({ kind: 'migrateQueryEditor', entityId: 'tab1', status: null, now: 2 }),
    );
    expect(state.notices).toHaveLength(1);
    expect(state.notices[0]!.at).toBe(2);
    expect(reduce(state, sqlLabActions.dismissNotice({ key: 'sync:migrateQueryEditor' })).notices).toEqual([]);
  });

  it('drops a task whose tab was removed instead of retrying it', () => {
    const state = reduce(
      localWork(),
      sqlLabActions.syncTaskStarted({ kind: 'migrateQueryEditor', entityId: 'tab1', now: 1 }),
      sqlLabActions.removeQueryEditor({ queryEditorId: 'tab1', now: 2 }),
      sqlLabActions.syncTaskFailed({ kind: 'migrateQueryEditor', entityId: 'tab1', status: 500, now: 3 }),
    );
    expect(state.syncTasks).toEqual({});
    expect(state.notices).toEqual([]);
  });

  it('deletes on the server a tab removed while its migration was in flight', () => {
    const state = reduce(
      localWork(),
      sqlLabActions.syncTaskStarted({ kind: 'migrateQueryEditor', entityId: 'tab1', now: 1 }),
      sqlLabActions.removeQueryEditor({ queryEditorId: 'tab1', now: 2 }),
      sqlLabActions.queryEditorMigrated({ queryEditorId: 'tab1', tabViewId: '77', syncedUpdatedAt: 10 }),
    );
    expect(state.destroyedQueryEditors.tab1).toEqual({ destroyedAt: 2, tabViewId: '77', deletePending: true });
    expect(selectSqlLabSyncWork(state, 10).deleteQueryEditors).toEqual([{ queryEditorId: 'tab1', tabViewId: '77' }]);
  });
});

describe('saving edits of synced tabs', () => {
  it('sends a tab whose edits are newer than what the server stored', () => {
    const synced = migrateTab(localWork());
    const edited = reduce(synced, sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 2', now: 500 }));
    const work = selectSqlLabSyncWork(edited, 600);
    expect(work.updateQueryEditors.map(({ queryEditor, tabViewId }) => [queryEditor.sql, tabViewId])).toEqual([['SELECT 2', '77']]);
    const saved = reduce(
      edited,
      sqlLabActions.syncTaskStarted({ kind: 'updateQueryEditor', entityId: 'tab1', now: 600 }),
      sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 3', now: 650 }),
      sqlLabActions.queryEditorSynced({ queryEditorId: 'tab1', syncedUpdatedAt: 500 }),
    );
    // The edit made while the save was in flight still needs saving.
    expect(selectSqlLabSyncWork(saved, 700).updateQueryEditors.map(({ queryEditor }) => queryEditor.sql)).toEqual(['SELECT 3']);
    const done = reduce(saved, sqlLabActions.queryEditorSynced({ queryEditorId: 'tab1', syncedUpdatedAt: 650 }));
    expect(selectSqlLabSyncWork(done, 700).updateQueryEditors).toEqual([]);
  });

  it('a failed save raises the "storing your query" notice and retries later', () => {
    const edited = reduce(migrateTab(localWork()), sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 2', now: 500 }));
    const failed = reduce(edited, sqlLabActions.syncTaskFailed({ kind: 'updateQueryEditor', entityId: 'tab1', status: 500, now: 600 }));
    expect(failed.notices[0]).toMatchObject({ level: 'danger', text: expect.stringContaining('An error occurred while storing your query in the backend') });
    expect(selectSqlLabSyncWork(failed, 601).updateQueryEditors).toEqual([]);
    expect(selectSqlLabSyncWork(failed, 600 + SQLLAB_SYNC_INTERVAL_MS).updateQueryEditors).toHaveLength(1);
  });

  it('a 404 on a save makes the tab, its tables and queries local again so they are migrated anew', () => {
    const synced = reduce(
      migrateTab(localWork()),
      sqlLabActions.tableMigrated({ tableId: 't1', remoteId: 5 }),
      sqlLabActions.queryMigrated({ queryId: 'q1' }),
      sqlLabActions.activeQueryEditorSynced({ queryEditorId: 'tab1' }),
      sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 2', now: 500 }),
    );
    const lost = reduce(synced, sqlLabActions.syncTaskFailed({ kind: 'updateQueryEditor', entityId: 'tab1', status: 404, now: 600 }));
    expect(lost.queryEditors[0]).toMatchObject({ tabViewId: null, inLocalStorage: true, syncedUpdatedAt: null, sql: 'SELECT 2' });
    expect(lost.tables[0]).toMatchObject({ remoteId: null, inLocalStorage: true });
    expect(lost.queries.q1!.inLocalStorage).toBe(true);
    expect(lost.syncedActiveQueryEditorId).toBeNull();
    expect(selectSqlLabSyncWork(lost, 601).migrateQueryEditors.map((queryEditor) => queryEditor.id)).toEqual(['tab1']);
  });
});

describe('deleting removed tabs', () => {
  const removedSynced = () => reduce(migrateTab(localWork()), sqlLabActions.removeQueryEditor({ queryEditorId: 'tab1', now: 900 }));

  it('lists a removed synced tab for deletion until the server confirms', () => {
    const state = removedSynced();
    expect(selectSqlLabSyncWork(state, 1_000).deleteQueryEditors).toEqual([{ queryEditorId: 'tab1', tabViewId: '77' }]);
    const deleted = reduce(
      state,
      sqlLabActions.syncTaskStarted({ kind: 'deleteQueryEditor', entityId: 'tab1', now: 1_000 }),
      sqlLabActions.queryEditorDeleted({ queryEditorId: 'tab1' }),
    );
    expect(deleted.destroyedQueryEditors.tab1).toEqual({ destroyedAt: 900, tabViewId: '77', deletePending: false });
    expect(selectSqlLabSyncWork(deleted, 2_000).deleteQueryEditors).toEqual([]);
  });

  it('tolerates a 404: the tab is already gone', () => {
    const state = reduce(removedSynced(), sqlLabActions.syncTaskFailed({ kind: 'deleteQueryEditor', entityId: 'tab1', status: 404, now: 1_000 }));
    expect(state.destroyedQueryEditors.tab1!.deletePending).toBe(false);
    expect(state.syncTasks).toEqual({});
    expect(state.notices).toEqual([]);
  });

  it('retries other delete failures later', () => {
    const state = reduce(removedSynced(), sqlLabActions.syncTaskFailed({ kind: 'deleteQueryEditor', entityId: 'tab1', status: 503, now: 1_000 }));
    expect(state.destroyedQueryEditors.tab1!.deletePending).toBe(true);
    expect(selectSqlLabSyncWork(state, 1_001).deleteQueryEditors).toEqual([]);
    expect(selectSqlLabSyncWork(state, 1_000 + SQLLAB_SYNC_INTERVAL_MS).deleteQueryEditors).toHaveLength(1);
  });

  it('never lists local tabs for deletion', () => {
    const state = reduce(localWork(), sqlLabActions.removeQueryEditor({ queryEditorId: 'tab1', now: 900 }));
    expect(state.destroyedQueryEditors.tab1).toEqual({ destroyedAt: 900, tabViewId: null, deletePending: false });
    expect(selectSqlLabSyncWork(state, 1_000).deleteQueryEditors).toEqual([]);
  });
});

describe('persisting the active tab', () => {
  it('asks to record a newly activated synced tab', () => {
    const state = reduce(
      migrateTab(localWork()),
      sqlLabActions.activeQueryEditorSynced({ queryEditorId: 'tab1' }),
      sqlLabActions.loadQueryEditors({ queryEditors: [{ id: '88', tabViewId: '88' }], now: 1 }),
      sqlLabActions.setActiveQueryEditor({ queryEditorId: '88' }),
    );
    expect(selectSqlLabSyncWork(state, 2).activateQueryEditor).toEqual({ queryEditorId: '88', tabViewId: '88' });
    const recorded = reduce(state, sqlLabActions.activeQueryEditorSynced({ queryEditorId: '88' }));
    expect(selectSqlLabSyncWork(recorded, 3).activateQueryEditor).toBeNull();
  });
});
