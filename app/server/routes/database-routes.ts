import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseListQuery, risonParser } from '../http/rison-query.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { DatabaseMetadataService } from '../services/database-metadata-service.js';
import { DATABASE_LIST_COLUMNS, DATABASE_ORDER_COLUMNS, DatabaseService, type DatabaseInput } from '../services/database-service.js';
import { availableEngines } from '../services/available-engines.js';
import { parseRelatedQuery, relatedObjects, relatedUsers, resourcePermissions } from '../services/related-values.js';
import type { Database } from '../store/database.js';
import {
  AVAILABLE_RESPONSE,
  DATABASE_POST_BODY,
  DATABASE_PUT_BODY,
  INFO_RESPONSE,
  ITEM_RESPONSE,
  LIST_RESPONSE,
  MESSAGE_RESPONSE,
  OPEN_OBJECT,
  PK_PARAMS,
  RELATED_RESPONSE,
  SCHEMAS_RESPONSE,
  STRING_LIST_RESPONSE,
  TABLES_RESPONSE,
  TABLE_QUERYSTRING,
  TEST_CONNECTION_BODY,
  listMetadata,
} from './database-schemas.js';

/** What the database routes need: the metadata store and the server's engine connections. */
export interface DatabaseRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
}

const READ = { permission: ['can_read', 'Database'] as const };
const WRITE = { permission: ['can_write', 'Database'] as const };
const TAGS = ['Database'];

const parseCatalogsQuery = risonParser<{ force?: boolean }>({ type: 'object', properties: { force: { type: 'boolean' } } });
const parseSchemasQuery = risonParser<{ force?: boolean; catalog?: string; upload_allowed?: boolean }>({
  type: 'object',
  properties: { force: { type: 'boolean' }, catalog: { type: 'string' }, upload_allowed: { type: 'boolean' } },
});
const parseTablesQuery = risonParser<{ force?: boolean; schema_name?: string; catalog_name?: string }>({
  type: 'object',
  properties: { force: { type: 'boolean' }, schema_name: { type: 'string' }, catalog_name: { type: 'string' } },
});
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
const principalOf = (request: FastifyRequest) => request.principal!;

/**
 * `/api/v1/database/…`: database connections (list, read, create, update, delete, test) and
 * what they contain (catalogs, schemas, tables, table metadata, select star, functions), with
 * Superset's request and response shapes.
 *
 * @example
 * ```ts
 * await app.register(databaseRoutes, { db: store.db, connections });
 * ```
 */
