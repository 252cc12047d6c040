import type { Kysely } from 'kysely';
import type { TesseraConfig } from '../config/tessera-config.js';
import type { ServerKernel } from '../kernel/create-server-kernel.js';
import { canAccessDataset } from '../security/datasource-access.js';
import { SecretBox } from '../security/secret-box.js';
import { deriveSigningKeys } from '../security/signing-keys.js';
import { RowLevelSecurity } from '../services/row-level-security.js';
import type { Database } from '../store/database.js';
import { createAsyncQueryManager, type AsyncQueryManager } from './async/index.js';
import { BestEffortResultsCache } from './cache/best-effort-results-cache.js';
import { createResultsCache, type ResultsCache } from './cache/index.js';
import { ChartDataService } from './chart-data/chart-data-service.js';
import { DatabaseConnections } from './database-connections.js';
import { RollupManager } from './rollups/index.js';

/** The data side of the server: pooled engine connections, results cache, async jobs, chart data. */
export interface EngineServices {
  connections: DatabaseConnections;
  cache: ResultsCache;
  asyncQueries: AsyncQueryManager;
  chartData: ChartDataService;
  /** The row-level-security rules every data read of a user is filtered by. */
  rowLevelSecurity: RowLevelSecurity;
  /** Dashboard pre-aggregates (docs/rollups.md). */
  rollups: RollupManager;
  close(): Promise<void>;
}

/** How a process uses the async job queue. */
export interface EngineServicesOptions {
  /** `web` (default) takes jobs only when `ASYNC_QUERY_RUN_IN_WEB` says so; a `worker` always does. */
  role?: 'web' | 'worker';
  /** How long closing waits for this process's running async jobs (default 8 s). */
  drainTimeoutMs?: number;
  /** Told about async job failures no client can be told about. */
  onAsyncError?: (error: unknown) => void;
}

export function createEngineServices(config: TesseraConfig, kernel: ServerKernel, db: Kysely<Database>, options: EngineServicesOptions = {}): EngineServices {
  const connections = new DatabaseConnections(kernel.databaseEngines, {
    defaultTimeoutMs: config.webserverTimeoutSeconds * 1000,
    secrets: new SecretBox(deriveSigningKeys(config.secretKey).storedSecrets),
    // SQL never gets file access to Tessera's home: the secret key and the metadata live there.
    protectedPaths: [config.home],
  });
  const cache = createResultsCache({ redisUrl: config.redisUrl, maxBytes: config.resultsCacheMaxBytes, keyPrefix: config.redisKeyPrefix });
  const asyncQueries = createAsyncQueryManager({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    concurrency: config.globalAsyncQueriesConcurrency,
    consume: options.role === 'worker' || config.asyncQueryWorkers.runInWeb,
    stalledSeconds: config.asyncQueryWorkers.stalledSeconds,
    ...(options.drainTimeoutMs !== undefined ? { drainTimeoutMs: options.drainTimeoutMs } : {}),
    ...(options.onAsyncError ? { onInternalError: options.onAsyncError } : {}),
  });
  // A dataset without a schema reads its engine's default one: rules on that table reach it too.
  const rowLevelSecurity = RowLevelSecurity.of(db, (uri) => {
    try {
      return connections.specFor(uri).defaultSchema?.(uri) ?? null;
    } catch {
      return null;
    }
  });
  const rollups = new RollupManager({ db, connections, settings: config.rollups });
  const chartData = new ChartDataService({
    db,
    connections,
    // With Redis down, charts still draw: straight from the engine, without the shared cache.
    cache: new BestEffortResultsCache(cache),
    config,
    hooks: kernel.hooks.chartData,
    canAccess: (principal, ds) =>
      canAccessDataset(principal, {
        id: ds.dataset.id,
        table_name: ds.dataset.table_name,
        schema: ds.dataset.schema ?? null,
        catalog: ds.dataset.catalog ?? null,
        database: { id: ds.database.id, database_name: ds.database.database_name },
      }),
    rowLevelSecurity: (principal, ds) => rowLevelSecurity.predicatesFor(principal, ds.dataset.id),
    rollups,
  });
  return {
    connections,
    cache,
    asyncQueries,
    chartData,
    rowLevelSecurity,
    rollups,
    async close() {
      await asyncQueries.close();
      await rollups.close();
      await Promise.all([connections.closeAll(), cache.close()]);
    },
  };
}
