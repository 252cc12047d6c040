import { DangerToast, formatMessage } from '../errors/index.js';
import { COPY_OF_TEMPLATE, DEFAULT_QUERY_EDITOR_NAME } from './constants.js';
import { createQueryEditor } from './create-query-editor.js';
import { definedFields } from './create-sqllab-query.js';
import type { CloneSource, SqlLabEditorAction } from './editor-actions.js';
import { newQueryTabName } from './new-query-tab-name.js';
import type { QueryEditor, QueryEditorInit } from './query-editor.js';
import { selectActiveQueryEditor } from './editor-selectors.js';
import type { SqlLabState } from './sqllab-state.js';
import { activateQueryEditor, addNotice, removeQueries, removeSyncTasks, updateQueryEditor } from './state-helpers.js';
import type { SyncTaskKind } from './sync-task.js';

/** Sync tasks about a living tab, pointless once it is removed (its delete is tracked separately). */
const EDITOR_TASK_KINDS: readonly SyncTaskKind[] = ['migrateQueryEditor', 'updateQueryEditor', 'activateQueryEditor'];

/** Reduces the actions on editor tabs. */
export function reduceEditorAction(state: SqlLabState, action: SqlLabEditorAction): SqlLabState {
  switch (action.type) {
    case 'sqlLab/addQueryEditor':
      return addQueryEditor(state, action.queryEditor, action.now);
    case 'sqlLab/removeQueryEditor':
      return removeQueryEditor(state, action.queryEditorId, action.now, true);
    case 'sqlLab/setActiveQueryEditor':
      return activateQueryEditor(state, action.queryEditorId);
    case 'sqlLab/switchQueryEditor': {
      const count = state.queryEditors.length;
      if (count === 0) return state;
      const activeId = selectActiveQueryEditor(state)?.id;
      const current = Math.max(0, state.queryEditors.findIndex((queryEditor) => queryEditor.id === activeId));
      const target = (((current + Math.trunc(action.offset)) % count) + count) % count;
      return activateQueryEditor(state, state.queryEditors[target]!.id);
    }
    case 'sqlLab/cloneQueryToNewTab': {
      const init = cloneInit(state, action.source);
      return init ? addQueryEditor(state, { ...init, id: action.newQueryEditorId, autorun: action.autorun ?? false }, action.now) : state;
    }
    case 'sqlLab/renameQueryEditor': {
      const name = action.name.trim();
      return name === '' ? state : editField(state, action.queryEditorId, { name }, action.now);
    }
    case 'sqlLab/setQueryEditorDb':
      return editField(state, action.queryEditorId, { dbId: action.dbId }, action.now, { catalog: null, schema: null });
    case 'sqlLab/setQueryEditorCatalog':
      return editField(state, action.queryEditorId, { catalog: action.catalog }, action.now, { schema: null });
    case 'sqlLab/setQueryEditorSchema':
      return editField(state, action.queryEditorId, { schema: action.schema }, action.now);
    case 'sqlLab/setQueryEditorSql':
      return editField(state, action.queryEditorId, { sql: action.sql }, action.now);
    case 'sqlLab/setQueryEditorTemplateParams':
      return editField(state, action.queryEditorId, { templateParams: action.templateParams }, action.now);
    case 'sqlLab/setQueryEditorAutorun':
      return editField(state, action.queryEditorId, { autorun: action.autorun }, action.now);
    case 'sqlLab/setQueryEditorHideLeftBar':
      return editField(state, action.queryEditorId, { hideLeftBar: action.hideLeftBar }, action.now);
    case 'sqlLab/setQueryEditorQueryLimit': {
      const queryEditor = state.queryEditors.find((candidate) => candidate.id === action.queryEditorId);
      if (!queryEditor || !Number.isInteger(action.queryLimit) || action.queryLimit < 1) return state;
      const queryLimit = queryEditor.maxRow === null ? action.queryLimit : Math.min(action.queryLimit, queryEditor.maxRow);
      return editField(state, action.queryEditorId, { queryLimit }, action.now);
    }
    case 'sqlLab/setQueryEditorSelectedText':
      return updateQueryEditor(state, action.queryEditorId, { selectedText: action.selectedText });
    case 'sqlLab/setQueryEditorCursorPosition':
      return updateQueryEditor(state, action.queryEditorId, { cursorPosition: action.cursorPosition });
    case 'sqlLab/setQueryEditorSplit':
      return updateQueryEditor(state, action.queryEditorId, {
        northPercent: clampPercent(action.northPercent),
        southPercent: clampPercent(action.southPercent),
      });
    case 'sqlLab/linkSavedQuery': {
      const name = action.savedQuery.name.trim();
      return editField(state, action.queryEditorId, { remoteId: action.savedQuery.remoteId, ...(name === '' ? {} : { name }) }, action.now);
    }
    case 'sqlLab/loadQueryEditors':
      return loadQueryEditors(state, action.queryEditors, action.activeQueryEditorId ?? null, action.now);
    case 'sqlLab/queryEditorFetchFailed': {
      const next = addNotice(state, {
        key: `fetchTabState:${action.queryEditorId}`,
        level: 'danger',
        text: DangerToast.FETCH_TAB_STATE_FAILED,
        at: action.now,
      });
      // The server no longer has this tab: drop it locally, there is nothing left to delete.
      return action.status === 404 ? removeQueryEditor(next, action.queryEditorId, action.now, false) : next;
    }
  }
}

