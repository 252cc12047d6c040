import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser } from '../http/rison-query.js';
import { canAccessDataset } from '../security/datasource-access.js';
import { distinctColumnValues } from '../services/column-values.js';
import { datasetAccessDenied } from '../services/dataset-access-denied.js';
import { loadDatasetBundle } from '../services/dataset-bundle.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { DatabaseService } from '../services/database-service.js';
import { DATASET_LIST_COLUMNS, DATASET_ORDER_COLUMNS } from '../services/dataset-list.js';
import { DATASET_SHOW_COLUMNS } from '../services/dataset-serializer.js';
import { DatasetService, type DatasetCreateInput } from '../services/dataset-service.js';
import type { DatasetUpdateInput } from '../services/dataset-update.js';
import { distinctDatasetValues, parseRelatedQuery, relatedDatabases, relatedObjects, relatedUsers, resourcePermissions } from '../services/related-values.js';
import { RowLevelSecurity } from '../services/row-level-security.js';
import type { Database } from '../store/database.js';
import { INFO_RESPONSE, ITEM_RESPONSE, LIST_RESPONSE, MESSAGE_RESPONSE, OPEN_OBJECT, PK_PARAMS, RELATED_RESPONSE, listMetadata } from './database-schemas.js';
import { COLUMN_VALUES_PARAMS, DATASET_POST_BODY, DATASET_PUT_BODY, DATASET_PUT_QUERYSTRING, GET_OR_CREATE_BODY } from './dataset-schemas.js';

/** What the dataset routes need: the metadata store and the server's engine connections. */
export interface DatasetRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
}

const READ = { permission: ['can_read', 'Dataset'] as const };
const WRITE = { permission: ['can_write', 'Dataset'] as const };
const TAGS = ['Datasets'];

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
const principalOf = (request: FastifyRequest) => request.principal!;
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });

/**
 * `/api/v1/dataset/…` and the datasource column values: datasets over physical tables and
 * virtual SQL, their columns and saved metrics, with Superset's request and response shapes.
 *
 * @example
 * ```ts
 * await app.register(datasetRoutes, { db: store.db, connections });
 * ```
 */
