import type { ClassifyStatements } from './statement-classification.js';

/** Engine-agnostic category of a column, as the explore panel and the filters see it. */
export type GenericColumnType = 'numeric' | 'string' | 'temporal' | 'boolean';

/** A column of a query result. */
export interface ResultColumn {
  name: string;
  /** The engine's own type name, e.g. `BIGINT`, `TIMESTAMP WITH TIME ZONE`. */
  type: string;
  genericType?: GenericColumnType | null;
}

/**
 * A query result in columnar layout: `data[i]` holds every value of `columns[i]`. Columnar because
 * engines hand results over as column vectors (typed arrays) and converting to rows early is the
 * dominant cost on large results. Temporal values are epoch milliseconds (numbers), so results
 * serialise the same way from every engine; 64-bit integers beyond 2^53 stay `bigint`.
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
  /** Aborting the signal cancels the statement in the engine (not only abandons it) and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Upper bound on rows read back; engines stop reading past it. */
  maxRows?: number;
  /** Cancels the statement in the engine after this long and rejects with an error whose `name` is `TimeoutError`. */
  timeoutMs?: number;
  /** Schema to resolve unqualified names against, for this statement only. */
  schema?: string | null;
  /** `executeStream` only: about how many rows each batch holds (the first may hold fewer, to arrive early). */
  batchRows?: number;
}

/** A table or view as introspection reports it. */
export interface TableInfo {
  name: string;
  type: 'table' | 'view';
}

/** A column as introspection reports it. */
export interface ColumnInfo {
  name: string;
  /** The engine's type name. */
  type: string;
  genericType: GenericColumnType | null;
  nullable: boolean;
  default?: string | null;
  comment?: string | null;
}

export interface PrimaryKeyInfo {
  name: string | null;
  columns: string[];
}

export interface ForeignKeyInfo {
  name: string | null;
  columns: string[];
  referredSchema: string | null;
  referredTable: string;
  referredColumns: string[];
}

export interface IndexInfo {
  name: string;
  columns: string[];
  unique: boolean;
}

/** Where a table lives; `catalog` only for engines that have one. */
export interface TableRef {
  table: string;
  schema?: string | null;
  catalog?: string | null;
}

/**
 * An open, pooled connection to one configured database. Implemented server side (DuckDB,
 * PostgreSQL …); the interface stays free of Node types so plugins and core compile for the
 * browser too. Every method may be called concurrently.
 *
 * @example
 * ```ts
 * const engine = await spec.createEngine('duckdb:///data/examples.duckdb', {});
 * try {
 *   const result = await engine.execute('SELECT 42 AS answer', [], { timeoutMs: 30_000 });
 *   result.columns[0]?.name; // 'answer'
 * } finally {
 *   await engine.close();
 * }
 * ```
 */
export interface EngineConnection {
  /** Runs one statement. Parameters use the spec's `placeholder` style. */
  execute(sql: string, params?: readonly SqlParam[], options?: ExecuteOptions): Promise<ColumnarResult>;
  /**
   * Optional: runs one statement and hands its rows over in batches as the engine produces them,
   * so a large result never has to sit whole in memory. Every batch has the same `columns`; the
   * first comes as soon as the columns are known (with no rows when the result is empty). The
   * engine reads the next batch only while the consumer asks for it (back-pressure). The signal,
   * the timeout and `maxRows` hold for the whole stream; leaving the iteration early (`break`, a
   * throw) cancels the statement in the engine and gives its connection back. Engines without it
   * are read through {@link execute}, as one batch.
   */
  executeStream?(sql: string, params?: readonly SqlParam[], options?: ExecuteOptions): AsyncIterable<ColumnarResult>;
  /** Resolves when the database answers a trivial query; rejects with the driver's reason otherwise. */
  testConnection(): Promise<void>;
  getCatalogs(): Promise<string[]>;
  getSchemas(catalog?: string | null): Promise<string[]>;
  getTables(schema: string | null, catalog?: string | null): Promise<TableInfo[]>;
  getColumns(ref: TableRef): Promise<ColumnInfo[]>;
  getPrimaryKey(ref: TableRef): Promise<PrimaryKeyInfo>;
  getForeignKeys(ref: TableRef): Promise<ForeignKeyInfo[]>;
  getIndexes(ref: TableRef): Promise<IndexInfo[]>;
  /** The engine's query plan for a statement, as rows (SQL Lab's cost estimate). */
  explain(sql: string, options?: ExecuteOptions): Promise<ColumnarResult>;
  /** Names of the SQL functions the engine offers (for autocomplete). */
  getFunctionNames(): Promise<string[]>;
  /**
   * Optional: what each statement of a script does, read by the engine's own parser against this
   * database's catalog. SQL Lab and virtual datasets use it to refuse statements that reach
   * outside the data; engines without it are read by a keyword scan.
   */
  classifyStatements?: ClassifyStatements;
  /** Ends the pool; the connection is unusable afterwards. */
  close(): Promise<void>;
}

/** Options for opening an engine connection (Superset's `engine_params` and friends). */
export interface EngineOptions {
  /** Driver-specific connection arguments (Superset's `engine_params.connect_args`). */
  connectArgs?: Readonly<Record<string, unknown>>;
  /** Password kept apart from the URI (Superset stores it masked in the URI). */
  password?: string | null;
  /** Open read-only where the engine supports it. */
  readOnly?: boolean;
  /** Default statement timeout. */
  queryTimeoutMs?: number;
  /** Largest number of pooled connections. */
  poolSize?: number;
  /**
   * Absolute directories SQL may read and write files in, for engines that sandbox file access
   * (DuckDB); every other path is refused. Empty or absent: no file access at all.
   */
  allowedDirectories?: readonly string[];
}
