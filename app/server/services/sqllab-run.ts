import { randomUUID } from 'node:crypto';
import { ErrorType } from '@core/errors/index.js';
import type { ColumnarResult, DatabaseEngineContribution, EngineConnection, ExecuteOptions, ResultColumn, SqlLabHookContext, SqlLabHooks } from '@core/plugin-api/index.js';
import type { ConnectionProvider } from './connection-provider.js';
import type { DatabaseRow } from './database-serializer.js';
import { SqlLabError, toSqlLabError } from './sqllab-error.js';
import type { ExecutionPlan } from './sqllab-execution-plan.js';
import type { LimitingFactor } from './sqllab-limit.js';
import { nowMs, type QueryStatus, type SqlLabQueryStore } from './sqllab-query-store.js';
import { ARROW_EOS, SqlLabArrowEncoder } from './sqllab-arrow-batches.js';
import type { SqlLabResultsStore, StoredResultWriter } from './sqllab-results.js';

/** Everything one run needs once its query row exists and its plan is made. */
export interface PlannedRun {
  queryId: number;
  userId: number;
  database: DatabaseRow;
  spec: DatabaseEngineContribution;
  plan: ExecutionPlan;
  schema: string | null;
  hookContext: SqlLabHookContext;
}

/** How a run ended. `result` holds the first rows the run was asked to keep in memory (see {@link RunLimits.headRows}); `rowCount` counts them all. */
export type RunOutcome =
  | { kind: 'success'; result: ColumnarResult; rowCount: number; resultsKey: string | null }
  | { kind: 'stopped' }
  | { kind: 'failed'; error: SqlLabError };

/** When a run must end: the stop request's signal, the server's own, and a time limit. */
export interface RunLimits {
  /** Aborted by `POST /api/v1/query/stop`: the run ends as `stopped`. */
  stopSignal: AbortSignal;
  /** Aborted when the server shuts down: the run ends as `failed`. */
  shutdownSignal?: AbortSignal;
  timeoutSeconds: number;
  /** Whether the rows must reach the results store (async runs have no other way back). */
  requireStoredResults: boolean;
  /** Rows kept in memory for the outcome (the JSON answer's); all when absent. The rest only pass through, encoded. */
  headRows?: number;
  /** Told of the rows as they arrive, each batch already encoded as an Arrow record batch message; awaited (back-pressure). */
  observer?: RunObserver;
}

/** Follows a run's rows as they stream: first the encoder (columns known), then each batch's message. */
export interface RunObserver {
  columns(encoder: SqlLabArrowEncoder): Promise<void>;
  batch(message: Uint8Array, rows: number): Promise<void>;
}

/** What the last statement of a run gave: its first rows, its row count and whether the limit cut it (its Arrow messages went to the run's writer). */
interface StreamedRows {
  head: ColumnarResult;
  rowCount: number;
  cut: boolean;
}

/** What a runner works with: the run records, the engines, the results store and the SQL Lab hooks. */
export interface SqlLabRunnerDeps {
  queries: SqlLabQueryStore;
  connections: ConnectionProvider;
  results: SqlLabResultsStore;
  hooks: SqlLabHooks;
}

function timeoutError(): Error {
  const error = new Error('The query timed out');
  error.name = 'TimeoutError';
  return error;
}

/** Columns with their generic type filled in from the engine spec where the driver left it out. */
function withGenericTypes(columns: readonly ResultColumn[], spec: DatabaseEngineContribution): ResultColumn[] {
  return columns.map((c) => ({ ...c, genericType: c.genericType ?? spec.genericType(c.type) }));
}

/** A batch with the columns described as the run describes them (generic types filled in), its buffers kept. */
function withColumns(batch: ColumnarResult, columns: readonly ResultColumn[]): ColumnarResult {
  return Object.create(batch, { columns: { value: columns, enumerable: true } }) as ColumnarResult;
}

/** The rows of a statement, in the engine's batches when it streams, else as its one result. */
async function* rowsOf(connection: EngineConnection, sql: string, options: ExecuteOptions): AsyncIterable<ColumnarResult> {
  if (connection.executeStream) yield* connection.executeStream(sql, [], options);
  else yield await connection.execute(sql, [], options);
}

