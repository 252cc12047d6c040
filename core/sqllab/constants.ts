/** SQL Lab constants (product spec §9). */

/** How often local tabs, tables and queries are synced (migrated) to the server, and idle edits saved. */
export const SQLLAB_SYNC_INTERVAL_MS = 5_000;

/** Debounce before an editor's unsaved text is written into the SQL Lab state. */
export const UNSAVED_QUERY_EDITOR_DEBOUNCE_MS = 5_000;

/** Name of the first tab of a fresh SQL Lab. */
export const DEFAULT_QUERY_EDITOR_NAME = 'Untitled query';

/** Prefix of numbered new tabs: 'Untitled Query 1', 'Untitled Query 2', … */
export const UNTITLED_QUERY_PREFIX = 'Untitled Query';

/** Name template of a tab cloned from a query or another tab. */
export const COPY_OF_TEMPLATE = 'Copy of %s';

/** Stored results of a query started longer ago than this are dropped (one day). */
export const STORED_RESULTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Stored results above this estimated size in total are dropped, oldest query first (about 5 MB). */
export const STORED_RESULTS_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Queries older than this are no longer polled for updates (six hours).
 */
export const QUERY_POLL_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * Age past which a query still `running` or `pending` with progress 0 is stale and dropped.
 * It equals {@link QUERY_POLL_MAX_AGE_MS}: past that age the query is no longer polled, so nothing
 * can ever move it out of its in-progress state.
 */
export const STALE_QUERY_AGE_MS = QUERY_POLL_MAX_AGE_MS;

/** Row limit of a new tab when neither the active tab nor the configuration gives one (DEFAULT_SQLLAB_LIMIT). */
export const DEFAULT_SQLLAB_QUERY_LIMIT = 1_000;

/** Layout version of a stored query editor, bumped when its stored shape changes. */
export const QUERY_EDITOR_VERSION = 1;
