import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import { resourcePermissions } from '../services/related-values.js';
import { ROLE_ORDER_COLUMNS, SecurityRoles, type RoleSearchQuery } from '../services/security-roles.js';
import { selectFields } from '../services/select-fields.js';
import type { SecurityManager } from '../security/security-manager.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, MESSAGE_RESPONSE, PK_PARAMS, listMetadata } from './database-schemas.js';
import {
  ROLE_BODY,
  ROLE_ID_PARAMS,
  ROLE_PERMISSIONS_BODY,
  ROLE_PERMISSIONS_RESPONSE,
  ROLE_PERMISSIONS_WRITE_RESPONSE,
  ROLE_RECORD,
  ROLE_SEARCH_QUERY,
  ROLE_SEARCH_RESPONSE,
  ROLE_USERS_BODY,
  ROLE_USERS_WRITE_RESPONSE,
  ROLE_WRITE_RESPONSE,
} from './security-role-schemas.js';
import { listResponse, showMetadata, showResponse } from './security-user-schemas.js';

/** What the roles API needs: the metadata store and the security manager (its principal cache). */
export interface SecurityRoleRoutesOptions {
  db: Kysely<Database>;
  security: SecurityManager;
}

const READ = { permission: ['can_read', 'Role'] as const };
const WRITE = { permission: ['can_write', 'Role'] as const };
const TAGS = ['Security Roles'];
const ROLE_COLUMNS = ['id', 'name'] as const;

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
type RoleId = { Params: { role_id: number } };
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });
const parseSearchQuery = risonParser<RoleSearchQuery>(ROLE_SEARCH_QUERY);

/**
 * `/api/v1/security/roles/…`: roles (list, search with member and permission ids, show, create,
 * rename, delete), the permissions a role grants (listed, or replaced as a whole set) and its
 * members (replaced as a whole set), for administrators (`can_read` / `can_write` on `Role`).
 *
 * @example
 * ```ts
 * await app.register(securityRoleRoutes, { db: store.db, security });
 * ```
 */
export async function securityRoleRoutes(app: FastifyInstance, opts: SecurityRoleRoutesOptions): Promise<void> {
  const roles = new SecurityRoles(opts.db, opts.security);

  app.get<Q>('/api/v1/security/roles/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of roles', querystring: RISON_QUERYSTRING, response: { 200: listResponse(ROLE_RECORD) } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await roles.list(query);
    return { ...page, result: page.result.map((r) => selectFields(r, query.columns ?? query.select_columns, new Set<string>(ROLE_COLUMNS))), ...listMetadata(query.keys, ROLE_COLUMNS, ROLE_ORDER_COLUMNS, 'List Roles') };
  });

  app.get<Q>('/api/v1/security/roles/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    return {
      permissions: resourcePermissions(request.principal!, 'Role', ['can_read', 'can_write']),
      filters: { name: [{ name: 'Starts with', operator: 'sw' }, { name: 'Contains', operator: 'ct' }, { name: 'Equal to', operator: 'eq' }] },
    };
  });

  app.get<Q>('/api/v1/security/roles/search/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Search roles, with their users and permissions', querystring: RISON_QUERYSTRING, response: { 200: ROLE_SEARCH_RESPONSE } },
  }, async (request) => roles.search(parseSearchQuery(request.query.q)));

  app.get<Pk & Q>('/api/v1/security/roles/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a role', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: showResponse(ROLE_RECORD) } },
  }, async (request) => {
    const item = parseItemQuery(request.query.q);
    const result = selectFields(await roles.show(request.params.pk), item.columns, new Set<string>(ROLE_COLUMNS));
    return { id: request.params.pk, result, ...showMetadata(item, ROLE_COLUMNS, 'Show Role') };
  });

  app.post<{ Body: { name: string } }>('/api/v1/security/roles/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a role', body: ROLE_BODY, response: { 201: ROLE_WRITE_RESPONSE } },
  }, async (request, reply) => reply.status(201).send(await roles.create(request.body)));

  app.put<Pk & { Body: { name: string } }>('/api/v1/security/roles/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Rename a role', params: PK_PARAMS, body: ROLE_BODY, response: { 200: ROLE_WRITE_RESPONSE } },
  }, async (request) => roles.update(request.params.pk, request.body));

  app.delete<Pk>('/api/v1/security/roles/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete a role that no user holds', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await roles.remove(request.params.pk);
    return { message: 'OK' };
  });

  app.get<RoleId>('/api/v1/security/roles/:role_id/permissions/', {
    config: READ,
    schema: { tags: TAGS, summary: "Get a role's permissions", params: ROLE_ID_PARAMS, response: { 200: ROLE_PERMISSIONS_RESPONSE } },
  }, async (request) => ({ result: await roles.permissions(request.params.role_id) }));

  app.post<RoleId & { Body: { permission_view_menu_ids: number[] } }>('/api/v1/security/roles/:role_id/permissions', {
    config: WRITE,
    schema: { tags: TAGS, summary: "Replace a role's permissions", params: ROLE_ID_PARAMS, body: ROLE_PERMISSIONS_BODY, response: { 200: ROLE_PERMISSIONS_WRITE_RESPONSE } },
  }, async (request) => roles.setPermissions(request.params.role_id, request.body.permission_view_menu_ids));

  app.put<RoleId & { Body: { user_ids: number[] } }>('/api/v1/security/roles/:role_id/users', {
    config: WRITE,
    schema: { tags: TAGS, summary: "Replace a role's users", params: ROLE_ID_PARAMS, body: ROLE_USERS_BODY, response: { 200: ROLE_USERS_WRITE_RESPONSE } },
  }, async (request) => roles.setUsers(request.params.role_id, request.body.user_ids));
}
