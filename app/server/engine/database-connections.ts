import { randomBytes } from 'node:crypto';
import type { DatabaseEngineContribution, EngineConnection, EngineOptions } from '@core/plugin-api/index.js';
import type { DatabaseEngineRegistry } from '@core/registry/index.js';
import { DATABASE_PASSWORD_CONTEXT } from '../security/database-secrets.js';
import { SecretBox } from '../security/secret-box.js';
import { readAllowedDirectories } from './allowed-directories.js';

/**
 * The fields of a `dbs` row a connection is opened from. A row that says it allows no writes
 * at all (no DML, CTAS, CVAS or file upload) is opened read-only; a row without the flags is not.
 */
export interface DatabaseConnectionRow {
  id: number;
  sqlalchemy_uri: string;
  password: string | null;
  extra: string | null;
  changed_on: string;
  allow_dml?: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  allow_file_upload?: boolean;
}

interface CachedConnection {
  /** Everything the connection was opened from; a different version means the row changed. */
  version: string;
  connection: Promise<EngineConnection>;
}

/**
 * The server's engine connections: one pooled {@link EngineConnection} per stored database,
 * opened on first use with the engine spec answering to its URI, and reopened (the old pool
 * closed once its running statements finish) when the row changed.
 *
 * @example
 * ```ts
 * const connections = new DatabaseConnections(kernel.databaseEngines, { defaultTimeoutMs: 60_000 });
 * const engine = await connections.get(databaseRow);
 * const result = await engine.execute('SELECT 1');
 * await connections.closeAll();
 * ```
 */
export class DatabaseConnections {
  private readonly cache = new Map<number, CachedConnection>();
  private readonly closing = new Set<Promise<void>>();
  /** Pools being closed, per database: a new pool waits for the old one to let go of its files. */
  private readonly closingById = new Map<number, Promise<void>>();
  /** Opens the stored passwords; without a configured one, a key of this process only (tests). */
  readonly secrets: SecretBox;

  /** `protectedPaths`: paths no database's allowed directories may hold or lie in (the Tessera home). */
  constructor(
    private readonly engines: DatabaseEngineRegistry,
    private readonly options: { defaultTimeoutMs?: number; secrets?: SecretBox; protectedPaths?: readonly string[] } = {},
  ) {
    this.secrets = options.secrets ?? new SecretBox(randomBytes(32));
  }

  /** Paths no database may be given file access to. */
  get protectedPaths(): readonly string[] {
    return this.options.protectedPaths ?? [];
  }

  /** The engine spec for a URI; throws `No engine for …` when no installed engine answers to its scheme. */
  specFor(uri: string): DatabaseEngineContribution {
    const spec = this.engines.forUri(uri);
    if (!spec) throw new Error(`No engine for ${describeScheme(uri)}`);
    return spec;
  }

  /** The pooled connection of a stored database, opened on first use and reopened when the row changed. */
  get(database: DatabaseConnectionRow): Promise<EngineConnection> {
    const readOnly = writesNothing(database);
    const version = JSON.stringify([database.changed_on, database.sqlalchemy_uri, database.password, database.extra, readOnly]);
    const cached = this.cache.get(database.id);
    if (cached?.version === version) return cached.connection;
    if (cached) this.trackClosing(database.id, this.retire(cached));
    const previous = this.closingById.get(database.id);

    const connection = (async () => {
      const spec = this.specFor(database.sqlalchemy_uri);
      const options = this.engineOptions(database.extra, this.secrets.openNullable(database.password, DATABASE_PASSWORD_CONTEXT));
      if (readOnly) options.readOnly = true;
      // An embedded engine's file stays held until the old pool closes; opening it again sooner would clash.
      if (previous) await previous;
      return spec.createEngine(database.sqlalchemy_uri, options);
    })();
    const entry: CachedConnection = { version, connection };
    this.cache.set(database.id, entry);
    // A failed open is not cached: the next call tries again (the server may be back).
    connection.catch(() => {
      if (this.cache.get(database.id) === entry) this.cache.delete(database.id);
    });
    return connection;
  }

