import { selectActiveQueryEditor, sqlLabActions, type CloneSource } from '@core/sqllab/index.js';
import { newClientId } from './client-id';
import { ensureOneTab } from './merge-server-tabs';
import type { SqlLabStore } from './sqllab-store';

/** Tab commands of the tab bar, menus and keyboard shortcuts. */
export const tabCommands = {
  /** Opens a new tab ('Untitled Query N'), with the active tab's database, schema and limit. */
  add(store: SqlLabStore, now = Date.now()): string {
    const id = newClientId();
    store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id }, now }));
    return id;
  },
  /** Closes a tab; closing the last one opens a fresh 'Untitled query'. */
  close(store: SqlLabStore, queryEditorId: string, now = Date.now()): void {
    store.dispatch(sqlLabActions.removeQueryEditor({ queryEditorId, now }));
    ensureOneTab(store, now);
  },
  /** Closes every tab but one. */
  closeOthers(store: SqlLabStore, queryEditorId: string, now = Date.now()): void {
    for (const queryEditor of store.getState().queryEditors) {
      if (queryEditor.id !== queryEditorId) store.dispatch(sqlLabActions.removeQueryEditor({ queryEditorId: queryEditor.id, now }));
    }
  },
  rename(store: SqlLabStore, queryEditorId: string, name: string, now = Date.now()): void {
    store.dispatch(sqlLabActions.renameQueryEditor({ queryEditorId, name, now }));
  },
  /** Opens 'Copy of <name>' with the SQL of a tab or of a past run. */
  clone(store: SqlLabStore, source: CloneSource, now = Date.now()): string {
    const id = newClientId();
    store.dispatch(sqlLabActions.cloneQueryToNewTab({ source, newQueryEditorId: id, now }));
    return id;
  },
  activate(store: SqlLabStore, queryEditorId: string): void {
    store.dispatch(sqlLabActions.setActiveQueryEditor({ queryEditorId }));
  },
  /** The next (1) or previous (-1) tab, wrapping around. */
  switch(store: SqlLabStore, offset: 1 | -1): void {
    store.dispatch(sqlLabActions.switchQueryEditor({ offset }));
  },
  activeId(store: SqlLabStore): string | null {
    return selectActiveQueryEditor(store.getState())?.id ?? null;
  },
};
