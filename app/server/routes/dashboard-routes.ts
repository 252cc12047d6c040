import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { absoluteUrl } from '../http/absolute-url.js';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import { FAVORITE_RESPONSE, FAVORITE_STATUS_RESPONSE } from '../services/chart-schemas.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import type {
  DashboardColorsInput,
  DashboardCopyInput,
  DashboardCreateInput,
  DashboardFiltersInput,
  DashboardPermalinkState,
  DashboardUpdateInput,
} from '../services/dashboard-input.js';
import { DASHBOARD_ORDER_COLUMNS } from '../services/dashboard-list.js';
import { DashboardPermalinks } from '../services/dashboard-permalinks.js';
import { relatedRoles } from '../services/dashboard-roles.js';
import { DASHBOARD_LIST_COLUMNS, DASHBOARD_SHOW_COLUMNS } from '../services/dashboard-serializer.js';
import { DashboardService } from '../services/dashboard-service.js';
import { DatabaseService } from '../services/database-service.js';
import { parseRelatedQuery, relatedUsers, resourcePermissions } from '../services/related-values.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, ITEM_RESPONSE, LIST_RESPONSE, MESSAGE_RESPONSE, PK_PARAMS, RELATED_RESPONSE, listMetadata } from './database-schemas.js';
import {
  DASHBOARD_CHANGED_RESPONSE,
  DASHBOARD_COLORS_BODY,
  DASHBOARD_COLORS_QUERYSTRING,
  DASHBOARD_COPY_BODY,
  DASHBOARD_COPY_RESPONSE,
  DASHBOARD_FILTERS_BODY,
  DASHBOARD_FILTERS_RESPONSE,
  DASHBOARD_PERMALINK_BODY,
  DASHBOARD_POST_BODY,
  DASHBOARD_PUT_BODY,
  ID_OR_SLUG_PARAMS,
  PERMALINK_CREATED_RESPONSE,
  PERMALINK_KEY_PARAMS,
  PERMALINK_VALUE_RESPONSE,
  RESULT_LIST_RESPONSE,
} from './dashboard-schemas.js';

/** What the dashboard routes need: the metadata store, the engine connections (dataset answers) and the feature flags. */
export interface DashboardRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
  featureFlags: Readonly<Record<string, boolean>>;
}

const READ = { permission: ['can_read', 'Dashboard'] as const };
const WRITE = { permission: ['can_write', 'Dashboard'] as const };
/** Reads an embedded dashboard's guest may make too (each checks the dashboard against the grant). */
const GUEST_READ = { ...READ, guest: true };
const TAGS = ['Dashboards'];

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
type IdOrSlug = { Params: { id_or_slug: string } };
const principalOf = (request: FastifyRequest) => request.principal!;
const parseIds = risonParser<number[]>({ type: 'array', items: { type: 'integer' } });
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });
const parseColorsQuery = risonParser<{ mark_updated?: boolean }>({ type: 'object', properties: { mark_updated: { type: 'boolean' } } });

const relation = (name: string, operator: string) => ({ name, operator });
const INFO_FILTERS = {
  dashboard_title: [relation('Title or Slug', 'title_or_slug'), relation('Starts with', 'sw'), relation('Contains', 'ct'), relation('Equal to', 'eq')],
  slug: [relation('Equal to', 'eq')],
  published: [relation('Equal to', 'eq')],
  owners: [relation('Relation as Many', 'rel_m_m')],
  roles: [relation('Relation as Many', 'rel_m_m')],
  created_by: [relation('Created by me', 'created_by_me'), relation('Relation', 'rel_o_m')],
  changed_by: [relation('Relation', 'rel_o_m')],
  id: [relation('Is favorite', 'dashboard_is_favorite'), relation('Is certified', 'dashboard_is_certified')],
};

/**
 * `/api/v1/dashboard/…`: dashboards with Superset's request and response shapes — list (search,
 * filters, order, paging), show by id or slug, create, the three forms of update, colours and
 * native filters, copy (optionally with the charts), the charts and datasets a dashboard shows,
 * favourites, permalinks, and deletes of one or many.
 *
 * @example
 * ```ts
 * await app.register(dashboardRoutes, { db: store.db, connections, featureFlags: config.featureFlags });
 * ```
 */
