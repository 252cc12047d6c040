/**
 * Words that begin (or make) a statement that changes data, schema, permissions, session state or
 * files. In a chart's SQL they are never legitimate as bare words; as qualified names (`t.update`)
 * or, for {@link CALLABLE_KEYWORDS}, function calls they are fine.
 */
export const STATEMENT_KEYWORDS: ReadonlySet<string> = new Set([
  'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE', 'INTO', 'OUTFILE', 'DUMPFILE',
  'DROP', 'ALTER', 'CREATE', 'TRUNCATE', 'RENAME', 'GRANT', 'REVOKE',
  'ATTACH', 'DETACH', 'COPY', 'PRAGMA', 'VACUUM', 'INSTALL', 'LOAD', 'EXPORT', 'IMPORT', 'CHECKPOINT',
  'CALL', 'EXEC', 'EXECUTE', 'PREPARE', 'DEALLOCATE', 'SET', 'USE', 'LOCK', 'UNLOCK', 'HANDLER',
  'BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'SHUTDOWN', 'KILL',
]);

/** Statement keywords that are also function names somewhere (MySQL's `INSERT()`, `REPLACE()`, `TRUNCATE()`). */
export const CALLABLE_KEYWORDS: ReadonlySet<string> = new Set(['INSERT', 'REPLACE', 'TRUNCATE']);

/** Words that start a query of their own: in a fragment they make a sub-query. */
export const SUBQUERY_KEYWORDS: ReadonlySet<string> = new Set(['SELECT', 'VALUES', 'TABLE']);

/** Set operations: meaningless in an expression, a way to append rows in a statement. */
export const SET_OPERATION_KEYWORDS: ReadonlySet<string> = new Set(['UNION', 'INTERSECT', 'EXCEPT', 'MINUS']);

/**
 * Functions that read or write server files, load code, reach other servers or stall the server.
 * Chart SQL has no use for them; database permissions are the real barrier, this is a second one.
 */
export const DENIED_FUNCTIONS: ReadonlySet<string> = new Set([
  // PostgreSQL
  'PG_READ_FILE', 'PG_READ_BINARY_FILE', 'PG_LS_DIR', 'PG_STAT_FILE', 'LO_IMPORT', 'LO_EXPORT', 'LO_FROM_BYTEA',
  'DBLINK', 'DBLINK_EXEC', 'DBLINK_CONNECT', 'PG_SLEEP', 'PG_SLEEP_FOR', 'PG_SLEEP_UNTIL', 'PG_TERMINATE_BACKEND',
  'PG_CANCEL_BACKEND', 'PG_RELOAD_CONF', 'SET_CONFIG', 'PG_ROTATE_LOGFILE', 'QUERY_TO_XML',
  // MySQL / MariaDB
  'LOAD_FILE', 'SLEEP', 'BENCHMARK', 'SYS_EXEC', 'SYS_EVAL', 'GET_LOCK',
  // SQLite
  'LOAD_EXTENSION', 'READFILE', 'WRITEFILE', 'EDIT', 'FTS3_TOKENIZER',
  // DuckDB
  'READ_TEXT', 'READ_BLOB', 'READ_CSV', 'READ_CSV_AUTO', 'READ_PARQUET', 'PARQUET_SCAN', 'READ_JSON',
  'READ_JSON_AUTO', 'READ_JSON_OBJECTS', 'READ_NDJSON', 'QUERY', 'QUERY_TABLE', 'SNIFF_CSV', 'GETENV',
  'PARQUET_METADATA', 'PARQUET_SCHEMA', 'READ_XLSX', 'ST_READ',
]);
