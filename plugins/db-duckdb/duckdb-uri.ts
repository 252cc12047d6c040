import { parseFileUri } from '@core/plugin-api/index.js';

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
  const { path, params } = parseFileUri(uri, { name: 'DuckDB', schemes: ['duckdb'], extension: '.duckdb' });
  return { path, config: params };
}
