import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import { parseRelatedQuery, relatedDatabases, relatedUsers } from '../services/related-values.js';
import { QUERY_SHOW_COLUMNS } from '../services/sqllab-query-serializer.js';
import { QUERY_LIST_COLUMNS, QUERY_ORDER_COLUMNS, SqlLabQueryService } from '../services/sqllab-query-service.js';
import type { RunningQueries } from '../services/sqllab-running-queries.js';
import { selectFields } from '../services/select-fields.js';
import type { Database } from '../store/database.js';
import { LIST_RESPONSE, OPEN_OBJECT, PK_PARAMS, RELATED_RESPONSE, listMetadata } from './database-schemas.js';
import { RESULT_OK_RESPONSE, STOP_QUERY_BODY, UPDATED_SINCE_QUERY } from './query-schemas.js';

/** What the query history routes need: the store and the runs this process is executing. */
export interface QueryRoutesOptions {
  db: Kysely<Database>;
  running: RunningQueries;
}

const READ = { permission: ['can_read', 'Query'] as const };
const TAGS = ['Queries'];
const principalOf = (request: FastifyRequest) => request.principal!;
const parseUpdatedSince = risonParser<{ last_updated_ms: number }>(UPDATED_SINCE_QUERY);

/**
 * `/api/v1/query/…`: SQL Lab's run history with Superset's shapes — list (filters, order, pages),
 * one run, the runs changed since an instant (what the editor polls), and stopping a run, which
 * cancels its statement in the engine. Registered by `sqlLabRoutes`, which shares its runs.
 */
export async function queryRoutes(app: FastifyInstance, opts: QueryRoutesOptions): Promise<void> {
  const queries = new SqlLabQueryService(opts.db, opts.running);

  app.get<{ Querystring: { q?: string } }>('/api/v1/query/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of queries', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await queries.list(principalOf(request), query);
    return { ...page, ...listMetadata(query.keys, QUERY_LIST_COLUMNS, QUERY_ORDER_COLUMNS, 'List Query') };
  });

  app.get<{ Querystring: { q?: string } }>('/api/v1/query/updated_since', {
    config: READ,
    schema: {
      tags: TAGS,
      summary: 'Get a list of queries that changed after last_updated_ms',
      querystring: RISON_QUERYSTRING,
      response: { 200: { type: 'object', properties: { result: { type: 'array', items: OPEN_OBJECT } } } },
    },
  }, async (request) => {
    const { last_updated_ms: lastUpdatedMs } = parseUpdatedSince(request.query.q);
    return { result: await queries.updatedSince(principalOf(request), lastUpdatedMs) };
  });

  app.post<{ Body: { client_id: string } }>('/api/v1/query/stop', {
    config: READ,
    schema: { tags: TAGS, summary: 'Manually stop a query with client_id', body: STOP_QUERY_BODY, response: { 200: RESULT_OK_RESPONSE } },
  }, async (request) => {
    await queries.stop(principalOf(request), request.body.client_id);
    return { result: 'OK' };
  });

  app.get<{ Params: { column_name: string }; Querystring: { q?: string } }>('/api/v1/query/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const query = parseRelatedQuery(request.query.q);
    if (request.params.column_name === 'user') return relatedUsers(opts.db, query, request.principal);
    if (request.params.column_name === 'database') return relatedDatabases(opts.db, principalOf(request), query);
    throw HttpError.notFound();
  });

  app.get<{ Params: { pk: number }; Querystring: { q?: string } }>('/api/v1/query/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get query detail information', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: OPEN_OBJECT } },
  }, async (request) => {
    const item = parseItemQuery(request.query.q);
    const result = selectFields(await queries.show(principalOf(request), request.params.pk), item.columns, new Set(QUERY_SHOW_COLUMNS));
    const keys = item.keys ?? ['show_columns', 'show_title'];
    return {
      id: request.params.pk,
      result,
      ...(keys.includes('show_columns') ? { show_columns: QUERY_SHOW_COLUMNS } : {}),
      ...(keys.includes('show_title') ? { show_title: 'Show Query' } : {}),
      ...(keys.includes('label_columns') ? { label_columns: {} } : {}),
      ...(keys.includes('description_columns') ? { description_columns: {} } : {}),
    };
  });
}
