import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import rison from 'rison';
import { ErrorType } from '@core/errors/index.js';
import { pullBatches, type SqlLabHookContext, type SqlLabHooks } from '@core/plugin-api/index.js';
import type { AsyncJob, AsyncQueryManager } from '../engine/async/index.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { ConnectionProvider } from './connection-provider.js';
import type { DatabaseRow } from './database-serializer.js';
import { loadSqlLabDatabaseForRows, sqlLabSpecOf } from './sqllab-database-access.js';
import { SqlLabError, toSqlLabError } from './sqllab-error.js';
import { planExecution, type CtasRequest, type ExecutionPlan } from './sqllab-execution-plan.js';
import { loadQueryRecords, queryToDict } from './sqllab-query-serializer.js';
import { IN_PROGRESS_STATUSES, SqlLabQueryStore, nowMs, type QueryRow, type QueryStatus } from './sqllab-query-store.js';
import { ARROW_EOS, type SqlLabArrowEncoder } from './sqllab-arrow-batches.js';
import { DISPLAY_MAX_ROW, resultPayload, type SqlLabResultsStore } from './sqllab-results.js';
import { recordFailure, SqlLabRunner, type PlannedRun } from './sqllab-run.js';
import { SQLLAB_JOB, type SqlLabJobPayload } from './sqllab-async-job.js';
import type { RunningQueries } from './sqllab-running-queries.js';
import { checkStatements } from './sqllab-statement-policy.js';
import { recordLatestRun } from './sqllab-tab-states.js';
import { parseTemplateParams, renderSqlTemplate } from './sqllab-template.js';

/** The body of `POST /api/v1/sqllab/execute/` (Superset's `ExecutePayloadSchema`). */
export interface ExecuteRequest {
  database_id: number;
  sql: string;
  client_id?: string | null;
  schema?: string | null;
  catalog?: string | null;
  runAsync?: boolean | null;
  queryLimit?: number | null;
  templateParams?: string | null;
  select_as_cta?: boolean | null;
  ctas_method?: string | null;
  tmp_table_name?: string | null;
  tmp_schema_name?: string | null;
  sql_editor_id?: string | null;
  tab?: string | null;
  expand_data?: boolean | null;
  json?: boolean | null;
}

/** Limits of SQL Lab runs (Superset's SQL_MAX_ROW, SQLLAB_TIMEOUT, SQLLAB_ASYNC_TIME_LIMIT_SEC). */
export interface SqlLabSettings {
  sqlMaxRow: number;
  timeoutSeconds: number;
  asyncTimeoutSeconds: number;
}

/** What the execute service works with: the store, the engines, the results store, the SQL Lab hooks, the job queue and the runs in progress. */
export interface SqlLabExecuteServiceDeps {
  db: Kysely<Database>;
  connections: ConnectionProvider;
  results: SqlLabResultsStore;
  hooks: SqlLabHooks;
  jobs: AsyncQueryManager;
  running: RunningQueries;
  settings: SqlLabSettings;
}

/** The HTTP answer of an execute request: 200 with rows, or 202 with the queued run. */
export interface ExecuteOutcome {
  statusCode: 200 | 202;
  body: Record<string, unknown>;
}

/** A synchronous run answering as an Arrow IPC stream (see `SqlLabExecuteService.executeArrowStream`). */
export interface ArrowRunStream {
  queryId: number;
  /** The stream's bytes, produced as they are read; returning early stops the run. */
  bytes: AsyncGenerator<Uint8Array, void, undefined>;
}

/** How often a queued run checks whether it was stopped through another process. */
const STOP_CHECK_MS = 1_000;

/** A client id in Superset's style: short, random, URL-safe (the column holds 11 characters). */
function newClientId(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

/** Superset's default CTAS table name, `tmp_<user id>_table_<YYYY_MM_DD_HH_MM_SS>`. */
function defaultTmpTableName(userId: number, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-T:]/g, '_');
  return `tmp_${userId}_table_${stamp}`;
}

/** The results URL of a finished async run. */
export function resultsUrlOf(resultsKey: string): string {
  return `/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode({ key: resultsKey }))}`;
}

/**
 * `POST /api/v1/sqllab/execute/`: checks the database and the caller's access, records the run
 * in `query` (and as its tab's latest run), renders its template parameters, runs the `sql` hook,
 * plans its statements (DML guard, CTAS, row limit), has the engine classify each one (see
 * `sqllab-statement-policy.ts`) and runs it, either at once under
 * SQLLAB_TIMEOUT (200 with the rows) or in the async job queue under SQLLAB_ASYNC_TIME_LIMIT_SEC
 * (202 with the run; its rows go to the results store). A database that does not allow async runs
 * always runs at once.
 */
