import type { ColumnarResult, EngineConnection } from '@core/plugin-api/index.js';
import { decodeColumnar, encodeColumnar, type ResultsCache } from '../cache/index.js';

export interface RunResult {
  result: ColumnarResult;
  isCached: boolean;
  /** When the result was computed (ISO-8601 UTC): now for a fresh run, earlier for a cache hit. */
  cachedAt: string;
}

export interface RunOptions {
  sql: string;
  cacheKey: string;
  /** Superset's cache_timeout semantics: > 0 seconds, 0 forever, < 0 do not cache. */
  cacheTimeoutSeconds: number;
  force: boolean;
  timeoutMs: number;
  maxRows: number;
  signal?: AbortSignal;
}

/**
 * Runs SQL through the results cache: a hit skips the engine, a miss runs the statement (with the
 * engine-side timeout and cancellation) and stores the raw columnar result. Identical statements
 * already in flight share one execution, so a dashboard whose charts ask the same question costs
 * one query.
 */
export class QueryRunner {
  private readonly inFlight = new Map<string, Promise<RunResult>>();

  constructor(private readonly cache: ResultsCache) {}

  async run(connection: EngineConnection, options: RunOptions): Promise<RunResult> {
    if (!options.force) {
      const hit = await this.cache.get(options.cacheKey);
      if (hit && typeof hit.payload !== 'string') {
        return { result: decodeColumnar(hit.payload), isCached: true, cachedAt: hit.cachedAt };
      }
      const running = this.inFlight.get(options.cacheKey);
      if (running) return running;
    }
    const execution = this.execute(connection, options);
    this.inFlight.set(options.cacheKey, execution);
    try {
      return await execution;
    } finally {
      if (this.inFlight.get(options.cacheKey) === execution) this.inFlight.delete(options.cacheKey);
    }
  }

  private async execute(connection: EngineConnection, options: RunOptions): Promise<RunResult> {
    const result = await connection.execute(options.sql, [], { timeoutMs: options.timeoutMs, maxRows: options.maxRows, signal: options.signal });
    const cachedAt = new Date().toISOString();
    if (options.cacheTimeoutSeconds >= 0) {
      await this.cache.set(options.cacheKey, { payload: encodeColumnar(result), cachedAt, meta: { rowCount: result.rowCount } }, options.cacheTimeoutSeconds);
    }
    return { result, isCached: false, cachedAt };
  }
}
