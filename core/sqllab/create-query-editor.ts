import { DEFAULT_QUERY_EDITOR_NAME, DEFAULT_SQLLAB_QUERY_LIMIT, QUERY_EDITOR_VERSION } from './constants.js';
import { definedFields } from './create-sqllab-query.js';
import type { QueryEditor, QueryEditorInit } from './query-editor.js';

/**
 * A complete editor from the given fields. A tab given a `tabViewId` is a server tab: it is not
 * local and counts as synced at `now`.
 */
export function createQueryEditor(init: QueryEditorInit, now: number): QueryEditor {
  const tabViewId = init.tabViewId ?? null;
  return {
    remoteId: null,
    name: DEFAULT_QUERY_EDITOR_NAME,
    dbId: null,
    catalog: null,
    schema: null,
    sql: '',
    queryLimit: DEFAULT_SQLLAB_QUERY_LIMIT,
    maxRow: null,
    templateParams: null,
    autorun: false,
    cursorPosition: null,
    northPercent: 30,
    southPercent: 70,
    hideLeftBar: false,
    latestQueryId: null,
    selectedText: null,
    version: QUERY_EDITOR_VERSION,
    ...definedFields(init),
    id: init.id,
    tabViewId,
    inLocalStorage: tabViewId === null,
    updatedAt: init.updatedAt ?? now,
    syncedUpdatedAt: init.syncedUpdatedAt ?? (tabViewId === null ? null : (init.updatedAt ?? now)),
  };
}
