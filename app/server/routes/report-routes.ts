import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TesseraConfig } from '../config/tessera-config.js';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { parseRelatedQuery, relatedUsers, resourcePermissions } from '../services/related-values.js';
import type { ReportScheduleInput } from '../services/reports/report-input.js';
import { REPORT_ORDER_COLUMNS } from '../services/reports/report-list.js';
import { REPORT_LOG_COLUMNS, REPORT_LOG_ORDER_COLUMNS, listReportLogs, showReportLog } from '../services/reports/report-logs.js';
import { REPORT_LIST_COLUMNS, REPORT_SHOW_COLUMNS } from '../services/reports/report-serializer.js';
import { ReportSchedules } from '../services/reports/report-service.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, ITEM_RESPONSE, LIST_RESPONSE, MESSAGE_RESPONSE, PK_PARAMS, RELATED_RESPONSE, listMetadata } from './database-schemas.js';
import { reportJsonTextFields } from './report-json-text.js';
import { REPORT_LOG_PARAMS, REPORT_POST_BODY, REPORT_PUT_BODY, REPORT_SHOW_RESPONSE, REPORT_WRITE_RESPONSE } from './report-schemas.js';

/** What the report routes need: the store, configuration and the engines (for alert SQL dialects). */
export interface ReportRoutesOptions {
  db: Kysely<Database>;
  config: TesseraConfig;
  connections?: ConnectionProvider;
}

const READ = { permission: ['can_read', 'ReportSchedule'] as const };
const WRITE = { permission: ['can_write', 'ReportSchedule'] as const };
const TAGS = ['Report Schedules'];

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
const principalOf = (request: FastifyRequest) => request.principal!;
const parseIds = risonParser<number[]>({ type: 'array', items: { type: 'integer' } });
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });

const TEXT = [{ name: 'Starts with', operator: 'sw' }, { name: 'Contains', operator: 'ct' }, { name: 'Equal to', operator: 'eq' }];
const EQUAL = [{ name: 'Equal to', operator: 'eq' }];
const RELATION = [{ name: 'Relation', operator: 'rel_o_m' }, { name: 'Equal to', operator: 'eq' }];
const INFO_FILTERS = {
  name: [{ name: 'All Text', operator: 'report_all_text' }, ...TEXT],
  type: EQUAL,
  active: EQUAL,
  creation_method: EQUAL,
  last_state: EQUAL,
  chart_id: EQUAL,
  dashboard_id: EQUAL,
  saved_query_id: EQUAL,
  created_by: RELATION,
  changed_by: RELATION,
  owners: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
};

/**
 * `/api/v1/report/…`: alerts and reports in Superset's shapes — list (filters, order, pages),
 * show, create, update (in full or `{active}` alone), delete one or many, `_info`, related
 * users and each schedule's execution logs — behind `can_read` / `can_write` on
 * `ReportSchedule`. With the ALERT_REPORTS feature flag off none of it exists (404).
 *
 * @example
 * ```ts
 * await app.register(reportRoutes, { db: store.db, config, connections: engine.connections });
 * ```
 */
export async function reportRoutes(app: FastifyInstance, opts: ReportRoutesOptions): Promise<void> {
  if (!opts.config.featureFlags['ALERT_REPORTS']) return;
  const { reports: settings } = opts.config;
  const schedules = new ReportSchedules(opts.db, {
    defaults: { workingTimeoutSeconds: settings.defaultWorkingTimeoutSeconds, retentionDays: settings.defaultRetentionDays, gracePeriodSeconds: 4 * 60 * 60 },
    limits: { alertMinimumIntervalSeconds: settings.alertMinimumIntervalSeconds, reportMinimumIntervalSeconds: settings.reportMinimumIntervalSeconds },
    dashboardRbac: Boolean(opts.config.featureFlags['DASHBOARD_RBAC']),
    dialectOf: (uri) => {
      try {
        return opts.connections?.specFor(uri).sqlDialect;
      } catch {
        return undefined;
      }
    },
  });

  app.get<Q>('/api/v1/report/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of report schedules', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    return { ...(await schedules.list(principalOf(request), query)), ...listMetadata(query.keys, REPORT_LIST_COLUMNS, REPORT_ORDER_COLUMNS, 'List Report Schedule') };
  });

  app.get<Q>('/api/v1/report/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    return { permissions: resourcePermissions(principalOf(request), 'ReportSchedule', ['can_read', 'can_write']), filters: INFO_FILTERS };
  });

  app.get<Q & { Params: { column_name: string } }>('/api/v1/report/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const query = parseRelatedQuery(request.query.q);
    if (['owners', 'created_by', 'changed_by'].includes(request.params.column_name)) return relatedUsers(opts.db, query, request.principal);
    throw HttpError.notFound();
  });

  app.post<{ Body: ReportScheduleInput }>('/api/v1/report/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a report schedule', body: REPORT_POST_BODY, response: { 201: REPORT_WRITE_RESPONSE } },
    preValidation: reportJsonTextFields,
  }, async (request, reply) => reply.status(201).send(await schedules.create(principalOf(request), request.body)));

  app.delete<Q>('/api/v1/report/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Bulk delete report schedules', querystring: RISON_QUERYSTRING, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    const deleted = await schedules.removeMany(principalOf(request), parseIds(request.query.q));
    return { message: `Deleted ${deleted} report schedule${deleted === 1 ? '' : 's'}` };
  });

  app.get<Pk & Q>('/api/v1/report/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a report schedule', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: REPORT_SHOW_RESPONSE } },
  }, async (request) => {
    const query = parseItemQuery(request.query.q);
    const result = await schedules.show(principalOf(request), request.params.pk, query);
    const keys = query.keys ?? ['show_columns', 'show_title'];
    return {
      id: request.params.pk,
      result,
      ...(keys.includes('show_columns') ? { show_columns: query.columns?.length ? query.columns : REPORT_SHOW_COLUMNS } : {}),
      ...(keys.includes('show_title') ? { show_title: 'Show Report Schedule' } : {}),
      ...(keys.includes('label_columns') ? { label_columns: {} } : {}),
      ...(keys.includes('description_columns') ? { description_columns: {} } : {}),
    };
  });

  app.put<Pk & { Body: ReportScheduleInput }>('/api/v1/report/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update a report schedule', params: PK_PARAMS, body: REPORT_PUT_BODY, response: { 200: REPORT_WRITE_RESPONSE } },
    preValidation: reportJsonTextFields,
  }, async (request) => schedules.update(principalOf(request), request.params.pk, request.body));

  app.delete<Pk>('/api/v1/report/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete a report schedule', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await schedules.removeMany(principalOf(request), [request.params.pk]);
    return { message: 'OK' };
  });

  app.get<Pk & Q>('/api/v1/report/:pk/log/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of report schedule logs', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    await schedules.find(principalOf(request), request.params.pk);
    return { ...(await listReportLogs(opts.db, request.params.pk, query)), ...listMetadata(query.keys, REPORT_LOG_COLUMNS, REPORT_LOG_ORDER_COLUMNS, 'List Report Schedule Log') };
  });

  app.get<{ Params: { pk: number; log_id: number } }>('/api/v1/report/:pk/log/:log_id', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a report schedule log', params: REPORT_LOG_PARAMS, response: { 200: ITEM_RESPONSE } },
  }, async (request) => {
    await schedules.find(principalOf(request), request.params.pk);
    return { id: request.params.log_id, result: await showReportLog(opts.db, request.params.pk, request.params.log_id) };
  });
}
