import { DEFAULT_QUERY_EDITOR_NAME, hasUnsyncedEdits, sqlLabActions, type QueryEditor, type QueryEditorInit, type SqlLabState } from '@core/sqllab/index.js';
import { newClientId } from './client-id';
import { editorIdResolver, serverQueryToUpdate, serverTablesToInits, serverTabToInit } from './server-records';
import type { ServerQuery, ServerTabState, SqlLabBootstrap } from './sqllab-api';
import type { SqlLabStore } from './sqllab-store';
import { SYNCED_TAB_FIELDS, syncedTabValues, TabSyncBaselines, type SyncedTabField, type SyncedTabValues } from './tab-sync-baselines';

/** The client id of a server tab: the local tab (or removed tab) it was migrated from, else its server id. */
export function clientIdOfServerTab(state: SqlLabState, tabViewId: string): string {
  const local = state.queryEditors.find((queryEditor) => queryEditor.tabViewId === tabViewId);
  if (local) return local.id;
  const destroyed = Object.entries(state.destroyedQueryEditors).find(([, trace]) => trace.tabViewId === tabViewId);
  return destroyed ? destroyed[0] : tabViewId;
}

/**
 * Merges the server's tabs (`GET /api/v1/sqllab/`) into the state restored from the browser:
 * every server tab appears (the active one in full, the others by name until opened), local
 * tabs stay, removed tabs stay removed, the server's runs of known tabs merge. A tab merges field
 * by field (see {@link mergeServerTab}), so what this browser changed and has not synced yet
 * survives a reload. The server's active tab wins only when the browser had no tabs of its own.
 * Returns the ids of the tabs known by name only, whose state loads when they are opened.
 */
export function mergeServerTabs(store: SqlLabStore, bootstrap: SqlLabBootstrap, now: number, baselines = new TabSyncBaselines()): Set<string> {
  const before = store.getState();
  const hadLocalTabs = before.queryEditors.length > 0;
  const known = new Set(before.queryEditors.map((queryEditor) => queryEditor.id));
  const nameOnly = new Set<string>();
  const active = bootstrap.active_tab;
  for (const { id, label } of bootstrap.tab_state_ids) {
    const clientId = clientIdOfServerTab(before, String(id));
    if (active && active.id === id) {
      mergeServerTab(store, active, clientId, baselines, now);
      continue;
    }
    if (!known.has(clientId) && !Object.hasOwn(before.destroyedQueryEditors, clientId)) nameOnly.add(clientId);
    mergeTabFields(store, { id: clientId, tabViewId: String(id), name: label }, undefined, baselines, now);
  }
  const activeId = active ? clientIdOfServerTab(before, String(active.id)) : null;
  if (!hadLocalTabs && activeId !== null) store.dispatch(sqlLabActions.loadQueryEditors({ queryEditors: [], activeQueryEditorId: activeId, now }));
  const state = store.getState();
  const editorIdOf = editorIdResolver(state.queryEditors);
  const updates = Object.values(bootstrap.queries)
    .map((query) => serverQueryToUpdate(query, editorIdOf))
    .filter((update) => update.sqlEditorId && editorIdOf(update.sqlEditorId) !== null);
  if (updates.length > 0) store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: updates }));
  ensureOneTab(store, now);
  return nameOnly;
}

/**
 * Loads one server tab in full (`/tabstateview/{id}`, or the bootstrap's active tab) into the tab
 * `clientId`, with its table panes and latest run. Fields this browser changed since the server
 * last stored them (per `baselines`) keep their local values and are synced next; the others take
 * the server's, so edits made in another browser arrive too. The tab's latest run is the newer of
 * the local one and the server's.
 */
export function mergeServerTab(store: SqlLabStore, tab: ServerTabState, clientId: string, baselines: TabSyncBaselines, now: number): void {
  mergeTabFields(store, serverTabToInit(tab, clientId), tab.latest_query, baselines, now);
  if (!store.getState().queryEditors.some((queryEditor) => queryEditor.id === clientId)) return;
  loadServerTables(store, tab, clientId);
  if (tab.latest_query) {
    const update = serverQueryToUpdate(tab.latest_query, editorIdResolver(store.getState().queryEditors));
    store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: [update] }));
  }
}

/** Opens the table panes a server tab stores (already open ones are updated, not doubled). */
export function loadServerTables(store: SqlLabStore, tab: ServerTabState, clientId: string): void {
  for (const table of serverTablesToInits(tab, clientId)) store.dispatch(sqlLabActions.addTable({ table }));
}

/** A fresh SQL Lab gets one tab, named 'Untitled query'. */
export function ensureOneTab(store: SqlLabStore, now: number): void {
  if (store.getState().queryEditors.length === 0) {
    store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id: newClientId(), name: DEFAULT_QUERY_EDITOR_NAME }, now }));
  }
}

/**
 * Fields that change together, each with the edits that set them. Database, catalog and schema
 * are one group: choosing a database clears the other two, so they are taken from one side.
 */
