import { decodeUriPart, invalidUri, queryParams, schemePattern, type DatabaseUriFormat } from './database-uri-format.js';

/** A database file, from a SQLAlchemy-style URI. */
export interface FileTarget {
  /** `:memory:`, an absolute path, or a path relative to the server's working directory. */
  path: string;
  /** Query-string parameters, for the engine to interpret. */
  params: Record<string, string>;
}

/** The URI format of an embedded, file-based engine. */
export interface FileUriFormat extends DatabaseUriFormat {
  /** File name extension shown in error messages (`.duckdb`, `.db`). */
  extension: string;
}

/**
 * Parses `scheme:///abs/path`, `scheme:////abs/path` (SQLAlchemy's spelling), `scheme://relative`,
 * `scheme://` or `scheme:///:memory:` (in memory), with an optional `+driver` suffix and
 * parameters in the query string. The path is URL-decoded.
 *
 * @example
 * ```ts
 * parseFileUri('duckdb:///srv/data/a.duckdb?threads=2', { name: 'DuckDB', schemes: ['duckdb'], extension: '.duckdb' });
 * // { path: '/srv/data/a.duckdb', params: { threads: '2' } }
 * ```
 */
export function parseFileUri(uri: string, format: FileUriFormat): FileTarget {
  const trimmed = uri.trim();
  const scheme = schemePattern(format).exec(trimmed);
  const match = scheme ? /^([^?#]*)(?:\?([^#]*))?$/.exec(trimmed.slice(scheme[0].length)) : null;
  if (!match) {
    const canonical = `${format.schemes[0]}://`;
    throw invalidUri(format, trimmed, `expected ${canonical}/absolute/path${format.extension} or ${canonical}/:memory:`);
  }
  let path = decodeUriPart(format, trimmed, match[1] ?? '', 'the path');
  if (path.startsWith('//')) path = path.replace(/^\/+/, '/');
  if (path === '' || path === '/' || path === ':memory:' || path === '/:memory:') path = ':memory:';
  return { path, params: queryParams(new URLSearchParams(match[2] ?? '')) };
}
