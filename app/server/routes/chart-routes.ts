import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import type { ChartCreateInput, ChartUpdateInput } from '../services/chart-input.js';
import { CHART_LIST_COLUMNS, CHART_ORDER_COLUMNS } from '../services/chart-list.js';
import { CHART_POST_BODY, CHART_PUT_BODY, FAVORITE_RESPONSE, FAVORITE_STATUS_RESPONSE } from '../services/chart-schemas.js';
import { CHART_SHOW_COLUMNS } from '../services/chart-serializer.js';
import { ChartService } from '../services/chart-service.js';
import { parseRelatedQuery, relatedUsers, resourcePermissions } from '../services/related-values.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, ITEM_RESPONSE, LIST_RESPONSE, MESSAGE_RESPONSE, OPEN_OBJECT, PK_PARAMS, RELATED_RESPONSE, listMetadata } from './database-schemas.js';

/** What the chart routes need: the metadata store. */
export interface ChartRoutesOptions {
  db: Kysely<Database>;
}

const READ = { permission: ['can_read', 'Chart'] as const };
const WRITE = { permission: ['can_write', 'Chart'] as const };
const TAGS = ['Charts'];

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
const principalOf = (request: FastifyRequest) => request.principal!;
const parseIds = risonParser<number[]>({ type: 'array', items: { type: 'integer' } });
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });

/**
 * `/api/v1/chart/…`: saved charts with Superset's request and response shapes — list (search,
 * filters, order, paging up to 200), show with column selection, create, update, delete one or
 * many, and favourites.
 *
 * @example
 * ```ts
 * await app.register(chartRoutes, { db: store.db });
 * ```
 */
export async function chartRoutes(app: FastifyInstance, opts: ChartRoutesOptions): Promise<void> {
  const charts = new ChartService(opts.db);

  app.get<Q>('/api/v1/chart/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of charts', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await charts.list(principalOf(request), query);
    return { ...page, ...listMetadata(query.keys, CHART_LIST_COLUMNS, CHART_ORDER_COLUMNS, 'List Slice') };
  });

  app.get<Q>('/api/v1/chart/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    const relation = (name: string, operator: string) => [{ name, operator }];
    return {
      permissions: resourcePermissions(principalOf(request), 'Chart', ['can_read', 'can_write', 'can_export']),
      filters: {
        slice_name: [{ name: 'All Text', operator: 'chart_all_text' }, { name: 'Contains', operator: 'ct' }, { name: 'Equal to', operator: 'eq' }],
        viz_type: [{ name: 'Equal to', operator: 'eq' }],
        datasource_id: [{ name: 'Equal to', operator: 'eq' }, { name: 'In', operator: 'in' }],
        owners: relation('Relation as Many', 'rel_m_m'),
        dashboards: relation('Relation as Many', 'rel_m_m'),
        created_by: relation('Relation', 'rel_o_m'),
        changed_by: relation('Relation', 'rel_o_m'),
        id: [{ name: 'Is favorite', operator: 'chart_is_favorite' }, { name: 'Is certified', operator: 'chart_is_certified' }],
      },
    };
  });

  app.get<Q & { Params: { column_name: string } }>('/api/v1/chart/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const query = parseRelatedQuery(request.query.q);
    if (['owners', 'created_by', 'changed_by', 'last_saved_by'].includes(request.params.column_name)) return relatedUsers(opts.db, query, request.principal);
    throw HttpError.notFound();
  });

  app.get<{ Params: { column_name: string } }>('/api/v1/chart/distinct/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get the distinct viz types of the charts the caller may read', response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    if (request.params.column_name !== 'viz_type') throw HttpError.notFound();
    return charts.vizTypes(principalOf(request));
  });

  app.get<Q>('/api/v1/chart/favorite_status/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Check favorited charts for current user', querystring: RISON_QUERYSTRING, response: { 200: FAVORITE_STATUS_RESPONSE } },
  }, async (request) => ({ result: await charts.favoriteStatus(principalOf(request), parseIds(request.query.q)) }));

  app.post<{ Body: ChartCreateInput }>('/api/v1/chart/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a new chart', body: CHART_POST_BODY, response: { 201: ITEM_RESPONSE } },
  }, async (request, reply) => reply.status(201).send(await charts.create(principalOf(request), request.body)));

  app.delete<Q>('/api/v1/chart/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Bulk delete charts', querystring: RISON_QUERYSTRING, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    const deleted = await charts.removeMany(principalOf(request), parseIds(request.query.q));
    return { message: `Deleted ${deleted} chart${deleted === 1 ? '' : 's'}` };
  });

  app.get<Pk & Q>('/api/v1/chart/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a chart detail information', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: OPEN_OBJECT } },
  }, async (request) => {
    const query = parseItemQuery(request.query.q);
    const shown = await charts.show(principalOf(request), request.params.pk, query);
    const keys = query.keys ?? ['show_columns', 'show_title'];
    if (keys.includes('none')) return shown;
    return {
      ...shown,
      ...(keys.includes('show_columns') ? { show_columns: query.columns?.length ? query.columns : [...CHART_SHOW_COLUMNS] } : {}),
      ...(keys.includes('show_title') ? { show_title: 'Show Slice' } : {}),
      ...(keys.includes('label_columns') ? { label_columns: {} } : {}),
      ...(keys.includes('description_columns') ? { description_columns: {} } : {}),
    };
  });

  app.put<Pk & { Body: ChartUpdateInput }>('/api/v1/chart/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update a chart', params: PK_PARAMS, body: CHART_PUT_BODY, response: { 200: ITEM_RESPONSE } },
  }, async (request) => charts.update(principalOf(request), request.params.pk, request.body));

  app.delete<Pk>('/api/v1/chart/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete a chart', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await charts.remove(principalOf(request), request.params.pk);
    return { message: 'OK' };
  });

  app.post<Pk>('/api/v1/chart/:pk/favorites/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Mark the chart as favorite for the current user', params: PK_PARAMS, response: { 200: FAVORITE_RESPONSE } },
  }, async (request) => {
    await charts.addFavorite(principalOf(request), request.params.pk);
    return { result: 'OK' };
  });

  app.delete<Pk>('/api/v1/chart/:pk/favorites/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Remove the chart from the user favorite list', params: PK_PARAMS, response: { 200: FAVORITE_RESPONSE } },
  }, async (request) => {
    await charts.removeFavorite(principalOf(request), request.params.pk);
    return { result: 'OK' };
  });
}