const FIELD_GROUPS: readonly { fields: readonly SyncedTabField[]; apply: (store: SqlLabStore, id: string, values: SyncedTabValues, now: number) => void }[] = [
  { fields: ['name'], apply: (store, id, { name }, now) => store.dispatch(sqlLabActions.renameQueryEditor({ queryEditorId: id, name: name ?? '', now })) },
  {
    fields: ['dbId', 'catalog', 'schema'],
    apply: (store, id, { dbId, catalog, schema }, now) => {
      store.dispatch(sqlLabActions.setQueryEditorDb({ queryEditorId: id, dbId: dbId ?? null, now }));
      store.dispatch(sqlLabActions.setQueryEditorCatalog({ queryEditorId: id, catalog: catalog ?? null, now }));
      store.dispatch(sqlLabActions.setQueryEditorSchema({ queryEditorId: id, schema: schema ?? null, now }));
    },
  },
  { fields: ['sql'], apply: (store, id, { sql }, now) => store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: id, sql: sql ?? '', now })) },
  {
    fields: ['queryLimit'],
    apply: (store, id, { queryLimit }, now) => {
      if (queryLimit) store.dispatch(sqlLabActions.setQueryEditorQueryLimit({ queryEditorId: id, queryLimit, now }));
    },
  },
  { fields: ['templateParams'], apply: (store, id, { templateParams }, now) => store.dispatch(sqlLabActions.setQueryEditorTemplateParams({ queryEditorId: id, templateParams: templateParams ?? null, now })) },
  { fields: ['autorun'], apply: (store, id, { autorun }, now) => store.dispatch(sqlLabActions.setQueryEditorAutorun({ queryEditorId: id, autorun: autorun ?? false, now })) },
  { fields: ['hideLeftBar'], apply: (store, id, { hideLeftBar }, now) => store.dispatch(sqlLabActions.setQueryEditorHideLeftBar({ queryEditorId: id, hideLeftBar: hideLeftBar ?? false, now })) },
  {
    fields: ['remoteId'],
    apply: (store, id, { remoteId }, now) => {
      const queryEditor = store.getState().queryEditors.find((candidate) => candidate.id === id);
      // Linking needs a saved query; a tab unlinked elsewhere keeps its link here.
      if (!queryEditor || typeof remoteId !== 'number') return;
      const { name, dbId, catalog, schema, sql, templateParams } = queryEditor;
      store.dispatch(sqlLabActions.linkSavedQuery({ queryEditorId: id, savedQuery: { remoteId, name, dbId, catalog, schema, sql, templateParams }, now }));
    },
  },
];

/**
 * Loads a server tab's fields into the state. A new tab is added; a tab without unsynced edits
 * takes the server's values; a tab with unsynced edits keeps the fields it changed since the
 * server last stored them and takes the server's values for the others (all of its fields when
 * that is not known). The server's values become the tab's baseline.
 */
function mergeTabFields(store: SqlLabStore, init: QueryEditorInit, serverLatest: ServerQuery | null | undefined, baselines: TabSyncBaselines, now: number): void {
  const state = store.getState();
  if (Object.hasOwn(state.destroyedQueryEditors, init.id)) return;
  const serverValues = syncedTabValues(init);
  const existing = state.queryEditors.find((queryEditor) => queryEditor.id === init.id);
  if (!existing) {
    baselines.record(init.id, serverValues);
    store.dispatch(sqlLabActions.loadQueryEditors({ queryEditors: [init], now }));
    return;
  }
  const changed = baselines.changedFields(existing) ?? new Set(SYNCED_TAB_FIELDS);
  baselines.record(init.id, serverValues);
  if (!hasUnsyncedEdits(existing)) {
    const latestQueryId = Object.hasOwn(init, 'latestQueryId') ? newerRunId(state, existing, init.latestQueryId ?? null, serverLatest) : existing.latestQueryId;
    store.dispatch(sqlLabActions.loadQueryEditors({ queryEditors: [{ ...init, latestQueryId }], now }));
    return;
  }
  // The tab is kept as it is (it learns its server id); then the server's values of the fields it did not change.
  store.dispatch(sqlLabActions.loadQueryEditors({ queryEditors: [{ id: init.id, ...(init.tabViewId ? { tabViewId: init.tabViewId } : {}) }], now }));
  for (const group of FIELD_GROUPS) {
    if (group.fields.some((field) => changed.has(field) || !Object.hasOwn(serverValues, field))) continue;
    const current = store.getState().queryEditors.find((queryEditor) => queryEditor.id === init.id);
    if (current && group.fields.some((field) => current[field] !== serverValues[field])) group.apply(store, init.id, serverValues, now);
  }
}

/**
 * The tab's latest run: the local one when it started after the server's (a run the server was
 * not told about before the page reloaded), else the server's.
 */
function newerRunId(state: SqlLabState, existing: QueryEditor, serverLatestId: string | null, serverLatest: ServerQuery | null | undefined): string | null {
  const local = existing.latestQueryId ? state.queries[existing.latestQueryId] : undefined;
  if (!local || local.id === serverLatestId) return serverLatestId;
  if (serverLatestId === null) return local.id;
  const serverStart = typeof serverLatest?.startDttm === 'number' ? serverLatest.startDttm : state.queries[serverLatestId]?.startDttm;
  return serverStart === undefined || local.startDttm > serverStart ? local.id : serverLatestId;
}
