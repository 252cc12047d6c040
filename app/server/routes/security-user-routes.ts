import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import { resourcePermissions } from '../services/related-values.js';
import { USER_COLUMNS } from '../services/security-user-records.js';
import { SecurityUsers, USER_ORDER_COLUMNS, type UserInput } from '../services/security-users.js';
import { selectFields } from '../services/select-fields.js';
import type { SecurityManager } from '../security/security-manager.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, MESSAGE_RESPONSE, PK_PARAMS, listMetadata } from './database-schemas.js';
import { USER_POST_BODY, USER_PUT_BODY, USER_RECORD, USER_WRITE_RESPONSE, listResponse, showMetadata, showResponse } from './security-user-schemas.js';

/** What the users API needs: the metadata store and the security manager (its principal cache and sessions). */
export interface SecurityUserRoutesOptions {
  db: Kysely<Database>;
  security: SecurityManager;
}

const READ = { permission: ['can_read', 'User'] as const };
const WRITE = { permission: ['can_write', 'User'] as const };
const TAGS = ['Security Users'];

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });

const text = [
  { name: 'Starts with', operator: 'sw' },
  { name: 'Ends with', operator: 'ew' },
  { name: 'Contains', operator: 'ct' },
  { name: 'Equal to', operator: 'eq' },
  { name: 'Not Contains', operator: 'nct' },
  { name: 'Not Equal to', operator: 'neq' },
];
const time = [{ name: 'Between', operator: 'between' }, { name: 'Greater than', operator: 'gt' }, { name: 'Smaller than', operator: 'lt' }];

/**
 * `/api/v1/security/users/…`: the people who may sign in — list (filters, order, pages), show,
 * create, update (a password sets a new one; deactivating ends their sessions) and delete, for
 * administrators (`can_read` / `can_write` on `User`). Password hashes never leave the server.
 *
 * @example
 * ```ts
 * await app.register(securityUserRoutes, { db: store.db, security });
 * ```
 */
export async function securityUserRoutes(app: FastifyInstance, opts: SecurityUserRoutesOptions): Promise<void> {
  const users = new SecurityUsers(opts.db, opts.security);

  app.get<Q>('/api/v1/security/users/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of users', querystring: RISON_QUERYSTRING, response: { 200: listResponse(USER_RECORD) } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    return { ...(await users.list(query)), ...listMetadata(query.keys, USER_COLUMNS, USER_ORDER_COLUMNS, 'List Users') };
  });

  app.get<Q>('/api/v1/security/users/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    return {
      permissions: resourcePermissions(request.principal!, 'User', ['can_read', 'can_write']),
      filters: {
        username: text,
        first_name: text,
        last_name: text,
        email: text,
        active: [{ name: 'Equal to', operator: 'eq' }],
        roles: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
        created_on: time,
        changed_on: time,
        last_login: time,
        created_by: [{ name: 'Relation', operator: 'rel_o_m' }],
        changed_by: [{ name: 'Relation', operator: 'rel_o_m' }],
      },
    };
  });

  app.get<Pk & Q>('/api/v1/security/users/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a user', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: showResponse(USER_RECORD) } },
  }, async (request) => {
    const item = parseItemQuery(request.query.q);
    const result = selectFields(await users.show(request.params.pk), item.columns, new Set<string>(USER_COLUMNS));
    return { id: request.params.pk, result, ...showMetadata(item, USER_COLUMNS, 'Show User') };
  });

  app.post<{ Body: Required<Omit<UserInput, 'active'>> & Pick<UserInput, 'active'> }>('/api/v1/security/users/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a user', body: USER_POST_BODY, response: { 201: USER_WRITE_RESPONSE } },
  }, async (request, reply) => reply.status(201).send(await users.create(request.principal!, request.body)));

  app.put<Pk & { Body: UserInput }>('/api/v1/security/users/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update a user', params: PK_PARAMS, body: USER_PUT_BODY, response: { 200: USER_WRITE_RESPONSE } },
  }, async (request) => users.update(request.principal!, request.params.pk, request.body));

  app.delete<Pk>('/api/v1/security/users/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete a user', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await users.remove(request.principal!, request.params.pk);
    return { message: 'OK' };
  });
}
