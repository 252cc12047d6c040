import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { RISON_QUERYSTRING, parseItemQuery, parseListQuery, risonParser, type ItemQuery } from '../http/rison-query.js';
import { AnnotationLayers, ANNOTATION_LAYER_LIST_COLUMNS, ANNOTATION_LAYER_ORDER_COLUMNS, ANNOTATION_LAYER_SHOW_COLUMNS, type AnnotationLayerInput } from '../services/annotation-layers.js';
import { Annotations, ANNOTATION_LIST_COLUMNS, ANNOTATION_ORDER_COLUMNS, ANNOTATION_SHOW_COLUMNS, type AnnotationInput } from '../services/annotations.js';
import { parseRelatedQuery, relatedUsers, resourcePermissions } from '../services/related-values.js';
import { selectFields } from '../services/select-fields.js';
import type { Database } from '../store/database.js';
import {
  ANNOTATION_LAYER_LIST_RESPONSE,
  ANNOTATION_LAYER_POST_BODY,
  ANNOTATION_LAYER_PUT_BODY,
  ANNOTATION_LAYER_SHOW_RESPONSE,
  ANNOTATION_LIST_RESPONSE,
  ANNOTATION_PARAMS,
  ANNOTATION_POST_BODY,
  ANNOTATION_PUT_BODY,
  ANNOTATION_SHOW_RESPONSE,
  ANNOTATION_WRITE_RESPONSE,
} from './annotation-layer-schemas.js';
import { INFO_RESPONSE, MESSAGE_RESPONSE, PK_PARAMS, RELATED_RESPONSE, listMetadata } from './database-schemas.js';

/** What the annotation layer routes need: the metadata store. */
export interface AnnotationLayerRoutesOptions {
  db: Kysely<Database>;
}

const READ = { permission: ['can_read', 'Annotation'] as const };
const WRITE = { permission: ['can_write', 'Annotation'] as const };
const TAGS = ['Annotation Layers'];

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: number } };
type AnnotationPk = { Params: { pk: number; annotation_id: number } };
const principalOf = (request: FastifyRequest) => request.principal!;
const parseIds = risonParser<number[]>({ type: 'array', items: { type: 'integer' } });
const parseInfoQuery = risonParser<{ keys?: string[] }>({ type: 'object', properties: { keys: { type: 'array', items: { type: 'string' } } } });

const TEXT_FILTERS = [
  { name: 'Starts with', operator: 'sw' },
  { name: 'Ends with', operator: 'ew' },
  { name: 'Contains', operator: 'ct' },
  { name: 'Equal to', operator: 'eq' },
  { name: 'Not Contains', operator: 'nct' },
  { name: 'Not Equal to', operator: 'neq' },
];
const RELATION = [{ name: 'Relation', operator: 'rel_o_m' }];

const plural = (count: number, one: string, many: string) => `Deleted ${count} ${count === 1 ? one : many}`;

/** Flask-AppBuilder's show envelope: the selected fields and the metadata keys asked for. */
function showEnvelope<T>(id: number, item: T, query: ItemQuery, columns: readonly string[], title: string) {
  const result = selectFields(item, query.columns, new Set(columns));
  const keys = query.keys ?? ['show_columns', 'show_title'];
  return {
    id,
    result,
    ...(keys.includes('show_columns') ? { show_columns: query.columns?.length ? query.columns : [...columns] } : {}),
    ...(keys.includes('show_title') ? { show_title: title } : {}),
    ...(keys.includes('label_columns') ? { label_columns: {} } : {}),
    ...(keys.includes('description_columns') ? { description_columns: {} } : {}),
  };
}

/**
 * `/api/v1/annotation_layer/…`: annotation layers and their annotations with Superset's shapes —
 * list (search, filters, order, pages), show, create, update, delete one or many — behind
 * `can_read` / `can_write` on `Annotation`. Layer names are unique, a layer holding annotations
 * is not deleted, and an annotation's short description is unique in its layer and its end is
 * not before its start (422 with Superset's messages).
 *
 * @example
 * ```ts
 * await app.register(annotationLayerRoutes, { db: store.db });
 * ```
 */
