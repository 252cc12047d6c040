/** Where the caret sits in an editor (zero-based). */
export interface CursorPosition {
  row: number;
  column: number;
}

/**
 * A SQL Lab editor tab (product spec §3). It is local until the periodic sync has created its
 * server tab state; `tabViewId` then holds the server's id and `inLocalStorage` turns false.
 */
export interface QueryEditor {
  /** Client id; it never changes, also after the tab is synced. */
  id: string;
  /** Id of the saved query the tab is linked to. */
  remoteId: number | null;
  /** Id of the server tab state (`/tabstateview/{id}`) once synced. */
  tabViewId: string | null;
  /** True while the tab exists only in the browser. */
  inLocalStorage: boolean;
  name: string;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  queryLimit: number;
  /** The database's maximum row count, which caps `queryLimit`. */
  maxRow: number | null;
  /** Template parameters as JSON text, as typed by the user. */
  templateParams: string | null;
  autorun: boolean;
  cursorPosition: CursorPosition | null;
  /** Height of the editor pane, in percent. */
  northPercent: number;
  /** Height of the results pane, in percent. */
  southPercent: number;
  hideLeftBar: boolean;
  latestQueryId: string | null;
  selectedText: string | null;
  /** Time (epoch ms) of the last change of a field stored on the server. */
  updatedAt: number;
  /** The `updatedAt` the server last stored; the tab has unsynced edits while it is older. */
  syncedUpdatedAt: number | null;
  version: number;
}

/** The fields a caller gives to create or load an editor; the others take defaults. */
export type QueryEditorInit = Pick<QueryEditor, 'id'> & Partial<Omit<QueryEditor, 'id'>>;

/** A saved query (product spec §3). */
export interface SavedQuery {
  /** Server id of the saved query. */
  remoteId: number;
  name: string;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  templateParams: string | null;
  description?: string | null;
}

/** The trace of a removed tab, kept so that it is deleted on the server and never restored. */
export interface DestroyedQueryEditor {
  /** When the tab was removed (epoch ms). */
  destroyedAt: number;
  /** Server tab state to delete, when the tab had been synced. */
  tabViewId: string | null;
  /** True until the server confirmed the delete (or answered 404). */
  deletePending: boolean;
}
