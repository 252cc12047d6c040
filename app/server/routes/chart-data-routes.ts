import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorType } from '@core/errors/index.js';
import type { QueryContext, QueryFormData } from '@core/plugin-api/index.js';
import { buildQueryObject } from '@core/query/build-query-object.js';
import type { TesseraConfig } from '../config/tessera-config.js';
import { HttpError } from '../http/http-error.js';
import { hasPermission, type Principal } from '../security/principal.js';
import { AsyncQueueUnavailableError, channelFor, type AsyncJobMetadata, type AsyncQueryManager, type JobPrincipalDeps } from '../engine/async/index.js';
import type { ResultsCache } from '../engine/cache/index.js';
import { CHART_DATA_JOB, asyncChartResultKey, registerChartDataJobs, rlsFingerprint, type ChartDataJobPayload } from '../engine/chart-data/async-chart-data-job.js';
import { ChartDataError } from '../engine/chart-data/chart-data-error.js';
import type { ChartDataService, QueryOutcome } from '../engine/chart-data/chart-data-service.js';
import { applyClientProcessing } from '../engine/chart-data/post-processed-result.js';
import { queryContextSchema } from '../engine/chart-data/query-context-schema.js';
import { chartDataAnswerParts, dataPayloadHead, queryPayload } from '../engine/chart-data/query-payload.js';
import { ANSWER_COMPRESS_THRESHOLD, answerEncoding, varyOnAcceptEncoding } from '../engine/chart-data/answer-compression.js';
import { toArrowIpc, toCsv, toXlsx } from '../engine/serialize/index.js';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGES, unavailableService } from '../http/service-unavailable.js';
import { guestTokenOfHeaders } from '../security/guest-auth.js';
import type { RowLevelSecurity } from '../services/row-level-security.js';
import { acceptPostedForms, downloadFileName, legacyBodyFromForm, legacyDownloadFormat, queryContextFromForm } from './chart-data-form-body.js';

export interface ChartDataRouteOptions {
  service: ChartDataService;
  asyncQueries: AsyncQueryManager;
  cache: ResultsCache;
  config: TesseraConfig;
  /** The rules async results are checked against; the server's own (`app.engine`) when absent. */
  rowLevelSecurity?: RowLevelSecurity;
  /** How an async job loads its caller again where it runs (this process, when it takes jobs). */
  principals: JobPrincipalDeps;
}

type ChartDataBody = QueryContext & { result_format: 'json' | 'csv' | 'xlsx' | 'arrow'; result_type: string; force: boolean; full_export?: boolean };

/** The media type of an Arrow IPC stream: asked for by `result_format: 'arrow'` or this `Accept`. */
export const ARROW_STREAM_TYPE = 'application/vnd.apache.arrow.stream';
/** The schema metadata key of an Arrow answer holding the rest of the query's payload, as JSON. */
export const ARROW_PAYLOAD_KEY = 'tessera:chart-data';

/**
 * The format to answer in: the body's `result_format`, except that a JSON request whose `Accept`
 * names the Arrow stream type (and not JSON first) is answered as Arrow. Superset clients send no
 * such header, so they keep JSON.
 */
function negotiatedFormat(request: FastifyRequest, body: ChartDataBody): ChartDataBody['result_format'] {
  if (body.result_format !== 'json') return body.result_format;
  const accept = (request.headers.accept ?? '').toLowerCase();
  return accept.split(',')[0]?.trim().startsWith(ARROW_STREAM_TYPE) ? 'arrow' : 'json';
}

function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ChartDataError) return reply.status(error.statusCode).send(error.toBody());
  throw error;
}

/**
 * A full export: the chart's queries without their row limit, up to SQL_MAX_ROW. Only for CSV and
 * Excel downloads, and only where ALLOW_FULL_CSV_EXPORT turns it on.
 */
function fullExport(body: ChartDataBody, config: TesseraConfig): ChartDataBody {
  if (body.result_format !== 'csv' && body.result_format !== 'xlsx') {
    throw new ChartDataError(400, 'Only a CSV or Excel download can export every row.', ErrorType.GENERIC_BACKEND_ERROR);
  }
  if (!config.allowFullCsvExport) {
    throw new ChartDataError(403, 'Exporting every row of a chart is turned off on this server.', ErrorType.CHART_SECURITY_ACCESS_ERROR);
  }
  return { ...body, queries: body.queries.map((query) => ({ ...query, row_limit: config.sqlMaxRow, row_offset: 0 })) };
}

