import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { absoluteUrl } from '../http/absolute-url.js';
import { ChartService } from '../services/chart-service.js';
import { exploreContext, type ExploreContextQuery } from '../services/chart-explore-context.js';
import { ExplorePermalinks, type ExplorePermalinkState } from '../services/chart-explore-permalinks.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { DatabaseService } from '../services/database-service.js';
import { ExploreFormDataCache } from '../services/explore-form-data-cache.js';
import type { Database } from '../store/database.js';
import { OPEN_OBJECT } from './database-schemas.js';

/**
 * What the explore routes need: the metadata store and the engine connections, whose engine
 * specs give the dataset's type families and time grains. Without `connections` the server's
 * own (`app.engine.connections`) are used.
 */
export interface ExploreRoutesOptions {
  db: Kysely<Database>;
  connections?: ConnectionProvider;
}

const TAGS = ['Explore'];
const principalOf = (request: FastifyRequest) => request.principal!;

const EXPLORE_QUERYSTRING = {
  type: 'object',
  properties: {
    slice_id: { type: 'integer' },
    datasource_id: { type: 'integer' },
    datasource_type: { type: 'string' },
    permalink_key: { type: 'string' },
    form_data_key: { type: 'string' },
  },
} as const;

const PERMALINK_BODY = {
  type: 'object',
  required: ['formData'],
  additionalProperties: false,
  properties: {
    formData: {
      type: 'object',
      required: ['datasource'],
      properties: { datasource: { type: 'string', pattern: '^\\d+__\\w+$' } },
      additionalProperties: true,
    },
    urlParams: {
      type: ['array', 'null'],
      items: { type: 'array', minItems: 2, maxItems: 2, items: { type: ['string', 'null'] } },
    },
  },
} as const;

/**
 * `/api/v1/explore/…`: the bootstrap explore's page opens with (from a chart, a dataset or a
 * permalink) and explore permalinks, with Superset's shapes.
 *
 * @example
 * ```ts
 * await app.register(exploreRoutes, { db: store.db, connections: engine.connections });
 * ```
 */
export async function exploreRoutes(app: FastifyInstance, opts: ExploreRoutesOptions): Promise<void> {
  const charts = new ChartService(opts.db);
  const permalinks = new ExplorePermalinks(opts.db, charts);
  const databases = new DatabaseService(opts.db, opts.connections ?? app.engine.connections);
  const formDataCache = new ExploreFormDataCache(opts.db, app.engine.cache, charts);

  app.get<{ Querystring: ExploreContextQuery }>('/api/v1/explore/', {
    config: { permission: ['can_read', 'Explore'] },
    schema: {
      tags: TAGS,
      summary: 'Assemble Explore related information in a single endpoint',
      querystring: EXPLORE_QUERYSTRING,
      response: { 200: { type: 'object', properties: { result: OPEN_OBJECT } } },
    },
  }, async (request) => {
    const args = new URL(request.url, 'http://tessera.invalid').searchParams;
    return { result: await exploreContext({ db: opts.db, databases, charts, permalinks, formDataCache }, principalOf(request), request.query, args) };
  });

  app.post<{ Body: ExplorePermalinkState }>('/api/v1/explore/permalink', {
    config: { permission: ['can_write', 'ExplorePermalinkRestApi'] },
    schema: {
      tags: TAGS,
      summary: 'Create a new permanent link',
      body: PERMALINK_BODY,
      response: { 201: { type: 'object', properties: { key: { type: 'string' }, url: { type: 'string' } } } },
    },
  }, async (request, reply) => {
    const { key, url } = await permalinks.create(principalOf(request), request.body);
    return reply.status(201).send({ key, url: absoluteUrl(request, url) });
  });

  app.get<{ Params: { key: string } }>('/api/v1/explore/permalink/:key', {
    config: { permission: ['can_read', 'ExplorePermalinkRestApi'] },
    schema: {
      tags: TAGS,
      summary: "Get chart's permanent link state",
      params: { type: 'object', required: ['key'], properties: { key: { type: 'string' } } },
      response: { 200: OPEN_OBJECT },
    },
  }, async (request) => permalinks.get(principalOf(request), request.params.key));
}