export class SqlLabExecuteService {
  readonly queries: SqlLabQueryStore;
  private readonly runner: SqlLabRunner;

  constructor(private readonly deps: SqlLabExecuteServiceDeps) {
    this.queries = new SqlLabQueryStore(deps.db);
    this.runner = new SqlLabRunner({ queries: this.queries, connections: deps.connections, results: deps.results, hooks: deps.hooks });
  }

  async execute(request: ExecuteRequest, principal: Principal, channel: string): Promise<ExecuteOutcome> {
    const prepared = await this.prepare(request, principal);
    if ('statusCode' in prepared) return prepared;
    return prepared.runAsync ? this.submit(prepared.planned, channel) : this.runNow(prepared.planned);
  }

  /**
   * Like {@link execute}, but a synchronous run answers its rows as an Arrow IPC stream while the
   * engine produces them: resolves once the columns are known (or the run ended without rows),
   * with the stream's bytes: the schema (the run's dict as it started in its metadata), one record
   * batch message per batch, and a last empty batch whose metadata tells how the run ended
   * (`status`, the final `query` dict, `errors` for a failure), then the end-of-stream marker.
   * Failures before any byte reject as {@link execute}'s do; an async run or a stop before any row
   * answers as {@link execute} does. Leaving the stream early, or `clientGone` firing, stops the run.
   */
  async executeArrowStream(request: ExecuteRequest, principal: Principal, channel: string, clientGone?: AbortSignal): Promise<ExecuteOutcome | ArrowRunStream> {
    const prepared = await this.prepare(request, principal);
    if ('statusCode' in prepared) return prepared;
    if (prepared.runAsync) return this.submit(prepared.planned, channel);
    const { planned } = prepared;
    const iterator = pullBatches<Uint8Array>((emit, stop) => this.runStreaming(planned, emit, clientGone ? AbortSignal.any([stop, clientGone]) : stop))[Symbol.asyncIterator]();
    const first = await iterator.next();
    if (first.done) {
      const query = await this.dictOf(planned.queryId);
      return { statusCode: 200, body: { status: 'stopped', query_id: planned.queryId, query } };
    }
    return {
      queryId: planned.queryId,
      bytes: (async function* () {
        try {
          yield first.value;
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
        } finally {
          await iterator.return?.();
        }
      })(),
    };
  }

  /** A streamed run: pushes its Arrow messages through `emit`; rejects only when it failed before the first byte. */
  private async runStreaming(planned: PlannedRun, emit: (bytes: Uint8Array) => Promise<void>, consumerGone: AbortSignal): Promise<void> {
    const controller = this.deps.running.start(planned.queryId);
    const stream: { encoder: SqlLabArrowEncoder | null } = { encoder: null };
    try {
      const outcome = await this.runner.run(planned, {
        stopSignal: AbortSignal.any([controller.signal, consumerGone]),
        timeoutSeconds: this.deps.settings.timeoutSeconds,
        requireStoredResults: false,
        headRows: 0,
        observer: {
          columns: async (columnsEncoder) => {
            stream.encoder = columnsEncoder;
            const query = await this.dictOf(planned.queryId);
            await emit(columnsEncoder.schemaMessage({ status: 'running', query_id: String(planned.queryId), query: JSON.stringify(query) }));
          },
          batch: (message) => emit(message),
        },
      });
      if (consumerGone.aborted) return;
      const started = stream.encoder;
      if (!started) {
        if (outcome.kind === 'failed') throw outcome.error;
        return;
      }
      const query = await this.dictOf(planned.queryId);
      const ending: Record<string, string> = { status: outcome.kind === 'success' ? 'success' : outcome.kind === 'stopped' ? 'stopped' : String(query['state'] ?? 'failed'), query: JSON.stringify(query) };
      if (outcome.kind === 'failed') ending['errors'] = JSON.stringify(outcome.error.toBody().errors);
      await emit(started.batchMessage(null, ending));
      await emit(ARROW_EOS);
    } finally {
      this.deps.running.finish(planned.queryId, controller);
    }
  }