/** Answers above this size go out as their pieces (a stream) rather than copied into one buffer. */
const JOIN_BELOW_BYTES = 64 * 1024;

/**
 * Sends a JSON chart-data answer without copying its stored bytes: one piece as it is, several
 * as a stream of them. A hit for a client that accepts brotli or gzip gets the compressed bytes
 * kept in the cache (`ChartDataService.compressedAnswer`); fresh answers are compressed on their
 * way out, by the server's compression, as every other answer is.
 */
async function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, parts: Buffer[], outcomes: readonly QueryOutcome[], service: ChartDataService): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const encoding = request.headers['x-no-compression'] === undefined ? answerEncoding(request.headers['accept-encoding']) : null;
  if (encoding && size >= ANSWER_COMPRESS_THRESHOLD) {
    // A failed compression only costs this answer its compression.
    const compressed = await service.compressedAnswer(outcomes, parts, encoding).catch(() => null);
    if (compressed) return reply.header('content-encoding', encoding).header('vary', varyOnAcceptEncoding(reply.getHeader('vary'))).send(compressed);
  }
  if (parts.length === 1) return reply.send(parts[0]);
  if (size < JOIN_BELOW_BYTES) return reply.send(Buffer.concat(parts, size));
  return reply.header('content-length', size).send(Readable.from(parts));
}

/** The first data outcome, for file formats that hold one table. */
function singleData(outcomes: QueryOutcome[]) {
  const data = outcomes.filter((o) => o.kind === 'data');
  if (data.length !== 1) throw new ChartDataError(400, 'Exporting a file needs exactly one data query; this request has ' + data.length);
  return data[0] as Extract<QueryOutcome, { kind: 'data' }>;
}

/**
 * `POST /api/v1/chart/data` (and `GET /api/v1/chart/data/{cache_key}` for async results),
 * Superset's legacy `POST /superset/explore_json/`, and `POST /datasource/samples`.
 */
