import path from 'node:path';
import type {
  ColumnarResult,
  ColumnInfo,
  EngineConnection,
  EngineOptions,
  ExecuteOptions,
  ForeignKeyInfo,
  IndexInfo,
  PrimaryKeyInfo,
  SqlParam,
  TableInfo,
  TableRef,
} from '@core/plugin-api/index.js';
import { sqlTimestampFromDate } from './literal-values.js';
import { ResourcePool } from './resource-pool.js';
import * as introspection from './sqlite-introspection.js';
import { SqliteProcess } from './sqlite-process.js';
import { readSqliteResult } from './sqlite-result-reader.js';
import type { SqliteTarget } from './sqlite-uri.js';
import { StatementGuard } from './statement-guard.js';

const DEFAULT_POOL_SIZE = 2;

/**
 * Opens a pooled connection to a SQLite file: a few child processes, each holding the database
 * open (see `sqlite-process-source.ts` for why processes). An in-memory database lives in one
 * process only, so its pool has one member (and a cancelled statement loses its contents).
 * Resolves once the first process opened the database, so a bad path fails here.
 */
export async function openSqliteConnection(target: SqliteTarget, options: EngineOptions): Promise<EngineConnection> {
  const memory = target.path === ':memory:';
  const timeout = Number(options.connectArgs?.['timeout']);
  const config = {
    path: memory ? ':memory:' : path.resolve(target.path),
    readOnly: !memory && (target.readOnly || options.readOnly === true),
    busyTimeoutMs: Number.isFinite(timeout) ? timeout * 1000 : target.busyTimeoutMs,
  };
  const pool = new ResourcePool<SqliteProcess>(
    { create: () => SqliteProcess.spawn(config), destroy: (sqliteProcess) => sqliteProcess.close() },
    memory ? 1 : (options.poolSize ?? DEFAULT_POOL_SIZE),
  );
  pool.release(await pool.acquire());
  return new SqliteEngineConnection(pool, options);
}

/** better-sqlite3 binds numbers, bigints, text, bytes and null; booleans and dates are written as SQLite stores them. */
function toSqliteValue(value: SqlParam): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return sqlTimestampFromDate(value);
  return value;
}

class SqliteEngineConnection implements EngineConnection {
  private closing: Promise<void> | undefined;

  constructor(
    private readonly pool: ResourcePool<SqliteProcess>,
    private readonly options: EngineOptions,
  ) {}

  /**
   * Runs one statement in a pooled process. `options.schema` has no per-statement meaning in
   * SQLite (unqualified names resolve across attached databases), so it is not applied.
   */
  async execute(sql: string, params: readonly SqlParam[] = [], options: ExecuteOptions = {}): Promise<ColumnarResult> {
    const guard = new StatementGuard(options.signal, options.timeoutMs ?? this.options.queryTimeoutMs);
    try {
      const sqliteProcess = await guard.race(this.pool.acquire(), (late) => this.pool.release(late));
      let killed = false;
      guard.onFire(() => {
        killed = true;
        sqliteProcess.kill();
      });
      try {
        const raw = await sqliteProcess.run(sql, params.map(toSqliteValue), options.maxRows);
        guard.throwIfFired();
        return readSqliteResult(raw);
      } catch (error) {
        throw guard.reason ?? error;
      } finally {
        guard.dispose();
        this.pool.release(sqliteProcess, killed || !sqliteProcess.alive);
      }
    } finally {
      guard.dispose();
    }
  }

  private readonly rows: introspection.RowQuery = async (sql, params = []) => {
    const result = await this.execute(sql, params);
    return Array.from({ length: result.rowCount }, (_, row) => result.data.map((column) => column[row]));
  };

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1');
  }

  async getCatalogs(): Promise<string[]> {
    return [];
  }

  getSchemas(): Promise<string[]> {
    return introspection.sqliteSchemas(this.rows);
  }

  getTables(schema: string | null): Promise<TableInfo[]> {
    return introspection.sqliteTables(this.rows, schema);
  }

  getColumns(ref: TableRef): Promise<ColumnInfo[]> {
    return introspection.sqliteColumns(this.rows, ref);
  }

  getPrimaryKey(ref: TableRef): Promise<PrimaryKeyInfo> {
    return introspection.sqlitePrimaryKey(this.rows, ref);
  }

  getForeignKeys(ref: TableRef): Promise<ForeignKeyInfo[]> {
    return introspection.sqliteForeignKeys(this.rows, ref);
  }

  getIndexes(ref: TableRef): Promise<IndexInfo[]> {
    return introspection.sqliteIndexes(this.rows, ref);
  }

  explain(sql: string, options?: ExecuteOptions): Promise<ColumnarResult> {
    return this.execute(`EXPLAIN QUERY PLAN ${sql}`, [], options);
  }

  getFunctionNames(): Promise<string[]> {
    return introspection.sqliteFunctionNames(this.rows);
  }

  /** Waits for running statements, then ends every process. */
  close(): Promise<void> {
    this.closing ??= this.pool.close();
    return this.closing;
  }
}
