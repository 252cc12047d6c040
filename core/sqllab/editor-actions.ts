import { creatorFor } from './action-creator.js';
import type { CursorPosition, QueryEditorInit, SavedQuery } from './query-editor.js';

/** Where a cloned tab takes its SQL and database from. */
export type CloneSource = { queryId: string } | { queryEditorId: string };

/** Actions on editor tabs. Times (`now`) are epoch milliseconds given by the caller. */
export type SqlLabEditorAction =
  | { type: 'sqlLab/addQueryEditor'; queryEditor: QueryEditorInit; now: number }
  | { type: 'sqlLab/removeQueryEditor'; queryEditorId: string; now: number }
  | { type: 'sqlLab/setActiveQueryEditor'; queryEditorId: string }
  | { type: 'sqlLab/switchQueryEditor'; offset: number }
  | { type: 'sqlLab/cloneQueryToNewTab'; source: CloneSource; newQueryEditorId: string; autorun?: boolean; now: number }
  | { type: 'sqlLab/renameQueryEditor'; queryEditorId: string; name: string; now: number }
  | { type: 'sqlLab/setQueryEditorDb'; queryEditorId: string; dbId: number | null; now: number }
  | { type: 'sqlLab/setQueryEditorCatalog'; queryEditorId: string; catalog: string | null; now: number }
  | { type: 'sqlLab/setQueryEditorSchema'; queryEditorId: string; schema: string | null; now: number }
  | { type: 'sqlLab/setQueryEditorSql'; queryEditorId: string; sql: string; now: number }
  | { type: 'sqlLab/setQueryEditorSelectedText'; queryEditorId: string; selectedText: string | null }
  | { type: 'sqlLab/setQueryEditorQueryLimit'; queryEditorId: string; queryLimit: number; now: number }
  | { type: 'sqlLab/setQueryEditorTemplateParams'; queryEditorId: string; templateParams: string | null; now: number }
  | { type: 'sqlLab/setQueryEditorAutorun'; queryEditorId: string; autorun: boolean; now: number }
  | { type: 'sqlLab/setQueryEditorCursorPosition'; queryEditorId: string; cursorPosition: CursorPosition | null }
  | { type: 'sqlLab/setQueryEditorSplit'; queryEditorId: string; northPercent: number; southPercent: number }
  | { type: 'sqlLab/setQueryEditorHideLeftBar'; queryEditorId: string; hideLeftBar: boolean; now: number }
  | { type: 'sqlLab/linkSavedQuery'; queryEditorId: string; savedQuery: SavedQuery; now: number }
  | { type: 'sqlLab/loadQueryEditors'; queryEditors: QueryEditorInit[]; activeQueryEditorId?: string | null; now: number }
  | { type: 'sqlLab/queryEditorFetchFailed'; queryEditorId: string; status: number | null; now: number };

const creator = creatorFor<SqlLabEditorAction>();

/** Creators of {@link SqlLabEditorAction}s. */
export const sqlLabEditorActions = Object.freeze({
  /** Opens a tab and makes it active; unnamed tabs are 'Untitled Query N', database and limit come from the active tab. */
  addQueryEditor: creator('sqlLab/addQueryEditor'),
  /** Closes a tab with its tables and queries; it is kept in destroyed editors with a timestamp. */
  removeQueryEditor: creator('sqlLab/removeQueryEditor'),
  /** Makes a tab active and records it in the tab history. */
  setActiveQueryEditor: creator('sqlLab/setActiveQueryEditor'),
  /** Activates the tab `offset` places away (1 next, -1 previous), wrapping around. */
  switchQueryEditor: creator('sqlLab/switchQueryEditor'),
  /** Opens a new tab 'Copy of <tab name>' with the SQL of a query or another tab. */
  cloneQueryToNewTab: creator('sqlLab/cloneQueryToNewTab'),
  /** Renames a tab; a blank name is ignored. */
  renameQueryEditor: creator('sqlLab/renameQueryEditor'),
  /** Sets the database; a different database clears catalog and schema. */
  setQueryEditorDb: creator('sqlLab/setQueryEditorDb'),
  /** Sets the catalog; a different catalog clears the schema. */
  setQueryEditorCatalog: creator('sqlLab/setQueryEditorCatalog'),
  setQueryEditorSchema: creator('sqlLab/setQueryEditorSchema'),
  setQueryEditorSql: creator('sqlLab/setQueryEditorSql'),
  /** Sets the selected text (not stored on the server). */
  setQueryEditorSelectedText: creator('sqlLab/setQueryEditorSelectedText'),
  /** Sets the row limit, a positive integer capped by the database's maximum rows. */
  setQueryEditorQueryLimit: creator('sqlLab/setQueryEditorQueryLimit'),
  setQueryEditorTemplateParams: creator('sqlLab/setQueryEditorTemplateParams'),
  setQueryEditorAutorun: creator('sqlLab/setQueryEditorAutorun'),
  /** Sets the caret position (not stored on the server). */
  setQueryEditorCursorPosition: creator('sqlLab/setQueryEditorCursorPosition'),
  /** Sets the heights of the editor and results panes, in percent (0–100; not stored on the server). */
  setQueryEditorSplit: creator('sqlLab/setQueryEditorSplit'),
  setQueryEditorHideLeftBar: creator('sqlLab/setQueryEditorHideLeftBar'),
  /** Links a tab to a saved query after it was created or updated; the tab takes its name. */
  linkSavedQuery: creator('sqlLab/linkSavedQuery'),
  /** Loads server tab states (bootstrap); destroyed tabs are skipped, a tab with unsynced local edits keeps them. */
  loadQueryEditors: creator('sqlLab/loadQueryEditors'),
  /** Fetching a tab state failed: a danger notice, and a 404 removes the tab. */
  queryEditorFetchFailed: creator('sqlLab/queryEditorFetchFailed'),
});
