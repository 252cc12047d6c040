import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import { resourcePermissions } from '../services/related-values.js';
import { NAMED_ORDER_COLUMNS, PERMISSION_VIEW_ORDER_COLUMNS, SecurityPermissions } from '../services/security-permissions.js';
import { selectFields } from '../services/select-fields.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, PK_PARAMS, listMetadata } from './database-schemas.js';
import { NAMED_RECORD, PERMISSION_VIEW_RECORD } from './security-permission-schemas.js';
import { listResponse, showMetadata, showResponse } from './security-user-schemas.js';

/** What the permission API needs: the metadata store. */
export interface SecurityPermissionRoutesOptions {
  db: Kysely<Database>;
}

// Listing what can be granted is part of managing roles, so it takes the role permissions.
const READ = { permission: ['can_read', 'Role'] as const };

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });

const PERMISSION_VIEW_COLUMNS = ['id', 'permission.id', 'permission.name', 'view_menu.id', 'view_menu.name'] as const;
const NAMED_COLUMNS = ['id', 'name'] as const;
const textFilters = [{ name: 'Starts with', operator: 'sw' }, { name: 'Contains', operator: 'ct' }, { name: 'Equal to', operator: 'eq' }];

/**
 * The read-only catalogue of what roles can be granted: `/api/v1/security/permissions-resources/`
 * (permission-view pairs, searchable by either name, up to 5000 a page for pickers),
 * `/permissions/` and `/resources/`, for administrators. The pairs are made by the application
 * (built-in roles at start, databases and datasets as they are saved), so there are no writes.
 *
 * @example
 * ```ts
 * await app.register(securityPermissionRoutes, { db: store.db });
 * ```
 */
export async function securityPermissionRoutes(app: FastifyInstance, opts: SecurityPermissionRoutesOptions): Promise<void> {
  const permissions = new SecurityPermissions(opts.db);

  app.get<Q>('/api/v1/security/permissions-resources/', {
    config: READ,
    schema: { tags: ['Security Permissions on Resources (View Menus)'], summary: 'Get a list of permissions on resources', querystring: RISON_QUERYSTRING, response: { 200: listResponse(PERMISSION_VIEW_RECORD) } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await permissions.listPermissionViews(query);
    const allowed = new Set<string>(PERMISSION_VIEW_COLUMNS);
    return {
      ...page,
      result: page.result.map((r) => selectFields(r, query.columns ?? query.select_columns, allowed)),
      ...listMetadata(query.keys, PERMISSION_VIEW_COLUMNS, PERMISSION_VIEW_ORDER_COLUMNS, 'List Permissions on Resources'),
    };
  });

  app.get<Q>('/api/v1/security/permissions-resources/_info', {
    config: READ,
    schema: { tags: ['Security Permissions on Resources (View Menus)'], summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    const allText = { name: 'Permission or resource contains', operator: 'all_text' };
    return {
      permissions: resourcePermissions(request.principal!, 'Role', ['can_read']),
      filters: {
        permission: [{ name: 'Relation', operator: 'rel_o_m' }],
        view_menu: [{ name: 'Relation', operator: 'rel_o_m' }],
        'permission.name': [...textFilters, allText],
        'view_menu.name': [...textFilters, allText],
      },
    };
  });

  app.get<Pk & Q>('/api/v1/security/permissions-resources/:pk', {
    config: READ,
    schema: { tags: ['Security Permissions on Resources (View Menus)'], summary: 'Get a permission on a resource', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: showResponse(PERMISSION_VIEW_RECORD) } },
  }, async (request) => {
    const item = parseItemQuery(request.query.q);
    const result = selectFields(await permissions.showPermissionView(request.params.pk), item.columns, new Set<string>(PERMISSION_VIEW_COLUMNS));
    return { id: request.params.pk, result, ...showMetadata(item, PERMISSION_VIEW_COLUMNS, 'Show Permission on Resource') };
  });

  const named = [
    { path: 'permissions', table: 'ab_permission', tag: 'Security Permissions', noun: 'permission', title: 'Permissions' },
    { path: 'resources', table: 'ab_view_menu', tag: 'Security Resources (View Menus)', noun: 'resource', title: 'Resources' },
  ] as const;
  for (const { path, table, tag, noun, title } of named) {
    app.get<Q>(`/api/v1/security/${path}/`, {
      config: READ,
      schema: { tags: [tag], summary: `Get a list of ${noun}s`, querystring: RISON_QUERYSTRING, response: { 200: listResponse(NAMED_RECORD) } },
    }, async (request) => {
      const query = parseListQuery(request.query.q);
      const page = await permissions.listNamed(table, query);
      const allowed = new Set<string>(NAMED_COLUMNS);
      return { ...page, result: page.result.map((r) => selectFields(r, query.columns ?? query.select_columns, allowed)), ...listMetadata(query.keys, NAMED_COLUMNS, NAMED_ORDER_COLUMNS, `List ${title}`) };
    });

    app.get<Q>(`/api/v1/security/${path}/_info`, {
      config: READ,
      schema: { tags: [tag], summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
    }, async (request) => {
      parseInfoQuery(request.query.q);
      return { permissions: resourcePermissions(request.principal!, 'Role', ['can_read']), filters: { name: textFilters } };
    });

    app.get<Pk & Q>(`/api/v1/security/${path}/:pk`, {
      config: READ,
      schema: { tags: [tag], summary: `Get a ${noun}`, params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: showResponse(NAMED_RECORD) } },
    }, async (request) => {
      const item = parseItemQuery(request.query.q);
      const result = selectFields(await permissions.showNamed(table, request.params.pk), item.columns, new Set<string>(NAMED_COLUMNS));
      return { id: request.params.pk, result, ...showMetadata(item, NAMED_COLUMNS, `Show ${title.slice(0, -1)}`) };
    });
  }
}
