import type { DatabaseEngineContribution, EngineConnection, EngineOptions } from '@core/plugin-api/index.js';
import type { DatabaseEngineRegistry } from '@core/registry/index.js';

/** The fields of a `dbs` row a connection is opened from. */
export interface DatabaseConnectionRow {
  id: number;
  sqlalchemy_uri: string;
  password: string | null;
  extra: string | null;
  changed_on: string;
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

  constructor(
    private readonly engines: DatabaseEngineRegistry,
    private readonly options: { defaultTimeoutMs?: number } = {},
  ) {}

  /** The engine spec for a URI; throws `No engine for …` when no installed engine answers to its scheme. */
  specFor(uri: string): DatabaseEngineContribution {
    const spec = this.engines.forUri(uri);
    if (!spec) throw new Error(`No engine for ${describeScheme(uri)}`);
    return spec;
  }

  /** The pooled connection of a stored database, opened on first use and reopened when the row changed. */
  get(database: DatabaseConnectionRow): Promise<EngineConnection> {
    const version = JSON.stringify([database.changed_on, database.sqlalchemy_uri, database.password, database.extra]);
    const cached = this.cache.get(database.id);
    if (cached?.version === version) return cached.connection;
    if (cached) void this.retire(cached);

    const connection = (async () => {
      const spec = this.specFor(database.sqlalchemy_uri);
      return spec.createEngine(database.sqlalchemy_uri, this.engineOptions(database.extra, database.password));
    })();
    const entry: CachedConnection = { version, connection };
    this.cache.set(database.id, entry);
    // A failed open is not cached: the next call tries again (the server may be back).
    connection.catch(() => {
      if (this.cache.get(database.id) === entry) this.cache.delete(database.id);
    });
    return connection;
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
    return this.retire(entry);
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

  /** Superset's `extra.engine_params` (`connect_args`, `pool_size`) and the stored password, as engine options. */
  private engineOptions(extra: string | null, password: string | null): EngineOptions {
    const options: EngineOptions = { queryTimeoutMs: this.options.defaultTimeoutMs };
    if (password) options.password = password;
    const params = engineParams(extra);
    const connectArgs = params['connect_args'];
    if (connectArgs && typeof connectArgs === 'object' && !Array.isArray(connectArgs)) options.connectArgs = connectArgs as Record<string, unknown>;
    const poolSize = params['pool_size'];
    if (typeof poolSize === 'number' && Number.isInteger(poolSize) && poolSize > 0) options.poolSize = poolSize;
    return options;
  }
}

function engineParams(extra: string | null): Record<string, unknown> {
  if (!extra) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(extra);
  } catch {
    // `extra` is validated when saved; an unreadable one only loses its driver options.
    return {};
  }
  const params = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['engine_params'] : undefined;
  return params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
}

function describeScheme(uri: string): string {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri.trim())?.[1];
  return scheme ? `'${scheme}://' URIs` : `'${uri.replace(/:[^:@/]*@/, ':***@')}'`;
}