/**
 * Runs a planned SQL Lab query: moves its row through `running` to `success`, `failed`,
 * `timed_out` or `stopped`; sends the statements in order on the database's pooled connection,
 * each under the stop signal and what is left of the time limit (both cancel the statement in the
 * engine); keeps the last statement's rows up to the limit, noting what limited them; puts them in
 * the results store under a new `results_key`; and calls the SQL Lab hooks around it all.
 */
export class SqlLabRunner {
  constructor(private readonly deps: SqlLabRunnerDeps) {}

  async run(run: PlannedRun, limits: RunLimits): Promise<RunOutcome> {
    const { queries, hooks } = this.deps;
    if (limits.stopSignal.aborted || !(await queries.markRunning(run.queryId))) return { kind: 'stopped' };
    const started = Date.now();
    const signal = limits.shutdownSignal ? AbortSignal.any([limits.stopSignal, limits.shutdownSignal]) : limits.stopSignal;
    // The rows' Arrow messages on their way to the results store, gathered as they are encoded (spilled to a file when large).
    const stored = this.deps.results.writer();
    try {
      try {
        await hooks.beforeExecute.promise(run.plan.executedSql, run.hookContext);
      } catch (error) {
        if (error instanceof SqlLabError) throw error;
        throw new SqlLabError(403, error instanceof Error ? error.message : 'The query was refused.', ErrorType.QUERY_SECURITY_ACCESS_ERROR);
      }
      const connection = await this.deps.connections.get(run.database);
      const rows = await this.executeStatements(connection, run, signal, started + limits.timeoutSeconds * 1000, limits, stored);
      const limitingFactor: LimitingFactor = rows.cut ? run.plan.limitingFactor : 'NOT_LIMITED';
      const resultsKey = await this.store(run, stored, limits.requireStoredResults);
      const written = await queries.finish(run.queryId, {
        status: 'success',
        rows: rows.rowCount,
        progress: 100,
        limiting_factor: limitingFactor,
        results_key: resultsKey,
        end_time: nowMs(),
        end_result_backend_time: resultsKey ? nowMs() : null,
      });
      await this.after(run, written ? 'success' : 'stopped', started, rows.rowCount);
      return written ? { kind: 'success', result: rows.head, rowCount: rows.rowCount, resultsKey } : { kind: 'stopped' };
    } catch (error) {
      if (limits.stopSignal.aborted) {
        await queries.stop(run.queryId);
        await this.after(run, 'stopped', started);
        return { kind: 'stopped' };
      }
      const failure = limits.shutdownSignal?.aborted
        ? new SqlLabError(503, 'The server shut down while the query was running.', ErrorType.GENERIC_BACKEND_ERROR)
        : toSqlLabError(error, { engineName: run.spec.engineName, timeoutSeconds: limits.timeoutSeconds });
      const status: QueryStatus = failure.errorType === ErrorType.SQLLAB_TIMEOUT_ERROR ? 'timed_out' : 'failed';
      await recordFailure(queries, run.queryId, failure, status);
      await this.after(run, status, started, undefined, failure.message);
      return { kind: 'failed', error: failure };
    } finally {
      await stored.discard();
    }
  }

  private async executeStatements(connection: EngineConnection, run: PlannedRun, signal: AbortSignal, deadline: number, limits: RunLimits, stored: StoredResultWriter): Promise<StreamedRows> {
    const { statements } = run.plan;
    const maxRows = run.plan.limit === null ? undefined : run.plan.limit + 1;
    for (let index = 0; index < statements.length - 1; index++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw timeoutError();
      await connection.execute(statements[index]!, [], { signal, timeoutMs: remaining, schema: run.schema, maxRows });
      await this.deps.queries.update(run.queryId, { progress: Math.floor((100 * (index + 1)) / statements.length) });
    }
    const last = statements.at(-1);
    const remaining = deadline - Date.now();
    if (last === undefined) return { head: { columns: [], data: [], rowCount: 0 }, rowCount: 0, cut: false };
    if (remaining <= 0) throw timeoutError();
    return this.streamRows(connection, last, run, { signal, timeoutMs: remaining, schema: run.schema }, limits, stored);
  }

