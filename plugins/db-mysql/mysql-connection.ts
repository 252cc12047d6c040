import { IntrospectingConnection, quoteIdentifier, runGuardedStatement, sqlTimestampFromDate, testedConnection } from '@core/plugin-api/index.js';
import type { ClassifiedStatement, ColumnarResult, EngineConnection, EngineOptions, ExecuteOptions, SqlParam } from '@core/plugin-api/index.js';
import type { Pool, PoolConnection } from 'mysql2';
import * as introspection from './mysql-introspection.js';
import { mysqlConnectionConfig, type MysqlConnectionConfig } from './mysql-pool-config.js';
import { readMysqlResult, type MysqlField } from './mysql-result-reader.js';
import type { MysqlTarget } from './mysql-uri.js';
import { classifyMysqlStatements } from './mysql-statements.js';

type Mysql2 = typeof import('mysql2');

const DEFAULT_POOL_SIZE = 5;

/**
 * Every session: UTC (DATETIME text and TIMESTAMP conversion agree with the other engines), and
 * backslash escapes on, which the engine's string literals rely on.
 */
const SESSION_SETUP =
  "SET time_zone = '+00:00', sql_mode = TRIM(BOTH ',' FROM REPLACE(CONCAT(',', @@SESSION.sql_mode, ','), ',NO_BACKSLASH_ESCAPES,', ','))";

/** Opens a mysql2 pool (the driver is imported here, lazily) and checks one connection. */
export async function openMysqlConnection(target: MysqlTarget, options: EngineOptions): Promise<EngineConnection> {
  const loaded = await import('mysql2');
  // mysql2 is CommonJS: under Node's ESM loader its exports sit on `default`.
  const mysql = ((loaded as { default?: Mysql2 }).default ?? loaded) as Mysql2;
  return testedConnection(new MysqlEngineConnection(mysql, mysqlConnectionConfig(target, options), options));
}

/** mysql2 interpolates values client side; it knows no bigint or Uint8Array, and writes Dates in local time. */
function toMysqlValue(value: SqlParam): unknown {
  if (value instanceof Date) return sqlTimestampFromDate(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return value;
}

interface RawResult {
  fields: MysqlField[] | undefined;
  rows: unknown[][];
  affectedRows: number | undefined;
}

class MysqlEngineConnection extends IntrospectingConnection {
  private readonly pool: Pool;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly mysql: Mysql2,
    private readonly config: MysqlConnectionConfig,
    private readonly options: EngineOptions,
  ) {
    super(introspection);
    this.pool = mysql.createPool({
      ...config,
      connectionLimit: options.poolSize ?? DEFAULT_POOL_SIZE,
      waitForConnections: true,
      // Values arrive as text and are converted by readMysqlResult, never through local-time Dates or lossy doubles.
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      decimalNumbers: false,
      multipleStatements: false,
    });
    this.pool.on('connection', (connection) => {
      // Callbacks so a failure cannot surface as an unhandled 'error' event; the first statement reports a broken session anyway.
      connection.query(SESSION_SETUP, () => undefined);
      if (options.readOnly) connection.query('SET SESSION TRANSACTION READ ONLY', () => undefined);
    });
  }

  execute(sql: string, params: readonly SqlParam[] = [], options: ExecuteOptions = {}): Promise<ColumnarResult> {
    // KILL QUERY is sent at most once per statement: on cancel, or once `maxRows` rows are in.
    let killed: Promise<void> | undefined;
    const killQuery = (connection: PoolConnection) => (killed ??= this.killQuery(connection));
    return runGuardedStatement(
      { signal: options.signal, timeoutMs: options.timeoutMs ?? this.options.queryTimeoutMs },
      {
        acquire: () => this.acquire(),
        releaseUnused: (connection) => connection.release(),
        cancel: killQuery,
        run: async (connection) => {
          const kill = () => killQuery(connection);
          if (options.schema) await this.query(connection, `USE ${quoteIdentifier(options.schema, '`')}`, [], undefined, kill);
          const raw = await this.query(connection, sql, params.map(toMysqlValue), options.maxRows, kill);
          if (!raw.fields) return { columns: [{ name: 'affected_rows', type: 'BIGINT', genericType: 'numeric' }], data: [[raw.affectedRows ?? 0]], rowCount: 1 };
          return readMysqlResult(raw.fields, raw.rows);
        },
        release: async (connection) => {
          // A killed connection may still carry the kill; it is dropped rather than reused.
          let reusable = killed === undefined;
          if (killed) await killed;
          else if (options.schema) {
            const database = this.config.database;
            reusable = database !== undefined && (await this.query(connection, `USE ${quoteIdentifier(database, '`')}`, [], undefined, () => killQuery(connection)).then(() => true, () => false));
          }
          if (reusable) connection.release();
          else connection.destroy();
        },
      },
    );
  }

  private acquire(): Promise<PoolConnection> {
    return new Promise((resolve, reject) => this.pool.getConnection((error, connection) => (error ? reject(error) : resolve(connection))));
  }

  /** Streams rows; once `maxRows` are in, the statement is killed on the server instead of read to its end. */
  private query(connection: PoolConnection, sql: string, values: unknown[], maxRows: number | undefined, kill: () => void): Promise<RawResult> {
    return new Promise<RawResult>((resolve, reject) => {
      const result: RawResult = { fields: undefined, rows: [], affectedRows: undefined };
      let enough = false;
      const query = connection.query({ sql, values, rowsAsArray: true });
      query.on('fields', (fields: MysqlField[]) => (result.fields = fields));
      query.on('result', (row: unknown) => {
        if (!Array.isArray(row)) {
          result.affectedRows = (row as { affectedRows?: number }).affectedRows;
          return;
        }
        if (enough) return;
        if (maxRows === undefined || result.rows.length < maxRows) result.rows.push(row);
        if (maxRows !== undefined && result.rows.length >= maxRows) {
          enough = true;
          kill();
        }
      });
      query.on('error', (error: Error) => (enough ? resolve(result) : reject(error)));
      query.on('end', () => resolve(result));
    });
  }

  /** `KILL QUERY` from a separate connection (the pool may be full); destroys the socket if the server cannot be reached. */
  private async killQuery(connection: PoolConnection): Promise<void> {
    const killer = this.mysql.createConnection({ ...this.config, connectTimeout: 5_000 });
    try {
      await new Promise<void>((resolve, reject) => killer.query(`KILL QUERY ${Number(connection.threadId)}`, (error: Error | null) => (error ? reject(error) : resolve())));
    } catch {
      connection.destroy();
    } finally {
      killer.destroy();
    }
  }

  /** Statements by their keywords, with this engine's file and code access refused (see `mysql-statements.ts`). */
  classifyStatements(sql: string): Promise<ClassifiedStatement[]> {
    return Promise.resolve(classifyMysqlStatements(sql));
  }

  /** Ends the pool (mysql2 lets running queries finish first). */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => this.pool.end(() => resolve()));
    return this.closing;
  }
}
