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
  const match = /^sqlite(?:\+[a-z0-9_]+)?:\/\/([^?#]*)(?:\?([^#]*))?$/i.exec(uri.trim());
  if (!match) throw new Error(`Invalid SQLite URI '${uri}': expected sqlite:///absolute/path.db or sqlite:///:memory:`);
  let path: string;
  try {
    path = decodeURIComponent(match[1] ?? '');
  } catch {
    throw new Error(`Invalid SQLite URI '${uri}': the path is not properly URL-encoded`);
  }
  if (path.startsWith('//')) path = path.replace(/^\/+/, '/');
  if (path === '' || path === '/' || path === ':memory:' || path === '/:memory:') path = ':memory:';
  const query = new URLSearchParams(match[2] ?? '');
  const target: SqliteTarget = { path, readOnly: query.get('mode') === 'ro' };
  const timeout = query.get('timeout');
  if (timeout !== null) {
    const seconds = Number(timeout);
    if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`Invalid SQLite URI '${uri}': timeout must be a number of seconds`);
    target.busyTimeoutMs = seconds * 1000;
  }
  return target;
}