export async function dashboardRoutes(app: FastifyInstance, opts: DashboardRoutesOptions): Promise<void> {
  const databases = new DatabaseService(opts.db, opts.connections);
  const dashboards = new DashboardService(opts.db, { rbac: Boolean(opts.featureFlags['DASHBOARD_RBAC']), specOf: (database) => databases.specOf(database) });
  const permalinks = new DashboardPermalinks(opts.db, dashboards);

  app.get<Q>('/api/v1/dashboard/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of dashboards', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await dashboards.list(principalOf(request), query);
    return { ...page, ...listMetadata(query.keys, DASHBOARD_LIST_COLUMNS, DASHBOARD_ORDER_COLUMNS, 'List Dashboard') };
  });

  app.get<Q>('/api/v1/dashboard/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    return { permissions: resourcePermissions(principalOf(request), 'Dashboard', ['can_read', 'can_write', 'can_export']), filters: INFO_FILTERS };
  });

  app.get<Q & { Params: { column_name: string } }>('/api/v1/dashboard/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const query = parseRelatedQuery(request.query.q);
    const column = request.params.column_name;
    if (['owners', 'created_by', 'changed_by'].includes(column)) return relatedUsers(opts.db, query, request.principal);
    if (column === 'roles') return relatedRoles(opts.db, query);
    throw HttpError.notFound();
  });

  app.get<Q>('/api/v1/dashboard/favorite_status/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Check favorited dashboards for current user', querystring: RISON_QUERYSTRING, response: { 200: FAVORITE_STATUS_RESPONSE } },
  }, async (request) => ({ result: await dashboards.favoriteStatus(principalOf(request), parseIds(request.query.q)) }));

  app.post<{ Body: DashboardCreateInput }>('/api/v1/dashboard/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a new dashboard', body: DASHBOARD_POST_BODY, response: { 201: ITEM_RESPONSE } },
  }, async (request, reply) => reply.status(201).send(await dashboards.create(principalOf(request), request.body)));

  app.delete<Q>('/api/v1/dashboard/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Bulk delete dashboards', querystring: RISON_QUERYSTRING, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    const deleted = await dashboards.removeMany(principalOf(request), parseIds(request.query.q));
    return { message: `Deleted ${deleted} dashboard${deleted === 1 ? '' : 's'}` };
  });

  app.get<{ Params: { key: string } }>('/api/v1/dashboard/permalink/:key', {
    config: { permission: ['can_read', 'DashboardPermalinkRestApi'], guest: true },
    schema: { tags: TAGS, summary: "Get dashboard's permanent link state", params: PERMALINK_KEY_PARAMS, response: { 200: PERMALINK_VALUE_RESPONSE } },
  }, async (request) => permalinks.get(principalOf(request), request.params.key));

  app.get<IdOrSlug & Q>('/api/v1/dashboard/:id_or_slug', {
    config: GUEST_READ,
    schema: { tags: TAGS, summary: 'Get a dashboard detail information', params: ID_OR_SLUG_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: ITEM_RESPONSE } },
  }, async (request) => {
    const query = parseItemQuery(request.query.q);
    const shown = await dashboards.show(principalOf(request), request.params.id_or_slug, query);
    const keys = query.keys ?? [];
    return {
      ...shown,
      ...(keys.includes('show_columns') ? { show_columns: query.columns?.length ? query.columns : [...DASHBOARD_SHOW_COLUMNS] } : {}),
      ...(keys.includes('show_title') ? { show_title: 'Show Dashboard' } : {}),
    };
  });

  app.get<IdOrSlug>('/api/v1/dashboard/:id_or_slug/charts', {
    config: GUEST_READ,
    schema: { tags: TAGS, summary: "Get a dashboard's chart definitions", params: ID_OR_SLUG_PARAMS, response: { 200: RESULT_LIST_RESPONSE } },
  }, async (request) => ({ result: await dashboards.charts(principalOf(request), request.params.id_or_slug) }));

  app.get<IdOrSlug>('/api/v1/dashboard/:id_or_slug/datasets', {
    config: GUEST_READ,
    schema: { tags: TAGS, summary: "Get dashboard's datasets", params: ID_OR_SLUG_PARAMS, response: { 200: RESULT_LIST_RESPONSE } },
  }, async (request) => ({ result: await dashboards.datasets(principalOf(request), request.params.id_or_slug) }));

  app.post<IdOrSlug & { Body: DashboardCopyInput }>('/api/v1/dashboard/:id_or_slug/copy/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a copy of an existing dashboard', params: ID_OR_SLUG_PARAMS, body: DASHBOARD_COPY_BODY, response: { 200: DASHBOARD_COPY_RESPONSE } },
  }, async (request) => dashboards.copy(principalOf(request), request.params.id_or_slug, request.body));

  app.put<Pk & { Body: DashboardUpdateInput }>('/api/v1/dashboard/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update a dashboard', params: PK_PARAMS, body: DASHBOARD_PUT_BODY, response: { 200: DASHBOARD_CHANGED_RESPONSE } },
  }, async (request) => dashboards.update(principalOf(request), request.params.pk, request.body));

  app.delete<Pk>('/api/v1/dashboard/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete a dashboard', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await dashboards.remove(principalOf(request), request.params.pk);
    return { message: 'OK' };
  });

  app.put<Pk & { Body: DashboardColorsInput; Querystring: { mark_updated?: boolean; q?: string } }>('/api/v1/dashboard/:pk/colors', {
    config: WRITE,
    schema: {
      tags: TAGS,
      summary: "Modify the colors configuration of a dashboard's metadata",
      params: PK_PARAMS,
      querystring: DASHBOARD_COLORS_QUERYSTRING,
      body: DASHBOARD_COLORS_BODY,
      response: { 200: DASHBOARD_CHANGED_RESPONSE },
    },
  }, async (request) => {
    const markUpdated = request.query.mark_updated ?? parseColorsQuery(request.query.q).mark_updated ?? true;
    return dashboards.updateColors(principalOf(request), request.params.pk, request.body, markUpdated);
  });

  app.put<Pk & { Body: DashboardFiltersInput }>('/api/v1/dashboard/:pk/filters', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update native filters configuration for a dashboard', params: PK_PARAMS, body: DASHBOARD_FILTERS_BODY, response: { 200: DASHBOARD_FILTERS_RESPONSE } },
  }, async (request) => dashboards.updateFilters(principalOf(request), request.params.pk, request.body));

  app.post<Pk>('/api/v1/dashboard/:pk/favorites/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Mark the dashboard as favorite for the current user', params: PK_PARAMS, response: { 200: FAVORITE_RESPONSE } },
  }, async (request) => {
    await dashboards.addFavorite(principalOf(request), request.params.pk);
    return { result: 'OK' };
  });

  app.delete<Pk>('/api/v1/dashboard/:pk/favorites/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Remove the dashboard from the user favorite list', params: PK_PARAMS, response: { 200: FAVORITE_RESPONSE } },
  }, async (request) => {
    await dashboards.removeFavorite(principalOf(request), request.params.pk);
    return { result: 'OK' };
  });

  app.post<IdOrSlug & { Body: DashboardPermalinkState }>('/api/v1/dashboard/:id_or_slug/permalink', {
    config: { permission: ['can_write', 'DashboardPermalinkRestApi'], guest: true },
    schema: { tags: TAGS, summary: 'Create a new dashboard permanent link', params: ID_OR_SLUG_PARAMS, body: DASHBOARD_PERMALINK_BODY, response: { 201: PERMALINK_CREATED_RESPONSE } },
  }, async (request, reply) => {
    const { key, url } = await permalinks.create(principalOf(request), request.params.id_or_slug, request.body ?? {});
    return reply.status(201).send({ key, url: absoluteUrl(request, url) });
  });
}
