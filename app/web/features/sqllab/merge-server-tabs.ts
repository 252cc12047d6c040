import { DEFAULT_QUERY_EDITOR_NAME, sqlLabActions, type QueryEditorInit, type SqlLabState } from '@core/sqllab/index.js';
import { newClientId } from './client-id';
import { editorIdResolver, serverQueryToUpdate, serverTablesToInits, serverTabToInit } from './server-records';
import type { ServerTabState, SqlLabBootstrap } from './sqllab-api';
import type { SqlLabStore } from './sqllab-store';

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
 * tabs and unsynced edits stay, removed tabs stay removed, the server's runs of known tabs merge.
 * The server's active tab wins only when the browser had no tabs of its own. Returns the ids of
 * the tabs known by name only, whose state loads when they are opened.
 */
export function mergeServerTabs(store: SqlLabStore, bootstrap: SqlLabBootstrap, now: number): Set<string> {
  const before = store.getState();
  const hadLocalTabs = before.queryEditors.length > 0;
  const known = new Set(before.queryEditors.map((queryEditor) => queryEditor.id));
  const nameOnly = new Set<string>();
  const active = bootstrap.active_tab;
  const inits: QueryEditorInit[] = bootstrap.tab_state_ids.map(({ id, label }) => {
    const clientId = clientIdOfServerTab(before, String(id));
    if (active && active.id === id) return serverTabToInit(active, clientId);
    if (!known.has(clientId)) nameOnly.add(clientId);
    return { id: clientId, tabViewId: String(id), name: label };
  });
  const activeId = active ? clientIdOfServerTab(before, String(active.id)) : null;
  store.dispatch(sqlLabActions.loadQueryEditors({ queryEditors: inits, activeQueryEditorId: hadLocalTabs ? null : activeId, now }));
  if (active && activeId !== null) loadServerTables(store, active, activeId);
  const state = store.getState();
  const editorIdOf = editorIdResolver(state.queryEditors);
  const updates = Object.values(bootstrap.queries)
    .map((query) => serverQueryToUpdate(query, editorIdOf))
    .filter((update) => update.sqlEditorId && editorIdOf(update.sqlEditorId) !== null);
  if (updates.length > 0) store.dispatch(sqlLabActions.refreshQueries({ alteredQueries: updates }));
  ensureOneTab(store, now);
  return nameOnly;
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