  /** Checks, records and plans a run; answers at once (202) when the client's run is already in progress. */
  private async prepare(request: ExecuteRequest, principal: Principal): Promise<ExecuteOutcome | { planned: PlannedRun; runAsync: boolean }> {
    const database = await loadSqlLabDatabaseForRows(this.deps.db, principal, request.database_id);
    const spec = sqlLabSpecOf(this.deps.connections, database);
    const runAsync = Boolean(request.runAsync) && database.allow_run_async;
    const existing = request.client_id ? await this.queries.findByClientId(request.client_id) : undefined;
    if (existing && existing.user_id !== principal.userId) {
      throw new SqlLabError(422, 'This client_id belongs to another query; send a new one.', ErrorType.GENERIC_COMMAND_ERROR);
    }
    if (existing && IN_PROGRESS_STATUSES.includes(existing.status as QueryStatus)) {
      return { statusCode: 202, body: { query: await this.dictOf(existing.id) } };
    }

    const ctas = this.ctasOf(request, database, principal.userId);
    const fields = {
      database_id: database.id,
      user_id: principal.userId,
      status: runAsync ? 'pending' : 'running',
      sql: request.sql,
      schema: request.schema ?? null,
      catalog: request.catalog ?? null,
      tab_name: request.tab ?? null,
      sql_editor_id: request.sql_editor_id ?? null,
      select_as_cta: Boolean(request.select_as_cta),
      ctas_method: ctas?.method ?? null,
      tmp_table_name: ctas?.tableName ?? null,
      tmp_schema_name: ctas?.schema ?? null,
      limit: this.dropdownLimit(request.queryLimit),
      start_time: nowMs(),
    };
    const row = existing ? await this.queries.restart(existing.id, fields) : await this.queries.insert({ client_id: request.client_id ?? newClientId(), ...fields });
    await recordLatestRun(this.deps.db, principal.userId, fields.sql_editor_id, row.client_id);

    const hookContext: SqlLabHookContext = {
      databaseId: database.id,
      engine: spec.engine,
      catalog: request.catalog ?? null,
      schema: request.schema ?? null,
      clientId: row.client_id,
      user: { username: principal.username, roles: Object.keys(principal.roles) },
    };
    let plan: ExecutionPlan;
    let templateParams: Record<string, unknown> = {};
    try {
      templateParams = parseTemplateParams(request.templateParams);
      hookContext.templateParams = templateParams;
      const rendered = renderSqlTemplate(request.sql, templateParams, { id: principal.userId, username: principal.username, email: principal.email });
      plan = planExecution({ sql: this.deps.hooks.sql.call(rendered, hookContext), spec, dropdownLimit: fields.limit, database, ctas });
      // Every statement as it will be sent, read by the engine's own parser: nothing that reaches settings, files or extensions runs.
      await checkStatements(await this.deps.connections.get(database), plan.statements, {
        allowDml: database.allow_dml,
        engineName: spec.engineName,
        schema: request.schema ?? null,
        ctasIndex: plan.ctasUsed ? plan.statements.length - 1 : null,
      });
    } catch (error) {
      const failure = toSqlLabError(error, { engineName: spec.engineName, timeoutSeconds: this.deps.settings.timeoutSeconds, templateParams });
      await recordFailure(this.queries, row.id, failure);
      throw failure;
    }
    await this.queries.update(row.id, { limit: plan.limit, executed_sql: plan.executedSql, select_sql: plan.selectSql, select_as_cta_used: plan.ctasUsed });
    const planned: PlannedRun = { queryId: row.id, userId: principal.userId, database, spec, plan, schema: request.schema ?? null, hookContext };
    return { planned, runAsync };
  }

  /** The run's dict (Superset's `Query.to_dict()`) as stored now. */
  async dictOf(queryId: number): Promise<Record<string, unknown>> {
    const row = (await this.queries.findById(queryId)) as QueryRow;
    const [record] = await loadQueryRecords(this.deps.db, [row]);
    return queryToDict(record!);
  }

  private async runNow(planned: PlannedRun): Promise<ExecuteOutcome> {
    const controller = this.deps.running.start(planned.queryId);
    try {
      const outcome = await this.runner.run(planned, { stopSignal: controller.signal, timeoutSeconds: this.deps.settings.timeoutSeconds, requireStoredResults: false, headRows: DISPLAY_MAX_ROW });
      if (outcome.kind === 'failed') throw outcome.error;
      const query = await this.dictOf(planned.queryId);
      if (outcome.kind === 'stopped') return { statusCode: 200, body: { status: 'stopped', query_id: planned.queryId, query } };
      return { statusCode: 200, body: resultPayload(query, outcome.result, DISPLAY_MAX_ROW, outcome.rowCount) };
    } finally {
      this.deps.running.finish(planned.queryId, controller);
    }
  }