export async function annotationLayerRoutes(app: FastifyInstance, opts: AnnotationLayerRoutesOptions): Promise<void> {
  const layers = new AnnotationLayers(opts.db);
  const annotations = new Annotations(opts.db);

  app.get<Q>('/api/v1/annotation_layer/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of annotation layers', querystring: RISON_QUERYSTRING, response: { 200: ANNOTATION_LAYER_LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    return { ...(await layers.list(query)), ...listMetadata(query.keys, ANNOTATION_LAYER_LIST_COLUMNS, ANNOTATION_LAYER_ORDER_COLUMNS, 'List Annotation Layer') };
  });

  app.get<Q>('/api/v1/annotation_layer/_info', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get metadata information about this API resource', querystring: RISON_QUERYSTRING, response: { 200: INFO_RESPONSE } },
  }, async (request) => {
    parseInfoQuery(request.query.q);
    return {
      permissions: resourcePermissions(principalOf(request), 'Annotation', ['can_read', 'can_write']),
      filters: {
        name: [{ name: 'All Text', operator: 'annotation_layer_all_text' }, ...TEXT_FILTERS],
        descr: TEXT_FILTERS,
        created_by: RELATION,
        changed_by: RELATION,
      },
    };
  });

  app.get<Q & { Params: { column_name: string } }>('/api/v1/annotation_layer/related/:column_name', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get related fields data', querystring: RISON_QUERYSTRING, response: { 200: RELATED_RESPONSE } },
  }, async (request) => {
    const query = parseRelatedQuery(request.query.q);
    const column = request.params.column_name;
    if (column === 'created_by' || column === 'changed_by') return relatedUsers(opts.db, query, request.principal);
    throw HttpError.notFound();
  });

  app.post<{ Body: AnnotationLayerInput }>('/api/v1/annotation_layer/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create an annotation layer', body: ANNOTATION_LAYER_POST_BODY, response: { 201: ANNOTATION_WRITE_RESPONSE } },
  }, async (request, reply) => reply.status(201).send(await layers.create(principalOf(request), request.body)));

  app.delete<Q>('/api/v1/annotation_layer/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete multiple annotation layers in a bulk operation', querystring: RISON_QUERYSTRING, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    const deleted = await layers.removeMany(parseIds(request.query.q));
    return { message: plural(deleted, 'annotation layer', 'annotation layers') };
  });

  app.get<Pk & Q>('/api/v1/annotation_layer/:pk', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get an annotation layer', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: ANNOTATION_LAYER_SHOW_RESPONSE } },
  }, async (request) => {
    const query = parseItemQuery(request.query.q);
    return showEnvelope(request.params.pk, await layers.show(request.params.pk), query, ANNOTATION_LAYER_SHOW_COLUMNS, 'Show Annotation Layer');
  });

  app.put<Pk & { Body: AnnotationLayerInput }>('/api/v1/annotation_layer/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update an annotation layer', params: PK_PARAMS, body: ANNOTATION_LAYER_PUT_BODY, response: { 200: ANNOTATION_WRITE_RESPONSE } },
  }, async (request) => layers.update(principalOf(request), request.params.pk, request.body));

  app.delete<Pk>('/api/v1/annotation_layer/:pk', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete annotation layer', params: PK_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await layers.removeMany([request.params.pk]);
    return { message: 'OK' };
  });

  app.get<Pk & Q>('/api/v1/annotation_layer/:pk/annotation/', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get a list of annotations of a layer', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: ANNOTATION_LIST_RESPONSE } },
  }, async (request) => {
    const query = parseListQuery(request.query.q);
    return { ...(await annotations.list(request.params.pk, query)), ...listMetadata(query.keys, ANNOTATION_LIST_COLUMNS, ANNOTATION_ORDER_COLUMNS, 'List Annotation') };
  });

  app.post<Pk & { Body: AnnotationInput }>('/api/v1/annotation_layer/:pk/annotation/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Create an annotation in a layer', params: PK_PARAMS, body: ANNOTATION_POST_BODY, response: { 201: ANNOTATION_WRITE_RESPONSE } },
  }, async (request, reply) => reply.status(201).send(await annotations.create(principalOf(request), request.params.pk, request.body)));

  app.delete<Pk & Q>('/api/v1/annotation_layer/:pk/annotation/', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Bulk delete annotations of a layer', params: PK_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    const deleted = await annotations.removeMany(request.params.pk, parseIds(request.query.q));
    return { message: plural(deleted, 'annotation', 'annotations') };
  });

  app.get<AnnotationPk & Q>('/api/v1/annotation_layer/:pk/annotation/:annotation_id', {
    config: READ,
    schema: { tags: TAGS, summary: 'Get an annotation', params: ANNOTATION_PARAMS, querystring: RISON_QUERYSTRING, response: { 200: ANNOTATION_SHOW_RESPONSE } },
  }, async (request) => {
    const query = parseItemQuery(request.query.q);
    const { pk, annotation_id: id } = request.params;
    return showEnvelope(id, await annotations.show(pk, id), query, ANNOTATION_SHOW_COLUMNS, 'Show Annotation');
  });

  app.put<AnnotationPk & { Body: AnnotationInput }>('/api/v1/annotation_layer/:pk/annotation/:annotation_id', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Update an annotation', params: ANNOTATION_PARAMS, body: ANNOTATION_PUT_BODY, response: { 200: ANNOTATION_WRITE_RESPONSE } },
  }, async (request) => annotations.update(principalOf(request), request.params.pk, request.params.annotation_id, request.body));

  app.delete<AnnotationPk>('/api/v1/annotation_layer/:pk/annotation/:annotation_id', {
    config: WRITE,
    schema: { tags: TAGS, summary: 'Delete an annotation', params: ANNOTATION_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await annotations.removeMany(request.params.pk, [request.params.annotation_id]);
    return { message: 'OK' };
  });
}
