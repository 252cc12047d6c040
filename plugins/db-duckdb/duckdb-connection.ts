import { classifyByKeywords, IntrospectingConnection, pullBatches, ResourcePool, runGuardedStatement } from '@core/plugin-api/index.js';
import type { ClassifiedStatement, ClassifyOptions, ColumnarResult, EngineConnection, EngineOptions, ExecuteOptions, SqlParam } from '@core/plugin-api/index.js';
import type { DuckDBConnection, DuckDBResult, DuckDBValue } from '@duckdb/node-api';
import { DUCKDB_DIALECT } from './duckdb-engine.js';
import * as introspection from './duckdb-introspection.js';
import { leaseInstance, type InstanceLease } from './duckdb-instance-cache.js';
import { duckdbFormatLiteral } from './duckdb-literals.js';
import { readDuckDbBatches, readDuckDbResult } from './duckdb-result-reader.js';
import { duckdbStatementKind } from './duckdb-statement-kinds.js';
import type { DuckDbTarget } from './duckdb-uri.js';

type DuckDbModule = typeof import('@duckdb/node-api');

const DEFAULT_POOL_SIZE = 4;

/**
 * Opens a pooled connection to a DuckDB file (or memory), sandboxed: no file outside
 * `options.allowedDirectories` (and the database's own files), no network, no extension
 * loading, configuration locked. The driver is imported here, lazily, so the server starts
 * without loading DuckDB's native library.
 */
export async function openDuckDbConnection(target: DuckDbTarget, options: EngineOptions): Promise<EngineConnection> {
  const duckdb = await import('@duckdb/node-api');
  const { TimeZone: timeZone, ...connectArgs } = Object.fromEntries(Object.entries(options.connectArgs ?? {}).map(([key, value]) => [key, String(value)]));
  // UTC unless configured: TIMESTAMPTZ truncation then agrees with the other engines.
  const sandbox = { allowedDirectories: options.allowedDirectories ?? [], timeZone: timeZone ?? 'UTC' };
  const lease = await leaseInstance(duckdb, target.path, { readOnly: options.readOnly === true, config: { ...target.config, ...connectArgs }, sandbox });
  return new DuckDbEngineConnection(duckdb, lease, options);
}