  /**
   * A connection of the server's own to a stored database (one statement at a time), opened
   * writable whatever the row allows users: for tables only the server writes (dashboard rollups),
   * never for users' SQL. The caller closes it.
   */
  openPrivate(database: DatabaseConnectionRow): Promise<EngineConnection> {
    const spec = this.specFor(database.sqlalchemy_uri);
    const options = this.engineOptions(database.extra, this.secrets.openNullable(database.password, DATABASE_PASSWORD_CONTEXT));
    return spec.createEngine(database.sqlalchemy_uri, { ...options, poolSize: 1 });
  }

  /** Opens a throw-away connection to `uri`, runs a trivial query and closes it; rejects with the driver's reason. */
  async test(uri: string, options: EngineOptions = {}): Promise<void> {
    const spec = this.specFor(uri);
    const connection = await spec.createEngine(uri, { queryTimeoutMs: this.options.defaultTimeoutMs, ...options, poolSize: 1 });
    try {
      await connection.testConnection();
    } finally {
      await connection.close();
    }
  }

  /**
   * Closes the pool of one database (once its running statements finish) and forgets it, for a
   * database that was deleted or whose connection changed; a later `get` opens a new pool. Resolves
   * when the pool is closed; never rejects.
   */
  drop(databaseId: number): Promise<void> {
    const entry = this.cache.get(databaseId);
    if (!entry) return Promise.resolve();
    this.cache.delete(databaseId);
    return this.trackClosing(databaseId, this.retire(entry));
  }

  private trackClosing(databaseId: number, closed: Promise<void>): Promise<void> {
    this.closingById.set(databaseId, closed);
    void closed.then(() => {
      if (this.closingById.get(databaseId) === closed) this.closingById.delete(databaseId);
    });
    return closed;
  }

  /** Closes every pool (after their running statements finish), including ones being retired. */
  async closeAll(): Promise<void> {
    const entries = [...this.cache.values()];
    this.cache.clear();
    for (const entry of entries) void this.retire(entry);
    await Promise.all([...this.closing]);
  }

  /** Closes a pool in the background, tracked so `closeAll` waits for it; the promise settles when it is closed. */
  private retire(entry: CachedConnection): Promise<void> {
    const done = entry.connection.then(
      (connection) => connection.close(),
      () => undefined,
    );
    const tracked = done.catch(() => undefined).finally(() => this.closing.delete(tracked));
    this.closing.add(tracked);
    return tracked;
  }

  /**
   * Superset's `extra.engine_params` (`connect_args`, `pool_size`), the stored password and the
   * directories SQL may read files in, as engine options. A directory list that is no longer
   * acceptable (the path moved into the Tessera home …) stops the database from opening.
   */
  private engineOptions(extra: string | null, password: string | null): EngineOptions {
    const options: EngineOptions = { queryTimeoutMs: this.options.defaultTimeoutMs };
    if (password) options.password = password;
    const { directories, problems } = readAllowedDirectories(parseExtra(extra), this.protectedPaths);
    if (problems.length > 0) throw new Error(`The database's allowed directories are refused: ${problems.join(' ')}`);
    if (directories.length > 0) options.allowedDirectories = directories;
    const params = engineParams(extra);
    const connectArgs = params['connect_args'];
    if (connectArgs && typeof connectArgs === 'object' && !Array.isArray(connectArgs)) options.connectArgs = connectArgs as Record<string, unknown>;
    const poolSize = params['pool_size'];
    if (typeof poolSize === 'number' && Number.isInteger(poolSize) && poolSize > 0) options.poolSize = poolSize;
    return options;
  }
}

function parseExtra(extra: string | null): Record<string, unknown> {
  if (!extra) return {};
  try {
    const parsed: unknown = JSON.parse(extra);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // `extra` is validated when saved; an unreadable one only loses its driver options (and grants no directory).
    return {};
  }
}

function engineParams(extra: string | null): Record<string, unknown> {
  const params = parseExtra(extra)['engine_params'];
  return params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
}

/** Whether the row allows no writes of any kind, so its engine can be opened read-only. */
function writesNothing(row: DatabaseConnectionRow): boolean {
  const flags = [row.allow_dml, row.allow_ctas, row.allow_cvas, row.allow_file_upload];
  return flags.every((flag) => flag === false);
}

function describeScheme(uri: string): string {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri.trim())?.[1];
  return scheme ? `'${scheme}://' URIs` : `'${uri.replace(/:[^:@/]*@/, ':***@')}'`;
}
