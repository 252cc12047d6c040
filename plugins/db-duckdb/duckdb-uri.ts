/** Where a DuckDB URI points. */
export interface DuckDbTarget {
  /** `:memory:`, an absolute path, or a path relative to the server's working directory. */
  path: string;
  /** Instance configuration from the query string (`?threads=4&memory_limit=1GB`). */
  config: Record<string, string>;
}

/**
 * Parses `duckdb:///abs/path.duckdb`, `duckdb:////abs/path.duckdb` (SQLAlchemy's spelling),
 * `duckdb://relative.duckdb`, `duckdb://` or `duckdb:///:memory:` (in memory), with an optional
 * `+driver` suffix on the scheme and instance settings in the query string.
 */
export function parseDuckDbUri(uri: string): DuckDbTarget {
  const match = /^duckdb(?:\+[a-z0-9_]+)?:\/\/([^?#]*)(?:\?([^#]*))?$/i.exec(uri.trim());
  if (!match) throw new Error(`Invalid DuckDB URI '${uri}': expected duckdb:///absolute/path.duckdb or duckdb:///:memory:`);
  let path: string;
  try {
    path = decodeURIComponent(match[1] ?? '');
  } catch {
    throw new Error(`Invalid DuckDB URI '${uri}': the path is not properly URL-encoded`);
  }
  if (path.startsWith('//')) path = path.replace(/^\/+/, '/');
  if (path === '' || path === '/' || path === ':memory:' || path === '/:memory:') path = ':memory:';
  const config: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(match[2] ?? '')) config[key] = value;
  return { path, config };
}
