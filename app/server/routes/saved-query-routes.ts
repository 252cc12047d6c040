import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import { parseRelatedQuery, relatedDatabases, relatedUsers, resourcePermissions } from '../services/related-values.js';
import { selectFields } from '../services/select-fields.js';
import { SAVED_QUERY_ORDER_COLUMNS, SqlLabSavedQueries, type SavedQueryInput } from '../services/sqllab-saved-queries.js';
import { SAVED_QUERY_LIST_COLUMNS, SAVED_QUERY_SHOW_COLUMNS } from '../services/sqllab-saved-query-serializer.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, LIST_RESPONSE, MESSAGE_RESPONSE, OPEN_OBJECT, PK_PARAMS, RELATED_RESPONSE, listMetadata } from './database-schemas.js';
import { SAVED_QUERY_POST_BODY, SAVED_QUERY_PUT_BODY, SAVED_QUERY_WRITE_RESPONSE } from './saved-query-schemas.js';

/** What the saved-query routes need: the metadata store. */
export interface SavedQueryRoutesOptions {
  db: Kysely<Database>;
}

const READ = { permission: ['can_read', 'SavedQuery'] as const };
const WRITE = { permission: ['can_write', 'SavedQuery'] as const };
const TAGS = ['Queries'];

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
const principalOf = (request: FastifyRequest) => request.principal!;
const parseIds = risonParser<number[]>({ type: 'array', items: { type: 'integer' } });

/**
 * `/api/v1/saved_query/…`: SQL Lab's saved queries with Superset's shapes — list (search, filters,
 * favourites, order, pages), show, create, update, delete one or many. Everyone works on their
 * own saved queries only.
 *
 * @example
 * ```ts
 * await app.register(savedQueryRoutes, { db: store.db });
 * ```
 */
export async function savedQueryRoutes(app: FastifyInstance, opts: SavedQueryRoutesOptions): Promise<void> {
  const saved = new SqlLabSavedQueries(opts.db);

  app.get<Q>('/api/v1/saved_query/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of saved queries', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await saved.list(principalOf(request), query);
    return { ...page, ...listMetadata(query.keys, SAVED_QUERY_LIST_COLUMNS, SAVED_QUERY_ORDER_COLUMNS, 'List Saved Query') };
  });

  app.get<Q>('/api/v1/saved_query/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => ({
    permissions: resourcePermissions(principalOf(request), 'SavedQuery', ['can_read', 'can_write', 'can_export']),
    filters: {
      id: [{ name: 'Is favorite', operator: 'saved_query_is_fav' }],
      label: [{ name: 'All Text', operator: 'all_text' }, { name: 'Contains', operator: 'ct' }, { name: 'Equal to', operator: 'eq' }],
      database: [{ name: 'Relation', operator: 'rel_o_m' }],
      catalog: [{ name: 'Equal to', operator: 'eq' }],
      schema: [{ name: 'Equal to', operator: 'eq' }],
      created_by: [{ name: 'Relation', operator: 'rel_o_m' }],
      changed_by: [{ name: 'Relation', operator: 'rel_o_m' }],
    },
  }));

  app.get<Q & { Params: { column_name: string } }>('/api/v1/saved_query/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const query = parseRelatedQuery(request.query.q);
    const column = request.params.column_name;
    if (column === 'database') return relatedDatabases(opts.db, principalOf(request), query);
    if (column === 'created_by' || column === 'changed_by') return relatedUsers(opts.db, query, request.principal);
    throw HttpError.notFound();
  });

  app.get<{ Params: { column_name: string } }>('/api/v1/saved_query/distinct/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get distinct values of a column of the caller\'s saved queries', response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const column = request.params.column_name;
    if (column !== 'schema' && column !== 'catalog') throw HttpError.notFound();
    return saved.distinct(principalOf(request), column);
  });

  app.post<{ Body: SavedQueryInput }>('/api/v1/saved_query/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a saved query', body: SAVED_QUERY_POST_BODY, response: { 201: SAVED_QUERY_WRITE_RESPONSE } },
  }, async (request, reply) => reply.status(201).send(await saved.create(principalOf(request), request.body)));

  app.delete<Q>('/api/v1/saved_query/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Bulk delete saved queries', querystring: RISON_QUERYSTRING, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    const deleted = await saved.removeMany(principalOf(request), parseIds(request.query.q));
    return { message: `Deleted ${deleted} saved quer${deleted === 1 ? 'y' : 'ies'}` };
  });

  app.get<Pk & Q>('/api/v1/saved_query/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a saved query', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: OPEN_OBJECT } },
  }, async (request) => {
    const item = parseItemQuery(request.query.q);
    const result = selectFields(await saved.show(principalOf(request), request.params.pk), item.columns, new Set(SAVED_QUERY_SHOW_COLUMNS));
    const keys = item.keys ?? ['show_columns', 'show_title'];
    return {
      id: request.params.pk,
      result,
      ...(keys.includes('show_columns') ? { show_columns: item.columns?.length ? item.columns : SAVED_QUERY_SHOW_COLUMNS } : {}),
      ...(keys.includes('show_title') ? { show_title: 'Show Saved Query' } : {}),
      ...(keys.includes('label_columns') ? { label_columns: {} } : {}),
      ...(keys.includes('description_columns') ? { description_columns: {} } : {}),
    };
  });

  app.put<Pk & { Body: SavedQueryInput }>('/api/v1/saved_query/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update a saved query', params: PK_PARAMS, body: SAVED_QUERY_PUT_BODY, response: { 200: SAVED_QUERY_WRITE_RESPONSE } },
  }, async (request) => saved.update(principalOf(request), request.params.pk, request.body));

  app.delete<Pk>('/api/v1/saved_query/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete a saved query', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await saved.remove(principalOf(request), request.params.pk);
    return { message: 'OK' };
  });
}
