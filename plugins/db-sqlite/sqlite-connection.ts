import path from 'node:path';
import { IntrospectingConnection, ResourcePool, runGuardedStatement, sqlTimestampFromDate } from '@core/plugin-api/index.js';
import type { ClassifiedStatement, ColumnarResult, EngineConnection, EngineOptions, ExecuteOptions, SqlParam } from '@core/plugin-api/index.js';
import * as introspection from './sqlite-introspection.js';
import { classifySqliteStatements } from './sqlite-statements.js';
import { SqliteProcess } from './sqlite-process.js';
import { readSqliteResult } from './sqlite-result-reader.js';
import type { SqliteTarget } from './sqlite-uri.js';

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

class SqliteEngineConnection extends IntrospectingConnection {
  private closing: Promise<void> | undefined;

  constructor(
    private readonly pool: ResourcePool<SqliteProcess>,
    private readonly options: EngineOptions,
  ) {
    super(introspection, 'EXPLAIN QUERY PLAN');
  }

  /**
   * Runs one statement in a pooled process. `options.schema` has no per-statement meaning in
   * SQLite (unqualified names resolve across attached databases), so it is not applied.
   */
  execute(sql: string, params: readonly SqlParam[] = [], options: ExecuteOptions = {}): Promise<ColumnarResult> {
    return runGuardedStatement(
      { signal: options.signal, timeoutMs: options.timeoutMs ?? this.options.queryTimeoutMs },
      {
        acquire: () => this.pool.acquire(),
        releaseUnused: (sqliteProcess) => this.pool.release(sqliteProcess),
        cancel: (sqliteProcess) => sqliteProcess.kill(),
        run: async (sqliteProcess) => readSqliteResult(await sqliteProcess.run(sql, params.map(toSqliteValue), options.maxRows)),
        // A killed (or crashed) process is replaced.
        release: (sqliteProcess, killed) => this.pool.release(sqliteProcess, killed || !sqliteProcess.alive),
      },
    );
  }

  /** Statements by their keywords, confirmed by SQLite compiling each one (see `sqlite-statements.ts`). */
  async classifyStatements(sql: string): Promise<ClassifiedStatement[]> {
    const sqliteProcess = await this.pool.acquire();
    try {
      return await classifySqliteStatements(sql, (statement) => sqliteProcess.prepareInfo(statement));
    } finally {
      this.pool.release(sqliteProcess, !sqliteProcess.alive);
    }
  }

  /** Waits for running statements, then ends every process. */
  close(): Promise<void> {
    this.closing ??= this.pool.close();
    return this.closing;
  }
}
