import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { chartFormData } from '../services/chart-serializer.js';
import { ChartService } from '../services/chart-service.js';
import { ExploreFormDataCache, type ExploreFormDataInput } from '../services/explore-form-data-cache.js';
import type { Database } from '../store/database.js';
import { OPEN_OBJECT } from './database-schemas.js';

/** What the form-data routes need: the metadata store (the cache is the server's own). */
export interface ExploreFormDataRoutesOptions {
  db: Kysely<Database>;
}

const TAGS = ['Explore Form Data'];
const principalOf = (request: FastifyRequest) => request.principal!;

const FORM_DATA_BODY = {
  type: 'object',
  required: ['datasource_id', 'datasource_type', 'form_data'],
  additionalProperties: false,
  properties: {
    datasource_id: { type: 'integer', minimum: 1 },
    datasource_type: { enum: ['table', 'dataset'] },
    chart_id: { type: 'integer', minimum: 1 },
    form_data: { type: 'string', maxLength: 1_000_000 },
  },
} as const;

const KEY_PARAMS = { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 64 } } } as const;
const TAB_QUERY = { type: 'object', properties: { tab_id: { type: 'integer' } } } as const;
const KEY_ANSWER = { type: 'object', properties: { key: { type: 'string' } } } as const;

/** Superset's `validate_json`: the stored text must be JSON. */
function checkJson(input: ExploreFormDataInput): void {
  try {
    JSON.parse(input.form_data);
  } catch {
    throw HttpError.badRequest({ form_data: ['JSON not valid'] });
  }
}

/**
 * Explore's form data in Superset's shapes: `GET /api/v1/form_data/?slice_id=` (the saved chart's
 * form data, what `@superset-ui/core`'s `ChartClient.loadFormData` reads) and the unsaved-state
 * cache `POST/PUT/GET/DELETE /api/v1/explore/form_data` behind explore's `form_data_key`.
 *
 * @example
 * ```ts
 * await app.register(exploreFormDataRoutes, { db: store.db });
 * ```
 */
export async function exploreFormDataRoutes(app: FastifyInstance, opts: ExploreFormDataRoutesOptions): Promise<void> {
  const charts = new ChartService(opts.db);
  const store = new ExploreFormDataCache(opts.db, app.engine.cache, charts);

  app.get<{ Querystring: { slice_id?: number } }>('/api/v1/form_data/', {
    config: { permission: ['can_read', 'Chart'] },
    schema: {
      tags: TAGS,
      summary: "A saved chart's form data (Superset's legacy form_data API)",
      querystring: { type: 'object', properties: { slice_id: { type: 'integer', minimum: 1 } } },
      response: { 200: OPEN_OBJECT },
    },
  }, async (request) => {
    // Superset answers `{}` for no chart or an unknown one; a chart the caller may not see is unknown.
    if (request.query.slice_id === undefined) return {};
    try {
      const { chart } = await charts.open(principalOf(request), request.query.slice_id);
      return chartFormData(chart);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return {};
      throw error;
    }
  });

  app.post<{ Body: ExploreFormDataInput }>('/api/v1/explore/form_data', {
    config: { permission: ['can_write', 'ExploreFormDataRestApi'] },
    schema: { tags: TAGS, summary: 'Create a new form_data', querystring: TAB_QUERY, body: FORM_DATA_BODY, response: { 201: KEY_ANSWER } },
  }, async (request, reply) => {
    checkJson(request.body);
    return reply.status(201).send({ key: await store.create(principalOf(request), request.body) });
  });

  app.put<{ Body: ExploreFormDataInput; Params: { key: string } }>('/api/v1/explore/form_data/:key', {
    config: { permission: ['can_write', 'ExploreFormDataRestApi'] },
    schema: { tags: TAGS, summary: "Update an existing form_data", params: KEY_PARAMS, querystring: TAB_QUERY, body: FORM_DATA_BODY, response: { 200: KEY_ANSWER } },
  }, async (request) => {
    checkJson(request.body);
    return { key: await store.update(principalOf(request), request.params.key, request.body) };
  });

  app.get<{ Params: { key: string } }>('/api/v1/explore/form_data/:key', {
    config: { permission: ['can_read', 'ExploreFormDataRestApi'] },
    schema: { tags: TAGS, summary: 'Get a form_data', params: KEY_PARAMS, response: { 200: { type: 'object', properties: { form_data: { type: 'string' } } } } },
  }, async (request) => ({ form_data: await store.get(principalOf(request), request.params.key) }));

  app.delete<{ Params: { key: string } }>('/api/v1/explore/form_data/:key', {
    config: { permission: ['can_write', 'ExploreFormDataRestApi'] },
    schema: { tags: TAGS, summary: 'Delete a form_data', params: KEY_PARAMS, response: { 200: { type: 'object', properties: { message: { type: 'string' } } } } },
  }, async (request) => {
    await store.remove(principalOf(request), request.params.key);
    return { message: 'Deleted successfully' };
  });
}
