import { IntrospectingConnection, quoteIdentifier, runGuardedStatement, sqlTimestampFromDate, testedConnection } from '@core/plugin-api/index.js';
import type { ClassifiedStatement, ColumnarResult, EngineConnection, EngineOptions, ExecuteOptions, ResultColumn, SqlParam } from '@core/plugin-api/index.js';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { postgresGenericType } from './postgres-generic-type.js';
import * as introspection from './postgres-introspection.js';
import { postgresPoolConfig, type PostgresPoolConfig } from './postgres-pool-config.js';
import { BUILTIN_TYPE_NAMES, createPostgresTypes } from './postgres-type-parsers.js';
import type { PostgresTarget } from './postgres-uri.js';
import { classifyPostgresStatements } from './postgres-statements.js';

type PgModule = (typeof import('pg'))['default'];
type ArrayResult = QueryResult<unknown[]>;

/** Opens a pool to a PostgreSQL database (the driver is imported here, lazily) and checks one connection. */
export async function openPostgresConnection(target: PostgresTarget, options: EngineOptions): Promise<EngineConnection> {
  const pg = (await import('pg')).default;
  const config = postgresPoolConfig(target, options);
  return testedConnection(new PostgresEngineConnection(pg, config, options));
}

/**
 * A query that stops after its first batch of `rows` rows: where pg would fetch the next batch
 * from the suspended portal, it ends the exchange instead, so the server stops producing rows.
 *
 * A query with `rows` is sent without a trailing Sync (pg waits to fetch more), so when the
 * server answers with an error it waits for a Sync that never comes, and the client hangs on its
 * next query. On error this query sends the Sync itself.
 */
function limitedQueryClass(pg: PgModule) {
  type Base = { handleError(error: unknown, connection: unknown): void };
  const Query = pg.Query as unknown as new (config: object) => Base;
  return class LimitedQuery extends Query {
    handlePortalSuspended(connection: { sync(): void }): void {
      connection.sync();
    }

    override handleError(error: unknown, connection: { sync?(): void } | undefined): void {
      try {
        connection?.sync?.();
      } catch {
        // The connection itself is gone: the pool discards the client.
      }
      super.handleError(error, connection);
    }
  };
}

/** Values pg would send differently from what the column expects: Dates as UTC text, bigints as text, bytes as Buffers. */
function toPgValue(value: SqlParam): unknown {
  if (value instanceof Date) return sqlTimestampFromDate(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return value;
}

class PostgresEngineConnection extends IntrospectingConnection {
  private readonly pool: Pool;
  private readonly LimitedQuery: ReturnType<typeof limitedQueryClass>;
  private readonly typeNames = new Map<number, string>(BUILTIN_TYPE_NAMES);
  private closing: Promise<void> | undefined;

  constructor(
    private readonly pg: PgModule,
    private readonly config: PostgresPoolConfig,
    private readonly options: EngineOptions,
  ) {
    super(introspection);
    this.pool = new pg.Pool({ ...config, types: createPostgresTypes(pg.types) });
    this.LimitedQuery = limitedQueryClass(pg);
    // An idle client losing its server (restart, network) must not crash the process.
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => {
      // UTC sessions: TIMESTAMPTZ output and date_trunc on it agree with the other engines.
      client.query("SET TIME ZONE 'UTC'").catch(() => undefined);
      if (options.readOnly) client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY').catch(() => undefined);
    });
  }

  execute(sql: string, params: readonly SqlParam[] = [], options: ExecuteOptions = {}): Promise<ColumnarResult> {
    return runGuardedStatement(
      { signal: options.signal, timeoutMs: options.timeoutMs ?? this.options.queryTimeoutMs },
      {
        acquire: () => this.pool.connect(),
        releaseUnused: (client) => client.release(),
        // Awaited before release: the cancel must have landed before the client is let go.
        cancel: (client) => this.cancelBackend(client),
        run: async (client) => {
          if (options.schema) await client.query("SELECT set_config('search_path', $1, false)", [quoteIdentifier(options.schema)]);
          const result = await this.query(client, sql, params.map(toPgValue), options.maxRows);
          return this.toColumnar(client, result, options.maxRows);
        },
        release: async (client, cancelled) => {
          // A cancelled client is dropped; one whose search_path cannot be reset as well.
          let reusable = !cancelled;
          if (reusable && options.schema) await client.query('RESET search_path').catch(() => (reusable = false));
          client.release(!reusable);
        },
      },
    );
  }

  private query(client: PoolClient, text: string, values: unknown[], maxRows: number | undefined): Promise<ArrayResult> {
    if (maxRows === undefined) return client.query({ text, values, rowMode: 'array' }) as Promise<ArrayResult>;
    return new Promise<ArrayResult>((resolve, reject) => {
      const query = new this.LimitedQuery({
        text,
        values,
        rowMode: 'array',
        rows: Math.max(1, maxRows),
        callback: (error: Error | null, result: ArrayResult) => (error ? reject(error) : resolve(result)),
      });
      (client as unknown as { query(query: object): void }).query(query);
    });
  }

  /** Asks the server to cancel the client's statement, from a separate connection (the pool may be full). */
  private async cancelBackend(client: PoolClient): Promise<void> {
    const pid = (client as unknown as { processID: number | null }).processID;
    const canceller = new this.pg.Client({ ...this.config, connectionTimeoutMillis: 5_000 });
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend($1)', [pid]);
    } catch {
      // Could not reach the server to cancel: closing the socket ends the statement's wait at least.
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    } finally {
      await canceller.end().catch(() => undefined);
    }
  }

  private async toColumnar(client: PoolClient, result: ArrayResult | ArrayResult[], maxRows: number | undefined): Promise<ColumnarResult> {
    // A script of several statements yields one result each; the last one is the answer.
    const last = Array.isArray(result) ? result.at(-1) : result;
    const fields = last?.fields ?? [];
    await this.resolveTypeNames(client, fields.map((field) => field.dataTypeID));
    // pg fetches at least one row per batch, so `maxRows: 0` is honoured here.
    const rows = (last?.rows ?? []).slice(0, maxRows);
    const columns: ResultColumn[] = fields.map((field) => {
      const type = this.typeNames.get(field.dataTypeID) ?? 'unknown';
      return { name: field.name, type, genericType: postgresGenericType(type) };
    });
    const data = columns.map((_, index) => rows.map((row) => row[index]));
    return { columns, data, rowCount: rows.length };
  }

  /** Looks up (once per connection) the names of types beyond the common built-ins: enums, domains, arrays … */
  private async resolveTypeNames(client: PoolClient, oids: number[]): Promise<void> {
    const unknown = [...new Set(oids.filter((oid) => !this.typeNames.has(oid)))];
    if (unknown.length === 0) return;
    const found = await client.query<[number, string]>({ text: 'SELECT oid::int, format_type(oid, NULL) FROM pg_type WHERE oid = ANY($1::oid[])', values: [unknown], rowMode: 'array' });
    for (const [oid, name] of found.rows) this.typeNames.set(oid, name);
  }

  /** Statements by their keywords, with this engine's file and code access refused (see `postgres-statements.ts`). */
  classifyStatements(sql: string): Promise<ClassifiedStatement[]> {
    return Promise.resolve(classifyPostgresStatements(sql));
  }

  /** Ends the pool once every checked-out client is back. */
  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}
