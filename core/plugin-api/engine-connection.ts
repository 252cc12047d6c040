/** Engine-agnostic category of a result column. */
export type GenericColumnType = 'numeric' | 'string' | 'temporal' | 'boolean';

/** A column of a query result. */
export interface ResultColumn {
  name: string;
  /** The engine's own type name, e.g. `BIGINT`, `TIMESTAMP WITH TIME ZONE`. */
  type: string;
  genericType?: GenericColumnType;
}

/**
 * A query result in columnar layout: `data[i]` holds every value of `columns[i]`. Columnar because
 * engines hand results over as column vectors (typed arrays) and converting to rows early is the
 * dominant cost on large results.
 */
export interface ColumnarResult {
  columns: readonly ResultColumn[];
  data: ReadonlyArray<ArrayLike<unknown>>;
  rowCount: number;
}

/** A bind parameter value. */
export type SqlParam = string | number | bigint | boolean | null | Date | Uint8Array;

/** Per-statement execution options. */
export interface ExecuteOptions {
  /** Aborting the signal cancels the statement. */
  signal?: AbortSignal;
  /** Upper bound on rows read back; engines should push it down when they can. */
  maxRows?: number;
}

/**
 * An open connection to a data engine. Implemented server side (DuckDB, PostgreSQL …); the
 * interface stays free of Node types so plugins and core compile for the browser too.
 *
 * @example
 * ```ts
 * const connection = await engine.createEngine('duckdb:///data/examples.duckdb', {});
 * try {
 *   const result = await connection.execute('SELECT 42 AS answer', []);
 *   result.columns[0]?.name; // 'answer'
 * } finally {
 *   await connection.close();
 * }
 * ```
 */
export interface EngineConnection {
  execute(sql: string, params?: readonly SqlParam[], options?: ExecuteOptions): Promise<ColumnarResult>;
  /** Cancels whatever the connection is running; resolves once the engine acknowledged it. */
  cancel(): Promise<void>;
  close(): Promise<void>;
}

/** Options for opening an engine connection (Superset's `engine_params` and friends). */
export interface EngineOptions {
  /** Driver-specific connection arguments (Superset's `engine_params.connect_args`). */
  connectArgs?: Readonly<Record<string, unknown>>;
  /** Open read-only where the engine supports it (SQL Lab with DML disallowed). */
  readOnly?: boolean;
  /** Statement timeout, when the engine can enforce one itself. */
  queryTimeoutMs?: number;
}
