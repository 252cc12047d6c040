import { randomUUID } from 'node:crypto';
import { ErrorType } from '@core/errors/index.js';
import type { ColumnarResult, DatabaseEngineContribution, EngineConnection, SqlLabHookContext, SqlLabHooks } from '@core/plugin-api/index.js';
import type { ConnectionProvider } from './connection-provider.js';
import type { DatabaseRow } from './database-serializer.js';
import { SqlLabError, toSqlLabError } from './sqllab-error.js';
import type { ExecutionPlan } from './sqllab-execution-plan.js';
import type { LimitingFactor } from './sqllab-limit.js';
import { nowMs, type QueryStatus, type SqlLabQueryStore } from './sqllab-query-store.js';
import type { SqlLabResultsStore } from './sqllab-results.js';

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

/** How a run ended. */
export type RunOutcome =
  | { kind: 'success'; result: ColumnarResult; resultsKey: string | null }
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

/** Fills in each column's generic type from the engine spec where the driver left it out. */
function withGenericTypes(result: ColumnarResult, spec: DatabaseEngineContribution): ColumnarResult {
  return { ...result, columns: result.columns.map((c) => ({ ...c, genericType: c.genericType ?? spec.genericType(c.type) })) };
}

/** The first `limit` rows of a result. */
function firstRows(result: ColumnarResult, limit: number): ColumnarResult {
  return { ...result, data: result.data.map((column) => Array.prototype.slice.call(column, 0, limit) as unknown[]), rowCount: limit };
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
    try {
      try {
        await hooks.beforeExecute.promise(run.plan.executedSql, run.hookContext);
      } catch (error) {
        if (error instanceof SqlLabError) throw error;
        throw new SqlLabError(403, error instanceof Error ? error.message : 'The query was refused.', ErrorType.QUERY_SECURITY_ACCESS_ERROR);
      }
      const connection = await this.deps.connections.get(run.database);
      const raw = await this.executeStatements(connection, run, signal, started + limits.timeoutSeconds * 1000);
      const { result, limitingFactor } = this.limited(withGenericTypes(raw, run.spec), run.plan);
      const resultsKey = await this.store(run, result, limits.requireStoredResults);
      const written = await queries.finish(run.queryId, {
        status: 'success',
        rows: result.rowCount,
        progress: 100,
        limiting_factor: limitingFactor,
        results_key: resultsKey,
        end_time: nowMs(),
        end_result_backend_time: resultsKey ? nowMs() : null,
      });
      await this.after(run, written ? 'success' : 'stopped', started, result.rowCount);
      return written ? { kind: 'success', result, resultsKey } : { kind: 'stopped' };
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
    }
  }

  private async executeStatements(connection: EngineConnection, run: PlannedRun, signal: AbortSignal, deadline: number): Promise<ColumnarResult> {
    const { statements } = run.plan;
    let last: ColumnarResult = { columns: [], data: [], rowCount: 0 };
    for (let index = 0; index < statements.length; index++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw timeoutError();
      // One row past the limit tells a cut result; the engine stops there even for statements whose
      // SQL carries no LIMIT (SHOW, EXPLAIN, RETURNING).
      const maxRows = run.plan.limit === null ? undefined : run.plan.limit + 1;
      last = await connection.execute(statements[index]!, [], { signal, timeoutMs: remaining, schema: run.schema, maxRows });
      if (statements.length > 1 && index < statements.length - 1) {
        await this.deps.queries.update(run.queryId, { progress: Math.floor((100 * (index + 1)) / statements.length) });
      }
    }
    return last;
  }

  /** The rows the run keeps and what limited them: one row past the limit means the result was cut. */
  private limited(result: ColumnarResult, plan: ExecutionPlan): { result: ColumnarResult; limitingFactor: LimitingFactor } {
    if (plan.limit === null || result.rowCount <= plan.limit) return { result, limitingFactor: 'NOT_LIMITED' };
    return { result: firstRows(result, plan.limit), limitingFactor: plan.limitingFactor };
  }

  /** Stores the rows under a new key; a failure fails the run only when the rows have no other way back. */
  private async store(run: PlannedRun, result: ColumnarResult, required: boolean): Promise<string | null> {
    const key = randomUUID();
    try {
      await this.deps.results.save(key, result, { userId: run.userId, queryId: run.queryId });
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