  /**
   * Queues an async run as data (its query id and plan), for whichever process takes it:
   * {@link runQueued} there loads the caller and the database again before running it.
   */
  private async submit(planned: PlannedRun, channel: string): Promise<ExecuteOutcome> {
    const payload: SqlLabJobPayload = { queryId: planned.queryId, plan: planned.plan, schema: planned.schema, hookContext: planned.hookContext };
    let jobId: string;
    try {
      // On the caller's own channel: the page follows the run through its async events client.
      ({ job_id: jobId } = await this.deps.jobs.submit({ kind: SQLLAB_JOB, channelId: channel, userId: planned.userId, payload }));
    } catch (error) {
      const failure = new SqlLabError(503, `The query could not be queued: ${error instanceof Error ? error.message : String(error)}`, ErrorType.ASYNC_WORKERS_ERROR);
      await recordFailure(this.queries, planned.queryId, failure);
      throw failure;
    }
    return { statusCode: 202, body: { query: await this.dictOf(planned.queryId), job_id: jobId } };
  }

  /**
   * Runs a queued async run for `principal` (loaded again by the job's handler): the run must
   * still be theirs and the database still open to them (access and row-level security checked
   * again), then it runs under SQLLAB_ASYNC_TIME_LIMIT_SEC and its rows go to the results store.
   * A refusal is recorded on the run, as any failure.
   */
  async runQueued(job: AsyncJob<SqlLabJobPayload>, principal: Principal): Promise<{ resultUrl: string }> {
    const { queryId } = job.payload;
    const row = await this.queries.findById(queryId);
    if (!row || row.user_id !== principal.userId) throw new SqlLabError(404, 'The query could not be found.', ErrorType.GENERIC_BACKEND_ERROR);
    let planned: PlannedRun;
    try {
      const database = await loadSqlLabDatabaseForRows(this.deps.db, principal, row.database_id);
      const spec = sqlLabSpecOf(this.deps.connections, database);
      planned = { queryId, userId: principal.userId, database, spec, plan: job.payload.plan, schema: job.payload.schema, hookContext: job.payload.hookContext };
    } catch (error) {
      const failure = error instanceof SqlLabError ? error : new SqlLabError(403, error instanceof Error ? error.message : String(error), ErrorType.QUERY_SECURITY_ACCESS_ERROR);
      await recordFailure(this.queries, queryId, failure);
      throw failure;
    }
    const controller = this.deps.running.start(queryId);
    // A stop may reach another process (any web process answers it): it marks the run stopped, which this one watches for.
    const watch = setInterval(() => {
      void this.queries.findById(queryId).then((current) => {
        if (current?.status === 'stopped') controller.abort();
      }, () => undefined);
    }, STOP_CHECK_MS);
    watch.unref();
    try {
      const outcome = await this.runner.run(planned, {
        stopSignal: controller.signal,
        shutdownSignal: job.signal,
        timeoutSeconds: this.deps.settings.asyncTimeoutSeconds,
        requireStoredResults: true,
        headRows: 0,
      });
      if (outcome.kind === 'failed') throw outcome.error;
      if (outcome.kind === 'stopped') throw new SqlLabError(400, 'The query was stopped.', ErrorType.GENERIC_DB_ENGINE_ERROR);
      return { resultUrl: resultsUrlOf(outcome.resultsKey!) };
    } finally {
      clearInterval(watch);
      this.deps.running.finish(queryId, controller);
    }
  }

  /** Records a queued run that will not run (the processes running it kept stopping, or the server shut down first). */
  async recordLost(queryId: number, message: string): Promise<void> {
    await recordFailure(this.queries, queryId, new SqlLabError(503, message, ErrorType.ASYNC_WORKERS_ERROR));
  }

  /** Superset's `apply_max_row_limit`: the editor's limit, at most SQL_MAX_ROW, which is also the default. */
  private dropdownLimit(queryLimit: number | null | undefined): number {
    const max = this.deps.settings.sqlMaxRow;
    return queryLimit && queryLimit > 0 ? Math.min(queryLimit, max) : max;
  }

  private ctasOf(request: ExecuteRequest, database: DatabaseRow, userId: number): CtasRequest | null {
    if (!request.select_as_cta) return null;
    const method = (request.ctas_method ?? 'TABLE').toUpperCase() === 'VIEW' ? 'VIEW' : 'TABLE';
    const tableName = request.tmp_table_name?.trim() || defaultTmpTableName(userId, new Date());
    return { method, tableName, schema: database.force_ctas_schema || request.tmp_schema_name?.trim() || request.schema || null };
  }
}