export async function datasetRoutes(app: FastifyInstance, opts: DatasetRoutesOptions): Promise<void> {
  const databases = new DatabaseService(opts.db, opts.connections);
  const datasets = new DatasetService(opts.db, databases);

  app.get<Q>('/api/v1/dataset/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of datasets', querystring: RISON_QUERYSTRING, response: { 200: LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    const page = await datasets.list(principalOf(request), query);
    return { ...page, ...listMetadata(query.keys, DATASET_LIST_COLUMNS, DATASET_ORDER_COLUMNS, 'List Sqla Table') };
  });

  app.get<Q>('/api/v1/dataset/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    const permissions = resourcePermissions(principalOf(request), 'Dataset', ['can_read', 'can_write', 'can_export', 'can_duplicate']);
    const eq = { name: 'Equal to', operator: 'eq' };
    return {
      permissions,
      filters: {
        table_name: [eq, { name: 'Contains', operator: 'ct' }, { name: 'Starts with', operator: 'sw' }],
        database: [{ name: 'Relation', operator: 'rel_o_m' }],
        owners: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
        schema: [eq],
        sql: [{ name: 'Null or Empty', operator: 'dataset_is_null_or_empty' }],
        id: [eq, { name: 'Is certified', operator: 'dataset_is_certified' }],
      },
    };
  });

  app.get<Q & { Params: { column_name: string } }>('/api/v1/dataset/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const query = parseRelatedQuery(request.query.q);
    const column = request.params.column_name;
    if (column === 'database') return relatedDatabases(opts.db, principalOf(request), query);
    if (['owners', 'created_by', 'changed_by'].includes(column)) return relatedUsers(opts.db, query, request.principal);
    throw HttpError.notFound();
  });

  app.get<Q & { Params: { column_name: string } }>('/api/v1/dataset/distinct/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get distinct values from field data', querystring: RISON_QUERYSTRING, response: { 200: OPEN_OBJECT } },
  }, async (request) => distinctDatasetValues(opts.db, principalOf(request), request.params.column_name, parseRelatedQuery(request.query.q)));

  app.post<{ Body: DatasetCreateInput }>('/api/v1/dataset/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create a new dataset', body: DATASET_POST_BODY, response: { 201: OPEN_OBJECT } },
  }, async (request, reply) => reply.status(201).send(await datasets.create(principalOf(request), request.body)));

  app.post<{ Body: { database_id: number; table_name: string; schema?: string | null; catalog?: string | null; template_params?: string } }>('/api/v1/dataset/get_or_create/', {
    config: WRITE,
    schema: {
      tags: TAGS,
      summary: 'Retrieve a table by name, or create it if it does not exist',
      body: GET_OR_CREATE_BODY,
      response: { 200: { type: 'object', properties: { result: { type: 'object', properties: { table_id: { type: 'integer' } } } } } },
    },
  }, async (request) => ({ result: await datasets.getOrCreate(principalOf(request), request.body) }));

  app.get<Pk & Q>('/api/v1/dataset/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a dataset', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: OPEN_OBJECT } },
  }, async (request) => {
    const query = parseItemQuery(request.query.q);
    const shown = await datasets.show(principalOf(request), request.params.pk, query);
    const keys = query.keys ?? ['show_columns', 'show_title'];
    if (keys.includes('none')) return shown;
    return {
      ...shown,
      ...(keys.includes('show_columns') ? { show_columns: query.columns?.length ? query.columns : [...DATASET_SHOW_COLUMNS] } : {}),
      ...(keys.includes('show_title') ? { show_title: 'Show Sqla Table' } : {}),
      ...(keys.includes('label_columns') ? { label_columns: {} } : {}),
      ...(keys.includes('description_columns') ? { description_columns: {} } : {}),
    };
  });

  app.put<Pk & { Body: DatasetUpdateInput; Querystring: { override_columns?: boolean } }>('/api/v1/dataset/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update a dataset', params: PK_PARAMS, querystring: DATASET_PUT_QUERYSTRING, body: DATASET_PUT_BODY, response: { 200: ITEM_RESPONSE } },
  }, async (request) => datasets.update(principalOf(request), request.params.pk, request.body, request.query.override_columns ?? false));

  app.delete<Pk>('/api/v1/dataset/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete a dataset', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await datasets.remove(principalOf(request), request.params.pk);
    return { message: 'OK' };
  });

  app.put<Pk>('/api/v1/dataset/:pk/refresh', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Refresh and update columns of a dataset', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await datasets.refresh(principalOf(request), request.params.pk);
    return { message: 'OK' };
  });

  app.get<Pk>('/api/v1/dataset/:pk/related_objects', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get charts and dashboards count associated to a dataset', params: PK_PARAMS, response: { 200: OPEN_OBJECT } },
  }, async (request) => {
    await datasets.open(principalOf(request), request.params.pk);
    return relatedObjects(opts.db, [request.params.pk]);
  });

  app.get<{ Params: { datasource_type: string; datasource_id: number; column_name: string } }>('/api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/', {
    config: READ,
    schema: {
      tags: ['Datasources'],
      summary: 'Get possible values for a datasource column',
      params: COLUMN_VALUES_PARAMS,
      response: { 200: { type: 'object', properties: { result: { type: 'array', items: {} } } } },
    },
  }, async (request) => {
    const { datasource_type: type, datasource_id: id, column_name: column } = request.params;
    if (type !== 'table') throw HttpError.badRequest(`Invalid datasource type: ${type}`);
    const principal = principalOf(request);
    const bundle = await loadDatasetBundle(opts.db, id);
    if (!bundle) throw HttpError.notFound('The dataset could not be found.');
    if (!canAccessDataset(principal, { ...bundle.dataset, database: bundle.database })) throw datasetAccessDenied(bundle.dataset.table_name);
    if (!bundle.columns.some((c) => c.column_name === column)) throw HttpError.notFound(`Column ${column} does not exist`);
    const rowLevelSecurity = await RowLevelSecurity.of(opts.db).predicatesFor(principal, id);
    const { connection, spec } = await databases.connect(bundle.database);
    return { result: await distinctColumnValues(connection, spec, bundle, column, { rowLevelSecurity }) };
  });
}
