/**
 * Words that begin (or make) a statement that changes data, schema, permissions, session state or
 * files. In a virtual dataset's query they are never legitimate as bare words; as qualified names
 * (`t.update`) or, for {@link CALLABLE_KEYWORDS}, function calls they are fine.
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