/** Sets fields stored on the server and stamps `updatedAt`; extra `resets` apply only when a field changed. */
function editField(
  state: SqlLabState,
  queryEditorId: string,
  changes: Partial<QueryEditor>,
  now: number,
  resets: Partial<QueryEditor> = {},
): SqlLabState {
  const queryEditor = state.queryEditors.find((candidate) => candidate.id === queryEditorId);
  if (!queryEditor) return state;
  const changed = (Object.keys(changes) as (keyof QueryEditor)[]).some((key) => queryEditor[key] !== changes[key]);
  return changed ? updateQueryEditor(state, queryEditorId, { ...resets, ...changes, updatedAt: now }) : state;
}

function addQueryEditor(state: SqlLabState, init: QueryEditorInit, now: number): SqlLabState {
  if (state.queryEditors.some((queryEditor) => queryEditor.id === init.id)) return state;
  const active = selectActiveQueryEditor(state);
  const given = definedFields(init);
  const inheritsDatabase = given.dbId === undefined;
  const queryEditor = createQueryEditor(
    {
      name: newQueryTabName(state.queryEditors.map((candidate) => candidate.name)),
      dbId: active?.dbId ?? state.config.defaultDbId,
      catalog: inheritsDatabase ? (active?.catalog ?? null) : null,
      schema: inheritsDatabase ? (active?.schema ?? null) : null,
      queryLimit: active?.queryLimit ?? state.config.defaultQueryLimit,
      maxRow: active?.maxRow ?? state.config.maxRow,
      ...given,
      ...(given.name?.trim() === '' ? { name: newQueryTabName(state.queryEditors.map((candidate) => candidate.name)) } : {}),
      id: init.id,
    },
    now,
  );
  return activateQueryEditor({ ...state, queryEditors: [...state.queryEditors, queryEditor] }, queryEditor.id);
}

function cloneInit(state: SqlLabState, source: CloneSource): Omit<QueryEditorInit, 'id'> | null {
  if ('queryId' in source) {
    const query = state.queries[source.queryId];
    if (!query) return null;
    const sourceEditor = state.queryEditors.find((queryEditor) => queryEditor.id === query.sqlEditorId);
    return {
      name: formatMessage(COPY_OF_TEMPLATE, [sourceEditor?.name ?? query.tab ?? DEFAULT_QUERY_EDITOR_NAME]),
      dbId: query.dbId,
      catalog: query.catalog,
      schema: query.schema,
      sql: query.sql,
      queryLimit: sourceEditor?.queryLimit ?? query.queryLimit ?? state.config.defaultQueryLimit,
      maxRow: sourceEditor?.maxRow ?? state.config.maxRow,
      templateParams: query.templateParams ?? sourceEditor?.templateParams ?? null,
    };
  }
  const sourceEditor = state.queryEditors.find((queryEditor) => queryEditor.id === source.queryEditorId);
  if (!sourceEditor) return null;
  return {
    name: formatMessage(COPY_OF_TEMPLATE, [sourceEditor.name]),
    dbId: sourceEditor.dbId,
    catalog: sourceEditor.catalog,
    schema: sourceEditor.schema,
    sql: sourceEditor.sql,
    queryLimit: sourceEditor.queryLimit,
    maxRow: sourceEditor.maxRow,
    templateParams: sourceEditor.templateParams,
  };
}