  /**
   * Reads the last statement's rows batch by batch up to the limit: one row past it tells a cut
   * result, and the engine stops there even for statements whose SQL carries no LIMIT (SHOW,
   * EXPLAIN, RETURNING). Each batch is encoded once as an Arrow record batch message (from the
   * engine's column buffers where it gives them), handed to the results writer and to the
   * observer at once; only the first `headRows` rows stay as values, and no batch is kept.
   */
  private async streamRows(connection: EngineConnection, sql: string, run: PlannedRun, options: ExecuteOptions, limits: RunLimits, stored: StoredResultWriter): Promise<StreamedRows> {
    const limit = run.plan.limit;
    const headRows = limits.headRows ?? Number.POSITIVE_INFINITY;
    const maxRows = limit === null ? undefined : limit + 1;
    let encoder: SqlLabArrowEncoder | null = null;
    let head: unknown[][] = [];
    let columns: ResultColumn[] = [];
    let rowCount = 0;
    let cut = false;
    for await (const batch of rowsOf(connection, sql, { ...options, ...(maxRows === undefined ? {} : { maxRows }) })) {
      if (!encoder) {
        columns = withGenericTypes(batch.columns, run.spec);
        head = columns.map(() => []);
        encoder = await SqlLabArrowEncoder.create(columns);
        await stored.add(encoder.schemaMessage());
        await limits.observer?.columns(encoder);
      }
      const room = limit === null ? batch.rowCount : Math.max(0, limit - rowCount);
      const take = Math.min(batch.rowCount, room);
      if (take < batch.rowCount) cut = true;
      if (take > 0) {
        const message = encoder.batchMessage(batch.columns === columns ? batch : withColumns(batch, columns), {}, take);
        const keep = Math.min(take, headRows - rowCount);
        for (let column = 0; column < columns.length && keep > 0; column++) {
          const values = batch.data[column]!;
          const out = head[column]!;
          for (let row = 0; row < keep; row++) out.push(values[row] ?? null);
        }
        rowCount += take;
        await Promise.all([stored.add(message), limits.observer?.batch(message, take)]);
      }
      // Leaving the loop cancels the statement: the row past the limit is all that was needed.
      if (cut) break;
    }
    if (!encoder) {
      encoder = await SqlLabArrowEncoder.create([]);
      await stored.add(encoder.schemaMessage());
      await limits.observer?.columns(encoder);
    }
    await stored.add(ARROW_EOS);
    return { head: { columns, data: head, rowCount: Math.min(rowCount, headRows) }, rowCount, cut };
  }

  /** Stores the rows (their Arrow messages) under a new key; a failure fails the run only when the rows have no other way back. */
  private async store(run: PlannedRun, stored: StoredResultWriter, required: boolean): Promise<string | null> {
    const key = randomUUID();
    try {
      await this.deps.results.save(key, stored, { userId: run.userId, queryId: run.queryId });
      return key;
    } catch (error) {
      if (!required) return null;
      throw new SqlLabError(500, `Unable to store the results of the query: ${error instanceof Error ? error.message : String(error)}`, ErrorType.RESULTS_BACKEND_ERROR);
    }
  }

  /** The `afterExecute` hook; a failing listener does not change how the run ended. */
  private async after(run: PlannedRun, status: 'success' | 'failed' | 'stopped' | 'timed_out', started: number, rowCount?: number, errorMessage?: string): Promise<void> {
    await this.deps.hooks.afterExecute
      .promise({ status, executedSql: run.plan.executedSql, durationMs: Date.now() - started, ...(rowCount !== undefined ? { rowCount } : {}), ...(errorMessage ? { errorMessage } : {}) }, run.hookContext)
      .catch(() => undefined);
  }
}

/** Writes a failure on the run's row (unless it was stopped): status, message and Superset's `extra.errors`. */
export async function recordFailure(queries: SqlLabQueryStore, queryId: number, failure: SqlLabError, status: QueryStatus = 'failed'): Promise<void> {
  await queries.finish(queryId, {
    status,
    error_message: failure.message,
    end_time: nowMs(),
    extra_json: JSON.stringify({ errors: [failure.toApiError()] }),
  });
}
