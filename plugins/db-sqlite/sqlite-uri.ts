import { parseFileUri } from '@core/plugin-api/index.js';

/** Where a SQLite URI points and how to open it. */
export interface SqliteTarget {
  /** `:memory:`, an absolute path, or a path relative to the server's working directory. */
  path: string;
  /** `?mode=ro` (SQLite's URI parameter) asks for read-only. */
  readOnly: boolean;
  /** Milliseconds to wait for a locked database (`?timeout=` in seconds, as Python's sqlite3 has it). */
  busyTimeoutMs?: number;
}

/**
 * Parses `sqlite:///abs/path.db`, `sqlite:////abs/path.db` (SQLAlchemy's spelling),
 * `sqlite://relative.db`, `sqlite://` or `sqlite:///:memory:` (in memory), with an optional
 * `+driver` suffix and `?mode=ro` / `?timeout=` in the query string.
 */
export function parseSqliteUri(uri: string): SqliteTarget {
  const { path, params } = parseFileUri(uri, { name: 'SQLite', schemes: ['sqlite'], extension: '.db' });
  const target: SqliteTarget = { path, readOnly: params['mode'] === 'ro' };
  const timeout = params['timeout'];
  if (timeout !== undefined) {
    const seconds = Number(timeout);
    if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`Invalid SQLite URI '${uri}': timeout must be a number of seconds`);
    target.busyTimeoutMs = seconds * 1000;
  }
  return target;
}