/** {@link EngineConnection} over one shared DuckDB instance and a small pool of its connections. */
class DuckDbEngineConnection extends IntrospectingConnection {
  private readonly pool: ResourcePool<DuckDBConnection>;
  /** Read-only on a writable instance: every statement runs in a READ ONLY transaction. */
  private readonly readOnlyTransactions: boolean;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly duckdb: DuckDbModule,
    private readonly lease: InstanceLease,
    private readonly options: EngineOptions,
  ) {
    super(introspection);
    this.readOnlyTransactions = options.readOnly === true && !lease.fileReadOnly;
    this.pool = new ResourcePool<DuckDBConnection>(
      {
        // The time zone is the instance's (see duckdb-sandbox.ts): a locked configuration refuses a session's own.
        create: () => lease.instance.connect(),
        destroy: (connection) => connection.closeSync(),
      },
      options.poolSize ?? DEFAULT_POOL_SIZE,
    );
  }

  execute(sql: string, params: readonly SqlParam[] = [], options: ExecuteOptions = {}): Promise<ColumnarResult> {
    return this.guarded(sql, params, options, options.signal, (result) => readDuckDbResult(result, options.maxRows));
  }

  /** The result in batches as DuckDB's chunks arrive (see `readDuckDbBatches`); leaving early interrupts the statement. */
  executeStream(sql: string, params: readonly SqlParam[] = [], options: ExecuteOptions = {}): AsyncIterable<ColumnarResult> {
    return pullBatches<ColumnarResult>(async (emit, stop) => {
      const signal = options.signal ? AbortSignal.any([options.signal, stop]) : stop;
      await this.guarded(sql, params, options, signal, (result) => readDuckDbBatches(result, { maxRows: options.maxRows, batchRows: options.batchRows }, emit));
    });
  }

  /** Runs one statement on a pooled connection under the signal and the timeout, reading its result with `read`. */
  private guarded<T>(sql: string, params: readonly SqlParam[], options: ExecuteOptions, signal: AbortSignal | undefined, read: (result: DuckDBResult) => Promise<T>): Promise<T> {
    return runGuardedStatement(
      { signal, timeoutMs: options.timeoutMs ?? this.options.queryTimeoutMs },
      {
        acquire: () => this.pool.acquire(),
        releaseUnused: (connection) => this.pool.release(connection),
        cancel: (connection) => connection.interrupt(),
        run: (connection, interrupted) => this.run(connection, sql, params, options, interrupted, read),
        // An interrupted connection is dropped rather than trusted with the next statement.
        release: (connection, interrupted) => this.pool.release(connection, interrupted),
      },
    );
  }

  private async run<T>(
    connection: DuckDBConnection,
    sql: string,
    params: readonly SqlParam[],
    options: ExecuteOptions,
    interrupted: () => boolean,
    read: (result: DuckDBResult) => Promise<T>,
  ): Promise<T> {
    if (options.schema) await connection.run(`SET schema = ${duckdbFormatLiteral(options.schema)}`);
    try {
      if (this.readOnlyTransactions) await connection.run('BEGIN TRANSACTION READ ONLY');
      try {
        // Prepared, so one statement per call: a script could end the read-only transaction (COMMIT; …)
        // or carry a statement past the checks its caller made on the text.
        const prepared = await connection.prepare(sql).catch((error: unknown) => {
          if (error instanceof Error && /multiple statements/.test(error.message)) {
            throw new Error('DuckDB runs one statement at a time here. (A PIVOT without an IN (…) list takes two; list the values to pivot on.)');
          }
          throw error;
        });
        try {
          if (params.length > 0) prepared.bind(params.map((value) => this.toDuckDbValue(value)));
          return await read(await prepared.stream());
        } finally {
          prepared.destroySync();
        }
      } finally {
        // Read-only: nothing to commit, and a failed statement leaves an aborted transaction to end.
        if (this.readOnlyTransactions && !interrupted()) await connection.run('ROLLBACK').catch(() => undefined);
      }
    } finally {
      if (options.schema && !interrupted()) await connection.run('RESET schema').catch(() => undefined);
    }
  }

  /**
   * Reads a script with DuckDB's own parser and binds each statement (without running it) to
   * learn its type. A statement that cannot be bound (an unknown table, a refused file) is
   * classified by its first keyword and carries the engine's message.
   */
  async classifyStatements(sql: string, options: ClassifyOptions = {}): Promise<ClassifiedStatement[]> {
    // DuckDB's extractor fails on a text without statements (only comments) rather than finding none.
    if (classifyByKeywords(sql, DUCKDB_DIALECT).length === 0) return [];
    const connection = await this.pool.acquire();
    let broken = false;
    try {
      if (options.schema) await connection.run(`SET schema = ${duckdbFormatLiteral(options.schema)}`);
      try {
        const extracted = await connection.extractStatements(sql).catch((error: unknown) => {
          throw new Error(String(error instanceof Error ? error.message : error).replace(/^Failed to extract statements: /, ''));
        });
        const statements: ClassifiedStatement[] = [];
        for (let index = 0; index < extracted.count; index++) {
          let prepared;
          try {
            prepared = await extracted.prepare(index);
          } catch (error) {
            const byKeyword = classifyByKeywords(sql, DUCKDB_DIALECT);
            const fallback = byKeyword.length === extracted.count ? byKeyword[index]! : { kind: 'other' as const, type: 'UNKNOWN' };
            statements.push({ kind: fallback.kind, type: fallback.type, bindError: error instanceof Error ? error.message : String(error) });
            continue;
          }
          try {
            const { name, kind } = duckdbStatementKind(prepared.statementType);
            statements.push({ kind, type: name });
          } finally {
            prepared.destroySync();
          }
        }
        return statements;
      } finally {
        if (options.schema) await connection.run('RESET schema').catch(() => (broken = true));
      }
    } finally {
      this.pool.release(connection, broken);
    }
  }

  private toDuckDbValue(value: SqlParam): DuckDBValue {
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) throw new RangeError('Invalid Date cannot be bound as a parameter');
      return this.duckdb.timestampValue(BigInt(value.getTime()) * 1000n);
    }
    if (value instanceof Uint8Array) return this.duckdb.blobValue(value);
    return value;
  }

  /** Waits for running statements, then closes the pool and lets go of the shared instance. */
  close(): Promise<void> {
    this.closing ??= this.pool.close().finally(() => this.lease.release());
    return this.closing;
  }
}
