import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { relatedRoles } from '../services/dashboard-roles.js';
import { DatabaseService } from '../services/database-service.js';
import { parseRelatedQuery, relatedUsers, resourcePermissions } from '../services/related-values.js';
import type { RuleInput } from '../services/row-level-security-input.js';
import { RLS_LIST_COLUMNS, RLS_ORDER_COLUMNS } from '../services/row-level-security-list.js';
import { relatedRuleTables } from '../services/row-level-security-related.js';
import { RowLevelSecurityRules } from '../services/row-level-security-rules.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, LIST_RESPONSE, MESSAGE_RESPONSE, PK_PARAMS, RELATED_RESPONSE, listMetadata } from './database-schemas.js';
import { RLS_POST_BODY, RLS_PUT_BODY, RLS_SHOW_RESPONSE, RLS_WRITE_RESPONSE } from './rls-schemas.js';

/** What the RLS routes need: the metadata store, and the engine connections whose dialects the clauses are checked in. */
export interface RlsRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
}

const READ = { permission: ['can_read', 'RowLevelSecurity'] as const };
const WRITE = { permission: ['can_write', 'RowLevelSecurity'] as const };
const TAGS = ['Row Level Security'];

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
const principalOf = (request: FastifyRequest) => request.principal!;
const parseIds = risonParser<number[]>({ type: 'array', items: { type: 'integer' } });
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });

const SHOW_COLUMNS = ['name', 'description', 'filter_type', 'tables.id', 'tables.schema', 'tables.table_name', 'roles.id', 'roles.name', 'group_key', 'clause'];

/**
 * `/api/v1/rowlevelsecurity/…`: the row-level-security rules, with Superset's shapes — list
 * (filters, order, pages), show, create, update, delete one or many, and the dataset and role
 * pickers of the rule form. Only holders of `can_read` / `can_write` on `RowLevelSecurity`
 * (administrators) may call them.
 *
 * @example
 * ```ts
 * await app.register(rlsRoutes, { db: store.db, connections: engine.connections });
 * ```
 */
export async function rlsRoutes(app: FastifyInstance, opts: RlsRoutesOptions): Promise<void> {
  const databases = new DatabaseService(opts.db, opts.connections);
  const rules = new RowLevelSecurityRules(opts.db, (database) => databases.specOf(database));

  app.get<Q>('/api/v1/rowlevelsecurity/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of RLS', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    return { ...(await rules.list(query)), ...listMetadata(query.keys, RLS_LIST_COLUMNS, RLS_ORDER_COLUMNS, 'List Row Level Security Filter') };
  });

  app.get<Q>('/api/v1/rowlevelsecurity/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    const text = [{ name: 'Starts with', operator: 'sw' }, { name: 'Contains', operator: 'ct' }, { name: 'Equal to', operator: 'eq' }];
    return {
      permissions: resourcePermissions(principalOf(request), 'RowLevelSecurity', ['can_read', 'can_write']),
      filters: {
        name: text,
        description: text,
        filter_type: [{ name: 'Equal to', operator: 'eq' }],
        group_key: text,
        clause: text,
        tables: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
        roles: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
        created_by: [{ name: 'Relation', operator: 'rel_o_m' }],
        changed_by: [{ name: 'Relation', operator: 'rel_o_m' }],
      },
    };
  });

  app.get<Q & { Params: { column_name: string } }>('/api/v1/rowlevelsecurity/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const query = parseRelatedQuery(request.query.q);
    const column = request.params.column_name;
    if (column === 'tables') return relatedRuleTables(opts.db, principalOf(request), query);
    if (column === 'roles') return relatedRoles(opts.db, query);
    if (column === 'created_by' || column === 'changed_by') return relatedUsers(opts.db, query, request.principal);
    throw HttpError.notFound();
  });

  app.post<{ Body: RuleInput }>('/api/v1/rowlevelsecurity/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a new RLS rule', body: RLS_POST_BODY, response: { 201: RLS_WRITE_RESPONSE } },
  }, async (request, reply) => reply.status(201).send(await rules.create(principalOf(request), request.body)));

  app.delete<Q>('/api/v1/rowlevelsecurity/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Bulk delete RLS rules', querystring: RISON_QUERYSTRING, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    const deleted = await rules.removeMany(parseIds(request.query.q));
    return { message: `Deleted ${deleted} rule${deleted === 1 ? '' : 's'}` };
  });

  app.get<Pk & Q>('/api/v1/rowlevelsecurity/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get an RLS', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: RLS_SHOW_RESPONSE } },
  }, async (request) => {
    const query = parseItemQuery(request.query.q);
    const shown = await rules.show(request.params.pk);
    const keys = query.keys ?? ['show_columns', 'show_title'];
    if (keys.includes('none')) return shown;
    return {
      ...shown,
      ...(keys.includes('show_columns') ? { show_columns: SHOW_COLUMNS } : {}),
      ...(keys.includes('show_title') ? { show_title: 'Show Row Level Security Filter' } : {}),
    };
  });

  app.put<Pk & { Body: Partial<RuleInput> }>('/api/v1/rowlevelsecurity/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update an RLS rule', params: PK_PARAMS, body: RLS_PUT_BODY, response: { 200: RLS_WRITE_RESPONSE } },
  }, async (request) => rules.update(principalOf(request), request.params.pk, request.body));

  app.delete<Pk>('/api/v1/rowlevelsecurity/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete an RLS', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await rules.removeMany([request.params.pk]);
    return { message: 'OK' };
  });
}
