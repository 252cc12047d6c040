import { IntrospectingConnection, ResourcePool, runGuardedStatement } from '@core/plugin-api/index.js';
import type { ColumnarResult, EngineConnection, EngineOptions, ExecuteOptions, SqlParam } from '@core/plugin-api/index.js';
import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import * as introspection from './duckdb-introspection.js';
import { leaseInstance, type InstanceLease } from './duckdb-instance-cache.js';
import { duckdbFormatLiteral } from './duckdb-literals.js';
import { readDuckDbResult } from './duckdb-result-reader.js';
import type { DuckDbTarget } from './duckdb-uri.js';

type DuckDbModule = typeof import('@duckdb/node-api');

const DEFAULT_POOL_SIZE = 4;

/**
 * Opens a pooled connection to a DuckDB file (or memory). The driver is imported here, lazily,
 * so the server starts without loading DuckDB's native library.
 */
export async function openDuckDbConnection(target: DuckDbTarget, options: EngineOptions): Promise<EngineConnection> {
  const duckdb = await import('@duckdb/node-api');
  const { TimeZone: timeZone, ...connectArgs } = Object.fromEntries(Object.entries(options.connectArgs ?? {}).map(([key, value]) => [key, String(value)]));
  const lease = await leaseInstance(duckdb, target.path, { readOnly: options.readOnly === true, config: { ...target.config, ...connectArgs } });
  return new DuckDbEngineConnection(duckdb, lease, options, timeZone ?? 'UTC');
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
    timeZone: string,
  ) {
    super(introspection);
    this.readOnlyTransactions = options.readOnly === true && !lease.fileReadOnly;
    this.pool = new ResourcePool<DuckDBConnection>(
      {
        create: async () => {
          const connection = await lease.instance.connect();
          // Session time zone UTC: TIMESTAMPTZ truncation then agrees with the other engines.
          await connection.run(`SET SESSION TimeZone = ${duckdbFormatLiteral(timeZone)}`);
          return connection;
        },
        destroy: (connection) => connection.closeSync(),
      },
      options.poolSize ?? DEFAULT_POOL_SIZE,
    );
  }

  execute(sql: string, params: readonly SqlParam[] = [], options: ExecuteOptions = {}): Promise<ColumnarResult> {
    return runGuardedStatement(
      { signal: options.signal, timeoutMs: options.timeoutMs ?? this.options.queryTimeoutMs },
      {
        acquire: () => this.pool.acquire(),
        releaseUnused: (connection) => this.pool.release(connection),
        cancel: (connection) => connection.interrupt(),
        run: (connection, interrupted) => this.run(connection, sql, params, options, interrupted),
        // An interrupted connection is dropped rather than trusted with the next statement.
        release: (connection, interrupted) => this.pool.release(connection, interrupted),
      },
    );
  }

  private async run(
    connection: DuckDBConnection,
    sql: string,
    params: readonly SqlParam[],
    options: ExecuteOptions,
    interrupted: () => boolean,
  ): Promise<ColumnarResult> {
    if (options.schema) await connection.run(`SET schema = ${duckdbFormatLiteral(options.schema)}`);
    try {
      if (this.readOnlyTransactions) await connection.run('BEGIN TRANSACTION READ ONLY');
      try {
        const values = params.length > 0 ? params.map((value) => this.toDuckDbValue(value)) : undefined;
        const result = await connection.stream(sql, values);
        return await readDuckDbResult(result, options.maxRows);
      } finally {
        // Read-only: nothing to commit, and a failed statement leaves an aborted transaction to end.
        if (this.readOnlyTransactions && !interrupted()) await connection.run('ROLLBACK').catch(() => undefined);
      }
    } finally {
      if (options.schema && !interrupted()) await connection.run('RESET schema').catch(() => undefined);
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
