import type {
  ColumnarResult,
  ColumnInfo,
  EngineConnection,
  ExecuteOptions,
  ForeignKeyInfo,
  IndexInfo,
  PrimaryKeyInfo,
  SqlParam,
  TableInfo,
  TableRef,
} from '../engine-connection.js';
import { resultRows, type RowQuery } from './result-rows.js';

/** An engine's metadata queries, each run through the connection's own `execute` as a {@link RowQuery}. */
export interface EngineIntrospection {
  /** Omitted by engines without catalogs, which then list none. */
  catalogs?(query: RowQuery): Promise<string[]>;
  schemas(query: RowQuery, catalog: string | null): Promise<string[]>;
  tables(query: RowQuery, schema: string | null, catalog: string | null): Promise<TableInfo[]>;
  columns(query: RowQuery, ref: TableRef): Promise<ColumnInfo[]>;
  primaryKey(query: RowQuery, ref: TableRef): Promise<PrimaryKeyInfo>;
  foreignKeys(query: RowQuery, ref: TableRef): Promise<ForeignKeyInfo[]>;
  indexes(query: RowQuery, ref: TableRef): Promise<IndexInfo[]>;
  functionNames(query: RowQuery): Promise<string[]>;
}

/**
 * The part of an {@link EngineConnection} that is the same for every SQL engine: introspection,
 * `testConnection` and `explain`, all through the engine's own `execute` (so they share its pool,
 * timeout and cancellation). An engine implements `execute` and `close`.
 *
 * @example
 * ```ts
 * import * as introspection from './duckdb-introspection.js'; // catalogs, schemas, tables … over a RowQuery
 *
 * class DuckDbEngineConnection extends IntrospectingConnection {
 *   constructor() {
 *     super(introspection);
 *   }
 *   execute(sql, params, options) { … }
 *   close() { … }
 * }
 * ```
 */
export abstract class IntrospectingConnection implements EngineConnection {
  /**
   * @param introspection the engine's metadata queries
   * @param explainPrefix what turns a statement into its query plan (`EXPLAIN`, SQLite's `EXPLAIN QUERY PLAN`)
   */
  constructor(
    private readonly introspection: EngineIntrospection,
    private readonly explainPrefix = 'EXPLAIN',
  ) {}

  abstract execute(sql: string, params?: readonly SqlParam[], options?: ExecuteOptions): Promise<ColumnarResult>;

  abstract close(): Promise<void>;

  private readonly rows: RowQuery = async (sql, params = []) => resultRows(await this.execute(sql, params));

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1');
  }

  async getCatalogs(): Promise<string[]> {
    return this.introspection.catalogs ? this.introspection.catalogs(this.rows) : [];
  }

  getSchemas(catalog?: string | null): Promise<string[]> {
    return this.introspection.schemas(this.rows, catalog ?? null);
  }

  getTables(schema: string | null, catalog?: string | null): Promise<TableInfo[]> {
    return this.introspection.tables(this.rows, schema, catalog ?? null);
  }

  getColumns(ref: TableRef): Promise<ColumnInfo[]> {
    return this.introspection.columns(this.rows, ref);
  }

  getPrimaryKey(ref: TableRef): Promise<PrimaryKeyInfo> {
    return this.introspection.primaryKey(this.rows, ref);
  }

  getForeignKeys(ref: TableRef): Promise<ForeignKeyInfo[]> {
    return this.introspection.foreignKeys(this.rows, ref);
  }

  getIndexes(ref: TableRef): Promise<IndexInfo[]> {
    return this.introspection.indexes(this.rows, ref);
  }

  explain(sql: string, options?: ExecuteOptions): Promise<ColumnarResult> {
    return this.execute(`${this.explainPrefix} ${sql}`, [], options);
  }

  getFunctionNames(): Promise<string[]> {
    return this.introspection.functionNames(this.rows);
  }
}