export async function databaseRoutes(app: FastifyInstance, opts: DatabaseRoutesOptions): Promise<void> {
  const databases = new DatabaseService(opts.db, opts.connections);
  const metadata = new DatabaseMetadataService(opts.db, databases);

  app.get<Q>('/api/v1/database/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of databases', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await databases.list(principalOf(request), query);
    return { ...page, ...listMetadata(query.keys, DATABASE_LIST_COLUMNS, DATABASE_ORDER_COLUMNS, 'List Database') };
  });

  app.get<Q>('/api/v1/database/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    const permissions = resourcePermissions(principalOf(request), 'Database', ['can_read', 'can_write', 'can_export', 'can_upload']);
    const operators = [{ name: 'Equal to', operator: 'eq' }, { name: 'Contains', operator: 'ct' }, { name: 'Starts with', operator: 'sw' }];
    return { permissions, filters: { database_name: operators, expose_in_sqllab: [operators[0]], allow_run_async: [operators[0]], allow_dml: [operators[0]] } };
  });

  app.get('/api/v1/database/available/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get names of databases currently available', response: { 200: AVAILABLE_RESPONSE } },
  }, async () => ({ databases: availableEngines(app.kernel.databaseEngines.values()) }));

  app.get<Q & { Params: { column_name: string } }>('/api/v1/database/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    if (!['created_by', 'changed_by'].includes(request.params.column_name)) throw HttpError.notFound();
    return relatedUsers(opts.db, parseRelatedQuery(request.query.q), request.principal);
  });

  app.post<{ Body: { database_name?: string; sqlalchemy_uri: string; extra?: string } }>('/api/v1/database/test_connection/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Test a database connection', body: TEST_CONNECTION_BODY, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await databases.testConnection(request.body);
    return { message: 'OK' };
  });

  app.post<{ Body: DatabaseInput & { database_name: string; sqlalchemy_uri: string } }>('/api/v1/database/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a new database', body: DATABASE_POST_BODY, response: { 201: ITEM_RESPONSE } },
  }, async (request, reply) => {
    const created = await databases.create(principalOf(request), request.body);
    return reply.status(201).send(created);
  });

  app.get<Pk>('/api/v1/database/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a database', params: PK_PARAMS, response: { 200: ITEM_RESPONSE } },
  }, async (request) => ({ id: request.params.pk, result: await databases.show(principalOf(request), request.params.pk) }));

  app.get<Pk>('/api/v1/database/:pk/connection', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a database connection info', params: PK_PARAMS, response: { 200: ITEM_RESPONSE } },
  }, async (request) => ({ id: request.params.pk, result: await databases.show(principalOf(request), request.params.pk) }));

  app.put<Pk & { Body: DatabaseInput }>('/api/v1/database/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Change a database', params: PK_PARAMS, body: DATABASE_PUT_BODY, response: { 200: ITEM_RESPONSE } },
  }, async (request) => {
    const updated = await databases.update(principalOf(request), request.params.pk, request.body);
    metadata.forget(request.params.pk);
    return updated;
  });

  app.delete<Pk>('/api/v1/database/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete a database', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await databases.remove(principalOf(request), request.params.pk);
    metadata.forget(request.params.pk);
    return { message: 'OK' };
  });

  app.get<Pk>('/api/v1/database/:pk/related_objects/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get charts and dashboards count associated to a database', params: PK_PARAMS, response: { 200: OPEN_OBJECT } },
  }, async (request) => {
    const row = await databases.find(principalOf(request), request.params.pk);
    const ids = (await opts.db.selectFrom('tables').select('id').where('database_id', '=', row.id).execute()).map((t) => t.id);
    return relatedObjects(opts.db, ids);
  });

  app.get<Pk & Q>('/api/v1/database/:pk/catalogs/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get all catalogs from a database', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: STRING_LIST_RESPONSE } },
  }, async (request) => {
    const { force = false } = parseCatalogsQuery(request.query.q);
    return { result: await metadata.catalogs(principalOf(request), request.params.pk, force) };
  });

  app.get<Pk & Q>('/api/v1/database/:pk/schemas/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get all schemas from a database', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: SCHEMAS_RESPONSE } },
  }, async (request) => {
    const q = parseSchemasQuery(request.query.q);
    const row = await databases.find(principalOf(request), request.params.pk);
    // No engine of ours takes file uploads yet, so no schema allows them.
    if (q.upload_allowed && !row.allow_file_upload) return { result: [], default_schema: null };
    const schemas = await metadata.schemas(principalOf(request), request.params.pk, { catalog: q.catalog ?? null, force: q.force ?? false });
    // Beyond Superset's answer: the schema SQL Lab preselects, the engine's default when the caller sees it.
    const named = databases.specOf(row)?.defaultSchema?.(row.sqlalchemy_uri) ?? null;
    return { result: schemas, default_schema: named !== null && schemas.includes(named) ? named : null };
  });

  app.get<Pk & Q>('/api/v1/database/:pk/tables/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of tables for given database', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: TABLES_RESPONSE } },
  }, async (request) => {
    const q = parseTablesQuery(request.query.q);
    return metadata.tables(principalOf(request), request.params.pk, { schema: q.schema_name || null, catalog: q.catalog_name ?? null, force: q.force ?? false });
  });

  type TableQ = Pk & { Querystring: { name: string; schema?: string; catalog?: string } };
  const tableRef = (q: TableQ['Querystring']) => ({ table: q.name, schema: q.schema || null, catalog: q.catalog || null });

  app.get<TableQ>('/api/v1/database/:pk/table_metadata/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get table metadata', params: PK_PARAMS, querystring: TABLE_QUERYSTRING, response: { 200: OPEN_OBJECT } },
  }, async (request) => metadata.tableMetadata(principalOf(request), request.params.pk, tableRef(request.query)));

  app.get<TableQ>('/api/v1/database/:pk/table_metadata/extra/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get table extra metadata', params: PK_PARAMS, querystring: TABLE_QUERYSTRING, response: { 200: OPEN_OBJECT } },
  }, async (request) => metadata.tableExtraMetadata(principalOf(request), request.params.pk, tableRef(request.query)));

  const selectStarSchema = (withSchema: boolean) => ({
    tags: TAGS,
    summary: 'Get database select star for table',
    params: {
      type: 'object',
      required: withSchema ? ['pk', 'table_name', 'schema_name'] : ['pk', 'table_name'],
      properties: { pk: { type: 'integer' }, table_name: { type: 'string', minLength: 1 }, ...(withSchema ? { schema_name: { type: 'string' } } : {}) },
    },
    response: { 200: { type: 'object', properties: { result: { type: 'string' } } } },
  });
  type StarParams = { Params: { pk: number; table_name: string; schema_name?: string } };
  const selectStar = async (request: FastifyRequest<StarParams>) => ({
    result: await metadata.selectStar(principalOf(request), request.params.pk, {
      table: request.params.table_name,
      schema: request.params.schema_name || null,
    }),
  });
  app.get<StarParams>('/api/v1/database/:pk/select_star/:table_name/', { config: READ, schema: selectStarSchema(false) }, selectStar);
  app.get<StarParams>('/api/v1/database/:pk/select_star/:table_name/:schema_name/', { config: READ, schema: selectStarSchema(true) }, selectStar);

  app.get<Pk>('/api/v1/database/:pk/function_names/', {
    config: READ,
    schema: {
      tags: TAGS,
      summary: 'Get function names supported by a database',
      params: PK_PARAMS,
      response: { 200: { type: 'object', properties: { function_names: { type: 'array', items: { type: 'string' } } } } },
    },
  }, async (request) => ({ function_names: await metadata.functionNames(principalOf(request), request.params.pk) }));
}
