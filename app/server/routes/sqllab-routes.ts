import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorType, issueCode } from '@core/errors/index.js';
import type { SqlLabHooks } from '@core/plugin-api/index.js';
import type { TesseraConfig } from '../config/tessera-config.js';
import { channelFor, type AsyncQueryManager, type JobPrincipalDeps } from '../engine/async/index.js';
import type { ResultsCache } from '../engine/cache/index.js';
import { absoluteUrl } from '../http/absolute-url.js';
import { RISON_QUERYSTRING, risonParser } from '../http/rison-query.js';
import { hasPermission } from '../security/principal.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { sqlLabBootstrap } from '../services/sqllab-bootstrap.js';
import { loadSqlLabDatabase, loadSqlLabDatabaseForRows, sqlLabSpecOf } from '../services/sqllab-database-access.js';
import { registerSqlLabJobs } from '../services/sqllab-async-job.js';
import { SqlLabError } from '../services/sqllab-error.js';
import { estimateQueryCost, type EstimateRequest } from '../services/sqllab-estimate.js';
import { SqlLabExecuteService, type ExecuteRequest } from '../services/sqllab-execute-service.js';
import { formatSql, formatterLanguage } from '../services/sqllab-format.js';
import { SqlLabPermalinks, type SqlLabPermalinkState } from '../services/sqllab-permalinks.js';
import { ARROW_STREAM_TYPE, prefersArrowStream } from '../services/sqllab-results-format.js';
import { DISPLAY_MAX_ROW, SqlLabResultsStore, resultArrowIpc, resultPayload } from '../services/sqllab-results.js';
import { RunningQueries } from '../services/sqllab-running-queries.js';
import { SqlLabTabStates } from '../services/sqllab-tab-states.js';
import type { Database } from '../store/database.js';
import { OPEN_OBJECT } from './database-schemas.js';
import { queryRoutes } from './query-routes.js';
import { ESTIMATE_BODY, EXECUTE_BODY, FORMAT_BODY, PERMALINK_BODY, PERMALINK_PARAMS, RESULTS_QUERY } from './sqllab-schemas.js';

/** Superset's SQLLAB_TIMEOUT default: synchronous runs are cancelled after 30 seconds. */
export const DEFAULT_SQLLAB_TIMEOUT_SECONDS = 30;
/** Superset's SQLLAB_ASYNC_TIME_LIMIT_SEC default: six hours. */
export const DEFAULT_SQLLAB_ASYNC_TIME_LIMIT_SECONDS = 6 * 3600;

/** What SQL Lab's routes need: the store, the engines, the results cache, the SQL Lab hooks and the limits. */
export interface SqlLabRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
  cache: ResultsCache;
  hooks: SqlLabHooks;
  config: Pick<TesseraConfig, 'sqlMaxRow'>;
  /** SQLLAB_TIMEOUT and SQLLAB_ASYNC_TIME_LIMIT_SEC, in seconds. */
  timeouts?: { syncSeconds?: number; asyncSeconds?: number };
  /** The server's async job queue, which async runs go to, and how a job loads its caller again where it runs. */
  asyncQueries: AsyncQueryManager;
  principals: JobPrincipalDeps;
}

const TAGS = ['SQL Lab'];
const principalOf = (request: FastifyRequest) => request.principal!;
const parseResultsQuery = risonParser<{ key: string; rows?: number }>(RESULTS_QUERY);

/** Sends a SQL Lab error in Superset's `{"errors": [...]}` shape; anything else goes to the shared handler. */
export function sendSqlLabError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof SqlLabError) return reply.status(error.statusCode).send(error.toBody());
  throw error;
}

/**
 * `/api/v1/sqllab/…`: the page's bootstrap, execute (sync or async), stored results, cost
 * estimate, SQL formatting and permalinks, with Superset's shapes; also registers the query
 * history routes (`/api/v1/query/…`), which share the runs in progress so a stop reaches them.
 *
 * @example
 * ```ts
 * await app.register(sqlLabRoutes, {
 *   db: store.db, connections: engine.connections, cache: engine.cache, hooks: kernel.hooks.sqlLab, config,
 *   asyncQueries: engine.asyncQueries, principals: { loadPrincipal: (id) => security.loadPrincipal(id) },
 * });
 * ```
 */
