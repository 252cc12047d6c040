/**
 * What one SQL statement does, as its engine reads it. Callers decide from the kind alone: a
 * `query` only reads; a `write` changes data or schema (allowed where the database allows DML);
 * every other kind reaches outside the data (settings, files, extensions, other databases,
 * transactions spanning pooled connections) and is refused to users.
 */
export type StatementKind =
  /** Returns rows and changes nothing: SELECT, VALUES, FROM-first, SHOW, DESCRIBE, SUMMARIZE, PIVOT. */
  | 'query'
  /** A query plan; `EXPLAIN ANALYZE` also runs the statement it explains. */
  | 'explain'
  /** Changes data or schema: INSERT, UPDATE, DELETE, MERGE, CREATE, ALTER, DROP, TRUNCATE … */
  | 'write'
  /** Changes the session or the engine: SET, RESET, USE, PRAGMA, SET VARIABLE. */
  | 'session'
  /** BEGIN, COMMIT, ROLLBACK, SAVEPOINT. */
  | 'transaction'
  /** INSTALL, LOAD, UPDATE EXTENSIONS. */
  | 'extension'
  /** ATTACH, DETACH: opens another database file or server. */
  | 'attach'
  /** Reads or writes server files: COPY, EXPORT/IMPORT DATABASE, LOAD DATA. */
  | 'file'
  /** Runs code the statement does not show: CALL, PREPARE, EXECUTE, DO. */
  | 'call'
  /** Anything else the engine knows (VACUUM, CHECKPOINT, ANALYZE …). */
  | 'other';

/** One statement of a script as the engine classified it. */
export interface ClassifiedStatement {
  kind: StatementKind;
  /** The engine's own name for the statement type (`SELECT`, `COPY`, `VARIABLE_SET` …), for messages. */
  type: string;
  /** The statement's text, where the classifier split the script itself. */
  sql?: string;
  /**
   * Why the engine refuses the statement whatever the database allows, in the product's words
   * (e.g. a function that reads server files); absent when nothing in it is refused.
   */
  refusal?: string;
  /**
   * The engine parsed the statement but could not bind it (an unknown table, a refused file): its
   * message. `kind` then comes from the statement's first keyword.
   */
  bindError?: string;
}

/** Options for {@link ClassifyStatements}. */
export interface ClassifyOptions {
  /** Schema unqualified names resolve against, as the statement will run. */
  schema?: string | null;
}

/**
 * Reads a script with the engine's own parser and returns one entry per statement, in order.
 * Rejects with the parser's message when the text is not valid SQL for the engine.
 *
 * @example
 * ```ts
 * const [statement] = await connection.classifyStatements!("COPY t TO '/tmp/t.csv'");
 * statement.kind; // 'file'
 * ```
 */
export type ClassifyStatements = (sql: string, options?: ClassifyOptions) => Promise<ClassifiedStatement[]>;