/**
 * Removes a tab with its tables and queries (data previews of its tables included) and records
 * it in the destroyed editors; a synced tab is marked for deletion on the server when `deleteOnServer`.
 */
function removeQueryEditor(state: SqlLabState, queryEditorId: string, now: number, deleteOnServer: boolean): SqlLabState {
  const index = state.queryEditors.findIndex((queryEditor) => queryEditor.id === queryEditorId);
  if (index === -1) return state;
  const queryEditor = state.queryEditors[index]!;
  const ownTables = state.tables.filter((table) => table.queryEditorId === queryEditorId);
  const ownTableIds = new Set(ownTables.map((table) => table.id));
  const queryIds = Object.values(state.queries)
    .filter((query) => query.sqlEditorId === queryEditorId)
    .map((query) => query.id)
    .concat(ownTables.flatMap((table) => (table.dataPreviewQueryId === null ? [] : [table.dataPreviewQueryId])));
  const queryEditors = state.queryEditors.filter((candidate) => candidate.id !== queryEditorId);
  let tabHistory = state.tabHistory.filter((id) => id !== queryEditorId);
  if (tabHistory.length === 0 && queryEditors.length > 0) tabHistory = [queryEditors[Math.min(index, queryEditors.length - 1)]!.id];
  let next: SqlLabState = {
    ...state,
    queryEditors,
    tabHistory,
    tables: state.tables.filter((table) => !ownTableIds.has(table.id)),
    destroyedQueryEditors: {
      ...state.destroyedQueryEditors,
      [queryEditorId]: {
        destroyedAt: now,
        tabViewId: queryEditor.tabViewId,
        deletePending: deleteOnServer && state.config.backendPersistence && queryEditor.tabViewId !== null,
      },
    },
    syncedActiveQueryEditorId: state.syncedActiveQueryEditorId === queryEditorId ? null : state.syncedActiveQueryEditorId,
  };
  next = removeQueries(next, queryIds);
  return removeSyncTasks(
    next,
    (task) =>
      (EDITOR_TASK_KINDS.includes(task.kind) && task.entityId === queryEditorId) ||
      (task.kind === 'migrateTable' && ownTableIds.has(task.entityId)),
  );
}

function loadQueryEditors(state: SqlLabState, inits: readonly QueryEditorInit[], activeQueryEditorId: string | null, now: number): SqlLabState {
  const queryEditors = state.queryEditors.slice();
  for (const init of inits) {
    if (Object.hasOwn(state.destroyedQueryEditors, init.id)) continue;
    const index = queryEditors.findIndex((queryEditor) => queryEditor.id === init.id);
    if (index === -1) {
      queryEditors.push(createQueryEditor(init, now));
      continue;
    }
    const existing = queryEditors[index]!;
    const hasLocalEdits = existing.syncedUpdatedAt === null || existing.updatedAt > existing.syncedUpdatedAt;
    if (hasLocalEdits) {
      // Unsynced local edits win; the next sync sends them to the server.
      const tabViewId = existing.tabViewId ?? init.tabViewId ?? null;
      queryEditors[index] = { ...existing, tabViewId, inLocalStorage: tabViewId === null };
    } else {
      queryEditors[index] = createQueryEditor({ ...existing, ...definedFields(init), updatedAt: now, syncedUpdatedAt: now }, now);
    }
  }
  let next: SqlLabState = { ...state, queryEditors };
  if (activeQueryEditorId !== null && queryEditors.some((queryEditor) => queryEditor.id === activeQueryEditorId)) {
    next = { ...activateQueryEditor(next, activeQueryEditorId), syncedActiveQueryEditorId: activeQueryEditorId };
  } else if (next.tabHistory.length === 0 && queryEditors.length > 0) {
    next = { ...next, tabHistory: [queryEditors[0]!.id] };
  }
  return next;
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}