export async function sqlLabRoutes(app: FastifyInstance, opts: SqlLabRoutesOptions): Promise<void> {
  const { db, connections } = opts;
  const settings = {
    sqlMaxRow: opts.config.sqlMaxRow,
    timeoutSeconds: opts.timeouts?.syncSeconds ?? DEFAULT_SQLLAB_TIMEOUT_SECONDS,
    asyncTimeoutSeconds: opts.timeouts?.asyncSeconds ?? DEFAULT_SQLLAB_ASYNC_TIME_LIMIT_SECONDS,
  };
  const running = new RunningQueries();
  // Results too large for the in-process cache go to files as they stream, removed when the server closes.
  const results = new SqlLabResultsStore(opts.cache, { spill: true });
  app.addHook('onClose', () => results.close());
  // Async runs go to the server's queue (events on the caller's channel, as chart jobs'); this
  // process runs them too when it takes jobs. The queue is closed with the engine services.
  const service = new SqlLabExecuteService({ db, connections, results, hooks: opts.hooks, jobs: opts.asyncQueries, running, settings });
  registerSqlLabJobs(opts.asyncQueries, service, opts.principals);
  const permalinks = new SqlLabPermalinks(db);
  const tabs = new SqlLabTabStates(db);

  app.get('/api/v1/sqllab/', {
    config: { permission: ['can_read', 'SQLLab'] },
    schema: { tags: TAGS, summary: 'Get the bootstrap data for SqlLab page', response: { 200: { type: 'object', properties: { result: OPEN_OBJECT } } } },
  }, async (request) => ({ result: await sqlLabBootstrap(db, tabs, principalOf(request)) }));

  app.post<{ Body: Omit<ExecuteRequest, 'templateParams'> & { templateParams?: string | Record<string, unknown> | null } }>('/api/v1/sqllab/execute/', {
    config: { permission: ['can_execute_sql_query', 'SQLLab'] },
    schema: { tags: TAGS, summary: 'Execute a SQL query', body: EXECUTE_BODY },
  }, async (request, reply) => {
    const body = request.body;
    const templateParams = body.templateParams !== null && typeof body.templateParams === 'object' ? JSON.stringify(body.templateParams) : body.templateParams;
    reply.header('Vary', 'Accept');
    try {
      if (!prefersArrowStream(request.headers.accept)) {
        const outcome = await service.execute({ ...body, templateParams }, principalOf(request), channelFor(request));
        return reply.status(outcome.statusCode).send(outcome.body);
      }
      // Our client: a synchronous run's rows as an Arrow IPC stream, batch by batch as the engine reads them.
      const clientGone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) clientGone.abort();
      });
      const outcome = await service.executeArrowStream({ ...body, templateParams }, principalOf(request), channelFor(request), clientGone.signal);
      if ('statusCode' in outcome) return reply.status(outcome.statusCode).send(outcome.body);
      // Read only as fast as the socket takes it: the engine waits meanwhile (back-pressure).
      return reply.type(ARROW_STREAM_TYPE).header('Cache-Control', 'no-store').send(Readable.from(outcome.bytes, { objectMode: false }));
    } catch (error) {
      return sendSqlLabError(reply, error);
    }
  });

  // JSON by default (Superset's payload, at most DISPLAY_MAX_ROW rows unless `rows` says); an Arrow
  // IPC stream of every stored row (or `rows`) when the Accept header names it, as our client does.
  app.get<{ Querystring: { q?: string } }>('/api/v1/sqllab/results/', {
    config: { permission: ['can_get_results', 'SQLLab'] },
    schema: { tags: TAGS, summary: 'Get the result of a SQL query execution', querystring: { ...RISON_QUERYSTRING, properties: { ...RISON_QUERYSTRING.properties, timeout: { type: 'number' } } } },
  }, async (request, reply) => {
    const { key, rows } = parseResultsQuery(request.query.q);
    const principal = principalOf(request);
    const query = await service.queries.findByResultsKey(key);
    if (!query || (query.user_id !== principal.userId && !hasPermission(principal, 'all_query_access', 'all_query_access'))) {
      return sendSqlLabError(reply, new SqlLabError(404, 'The query associated with these results could not be found. You need to re-run the original query.', ErrorType.RESULTS_BACKEND_ERROR, { issue_codes: [issueCode(1032)] }));
    }
    try {
      // Access may have changed since the run: a revoked database grant or a new RLS rule stops the read.
      await loadSqlLabDatabaseForRows(db, principal, query.database_id);
    } catch (error) {
      return sendSqlLabError(reply, error);
    }
    const stored = await results.load(key);
    if (!stored) {
      return sendSqlLabError(reply, new SqlLabError(410, 'Data could not be retrieved from the results backend. You need to re-run the original query.', ErrorType.RESULTS_BACKEND_ERROR, { issue_codes: [issueCode(1031)] }));
    }
    reply.header('Vary', 'Accept');
    const dict = await service.dictOf(query.id);
    if (prefersArrowStream(request.headers.accept)) {
      const bytes = await resultArrowIpc(dict, stored.result, rows);
      return reply.type(ARROW_STREAM_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    }
    const shown = rows ?? DISPLAY_MAX_ROW;
    return resultPayload(dict, stored.result.head(shown), shown, stored.result.rowCount);
  });

  app.post<{ Body: EstimateRequest }>('/api/v1/sqllab/estimate/', {
    config: { permission: ['can_estimate_query_cost', 'SQLLab'] },
    schema: { tags: TAGS, summary: 'Estimate the SQL query execution cost', body: ESTIMATE_BODY },
  }, async (request, reply) => {
    try {
      return { result: await estimateQueryCost({ db, connections, timeoutSeconds: settings.timeoutSeconds }, principalOf(request), request.body) };
    } catch (error) {
      return sendSqlLabError(reply, error);
    }
  });

  app.post<{ Body: { sql: string; engine?: string | null; database_id?: number | null } }>('/api/v1/sqllab/format_sql/', {
    config: { permission: ['can_format_sql', 'SQLLab'] },
    schema: { tags: TAGS, summary: 'Format SQL code', body: FORMAT_BODY, response: { 200: { type: 'object', properties: { result: { type: 'string' } } } } },
  }, async (request, reply) => {
    const { sql, engine, database_id: databaseId } = request.body;
    try {
      const language = databaseId
        ? sqlLabSpecOf(connections, await loadSqlLabDatabase(db, principalOf(request), databaseId)).sqlFormatterLanguage
        : engine;
      return { result: formatSql(sql, formatterLanguage(language)) };
    } catch (error) {
      return sendSqlLabError(reply, error);
    }
  });

  app.post<{ Body: SqlLabPermalinkState }>('/api/v1/sqllab/permalink', {
    config: { permission: ['can_write', 'SqlLabPermalinkRestApi'] },
    schema: {
      tags: ['SQL Lab Permanent Link'],
      summary: 'Create a new permanent link',
      body: PERMALINK_BODY,
      response: { 201: { type: 'object', properties: { key: { type: 'string' }, url: { type: 'string' } } } },
    },
  }, async (request, reply) => {
    const { dbId, name, sql, schema, catalog, autorun, templateParams } = request.body;
    const state: SqlLabPermalinkState = { dbId, name, sql, schema: schema ?? null, catalog: catalog ?? null, autorun: autorun ?? false, templateParams: templateParams ?? null };
    const { key, url } = await permalinks.create(principalOf(request), state);
    return reply.status(201).send({ key, url: absoluteUrl(request, url) });
  });

  app.get<{ Params: { key: string } }>('/api/v1/sqllab/permalink/:key', {
    config: { permission: ['can_read', 'SqlLabPermalinkRestApi'] },
    schema: { tags: ['SQL Lab Permanent Link'], summary: 'Get permanent link state for SQLLab editor.', params: PERMALINK_PARAMS, response: { 200: OPEN_OBJECT } },
  }, async (request) => permalinks.get(principalOf(request), request.params.key));

  await app.register(queryRoutes, { db, running });
}