export async function chartDataRoutes(app: FastifyInstance, opts: ChartDataRouteOptions): Promise<void> {
  const { service, asyncQueries, cache, config } = opts;
  // Superset's front end posts exports as forms (chart-data-form-body.ts).
  acceptPostedForms(app);
  const rowLevelSecurity = opts.rowLevelSecurity ?? app.engine.rowLevelSecurity;
  // Async jobs of this kind run in this process too when it takes jobs from the queue.
  registerChartDataJobs(asyncQueries, { service, cache, rowLevelSecurity, principals: opts.principals });

  const respond = async (request: FastifyRequest, reply: FastifyReply, requested: ChartDataBody) => {
    const force = requested.force || (request.query as { force?: boolean }).force === true;
    // Downloads are a permission of their own (spec §6: can_download needs can_csv on Superset).
    if ((requested.result_format === 'csv' || requested.result_format === 'xlsx') && !hasPermission(request.principal!, 'can_csv', 'Superset')) {
      throw new ChartDataError(403, 'You do not have permission to download data as CSV or Excel.', ErrorType.CHART_SECURITY_ACCESS_ERROR);
    }
    const negotiated = { ...requested, result_format: negotiatedFormat(request, requested) };
    const body = negotiated.full_export ? fullExport(negotiated, config) : negotiated;
    const ran = await service.run(body, request.principal!, { force, jsonPayloads: body.result_format === 'json' });
    // Data as the chart shows it (a pivot table's pivot), for pivoted exports and reports.
    const outcomes = body.result_type === 'post_processed' ? applyClientProcessing(ran.outcomes, body.form_data, ran.datasource) : ran.outcomes;
    switch (body.result_format) {
      case 'csv': {
        const one = singleData(outcomes);
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename=${downloadFileName('csv')}`).send(toCsv(one.frame, { types: one.types }));
      }
      case 'xlsx': {
        const one = singleData(outcomes);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename=${downloadFileName('xlsx')}`)
          .send(Buffer.from(await toXlsx(one.frame, { types: one.types })));
      }
      case 'arrow': {
        // One query, one stream: its rows as the record batch, the rest of its payload as metadata.
        const data = outcomes.filter((o) => o.kind === 'data');
        if (data.length !== 1 || outcomes.length !== 1) {
          throw new ChartDataError(400, 'Arrow results are for a single data query; ask for JSON to run ' + outcomes.length + ' queries at once.', ErrorType.GENERIC_BACKEND_ERROR);
        }
        const one = data[0] as Extract<QueryOutcome, { kind: 'data' }>;
        const metadata = { [ARROW_PAYLOAD_KEY]: JSON.stringify(dataPayloadHead(one, 'arrow')) };
        return reply.type(ARROW_STREAM_TYPE).send(Buffer.from(await toArrowIpc(one.frame, { types: one.types, metadata })));
      }
      default: {
        // Each result is written once from its columns; the cache keeps those bytes, and a hit sends them as stored.
        const parts = chartDataAnswerParts(outcomes, (outcome, stored) => void service.storePayload(outcome, stored));
        return sendJsonAnswer(request, reply, parts, outcomes, service);
      }
    }
  };

  app.post('/api/v1/chart/data', {
    // Guests: only their dashboards' chart and native filter queries (see checkGuestQueryContext).
    config: { permission: ['can_read', 'Chart'], guest: true },
    preValidation: queryContextFromForm,
    schema: {
      tags: ['Charts'],
      summary: 'Return the data of a query context (Superset chart-data API)',
      querystring: {
        type: 'object',
        properties: { form_data: { type: 'string' }, dashboard_id: { type: 'integer' }, force: { type: 'boolean' } },
      },
      body: queryContextSchema,
    },
  }, async (request, reply) => {
    const body = request.body as ChartDataBody;
    // Raw rows (samples, drill to detail) need can_samples on Datasource or can_drill on Dashboard.
    if ((body.result_type === 'samples' || body.result_type === 'drill_detail') && !canReadRawRows(request.principal ?? null)) {
      throw HttpError.forbidden('You do not have permission to view the underlying rows of this chart.');
    }
    try {
      // Global async queries: answer at once with a job; the result arrives through /api/v1/async_event/.
      if (config.featureFlags['GLOBAL_ASYNC_QUERIES'] && negotiatedFormat(request, body) === 'json' && body.result_type === 'full') {
        await service.authorize(body, request.principal!);
        // The job is data: whichever process takes it loads the caller again and checks the same rights.
        const guestToken = request.authMethod === 'guest' ? guestTokenOfHeaders(request.headers, config.guestToken.headerName) ?? null : null;
        let job: AsyncJobMetadata;
        try {
          job = await asyncQueries.submit<ChartDataJobPayload>({ kind: CHART_DATA_JOB, channelId: channelFor(request), userId: request.principal!.userId, guestToken, payload: { queryContext: body } });
        } catch (error) {
          // No 202 for a job that can never run: the queue (Redis) could not keep it.
          if (error instanceof AsyncQueueUnavailableError || unavailableService(error) === 'redis') {
            return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: UNAVAILABLE_MESSAGES.redis });
          }
          throw error;
        }
        return reply.status(202).send(job);
      }
      return await respond(request, reply, body);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.get('/api/v1/chart/data/:cache_key', {
    config: { permission: ['can_read', 'Chart'], guest: true },
    schema: {
      tags: ['Charts'],
      summary: 'Return the result of an async chart-data job',
      params: { type: 'object', required: ['cache_key'], properties: { cache_key: { type: 'string', pattern: '^[A-Za-z0-9-]{8,80}$' } } },
    },
  }, async (request, reply) => {
    const { cache_key: key } = request.params as { cache_key: string };
    const entry = await cache.get(asyncChartResultKey(key));
    // Another user's result is reported exactly like a missing one.
    const owner = entry?.meta?.['userId'] === request.principal!.userId && (entry?.meta?.['guest'] ?? null) === (request.principal!.guest?.key ?? null);
    if (!entry || !owner) {
      throw HttpError.notFound('Cached data not found');
    }
    const datasetId = Number(entry.meta?.['datasetId']);
    try {
      await service.datasourceFor(datasetId, request.principal!);
    } catch (error) {
      return sendError(reply, error);
    }
    // Rows filtered under rules that have changed since are not served: the chart asks again.
    if (entry.meta?.['rls'] !== (await rlsFingerprint(rowLevelSecurity, request.principal!, datasetId))) throw HttpError.notFound('Cached data not found');
    const { payload } = entry;
    return reply.type('application/json; charset=utf-8').send(typeof payload === 'string' ? payload : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength));
  });

  app.post('/superset/explore_json/', {
    config: { permission: ['can_explore_json', 'Superset'], guest: true },
    preValidation: legacyBodyFromForm,
    schema: {
      tags: ['Charts'],
      summary: 'Legacy chart data from explore form data',
      querystring: {
        type: 'object',
        properties: { form_data: { type: 'string' }, force: { type: 'string' }, dashboard_id: { type: 'integer' }, csv: { type: 'string' }, xlsx: { type: 'string' }, format: { enum: ['json', 'csv', 'xlsx'] } },
      },
      body: { type: ['object', 'null'], properties: { form_data: { anyOf: [{ type: 'string' }, { type: 'object' }] } } },
    },
  }, async (request, reply) => {
    const raw = (request.body as { form_data?: unknown } | null)?.form_data ?? (request.query as { form_data?: string }).form_data;
    let formData: QueryFormData;
    try {
      formData = (typeof raw === 'string' ? JSON.parse(raw) : raw) as QueryFormData;
    } catch {
      throw HttpError.badRequest({ form_data: ['Not valid JSON.'] });
    }
    const datasetId = Number(String(formData?.datasource ?? '').split('__')[0]);
    if (!formData || !Number.isInteger(datasetId) || datasetId < 1) throw HttpError.badRequest({ form_data: ['A datasource like "3__table" is required.'] });
    const force = ['true', '1'].includes(String((request.query as { force?: string }).force ?? ''));
    try {
      // `?csv=true` (what Superset's export posts), `?xlsx=true` or `result_format`: the rows as a download.
      const download = legacyDownloadFormat(request.query as Record<string, unknown>, formData);
      if (download) {
        const queries = [buildQueryObject(formData)];
        return await respond(request, reply, { datasource: { id: datasetId, type: 'table' }, queries, form_data: formData, result_format: download, result_type: 'full', force });
      }
      const { outcomes } = await service.run({ datasource: { id: datasetId, type: 'table' }, queries: [buildQueryObject(formData)], form_data: formData }, request.principal!, { force });
      const payload = queryPayload(outcomes[0]!, 'json');
      return { ...payload, form_data: formData };
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.post('/datasource/samples', {
    config: { permission: ['can_samples', 'Datasource'] },
    schema: {
      tags: ['Datasets'],
      summary: 'Sample rows of a dataset, paginated',
      querystring: {
        type: 'object',
        required: ['datasource_type', 'datasource_id'],
        properties: {
          datasource_type: { enum: ['table', 'dataset'] },
          datasource_id: { type: 'integer', minimum: 1 },
          force: { type: 'boolean', default: false },
          per_page: { type: 'integer', minimum: 1, maximum: 10_000 },
          page: { type: 'integer', minimum: 1, default: 1 },
        },
      },
      body: { type: ['object', 'null'], properties: { filters: { type: 'array' }, time_range: { type: 'string' }, granularity: { type: 'string' }, extras: { type: 'object' } } },
    },
  }, async (request, reply) => {
    const q = request.query as { datasource_id: number; force: boolean; per_page?: number; page: number };
    const perPage = Math.min(q.per_page ?? config.samplesRowLimit, config.samplesRowLimit);
    const body = (request.body ?? {}) as Record<string, unknown>;
    try {
      const { outcomes } = await service.run(
        { datasource: { id: q.datasource_id, type: 'table' }, queries: [{ ...body, row_limit: perPage, row_offset: (q.page - 1) * perPage, result_type: 'drill_detail' }] },
        request.principal!,
        { force: q.force },
      );
      const payload = queryPayload(outcomes[0]!, 'json');
      return { result: { ...payload, page: q.page, per_page: perPage } };
    } catch (error) {
      return sendError(reply, error);
    }
  });
}

/** Whether the user may read a chart's raw rows (samples, drill to detail). */
function canReadRawRows(principal: Principal | null): boolean {
  return hasPermission(principal, 'can_samples', 'Datasource') || hasPermission(principal, 'can_drill', 'Dashboard');
}
