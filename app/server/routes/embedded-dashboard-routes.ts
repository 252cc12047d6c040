import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { DashboardService } from '../services/dashboard-service.js';
import { DatabaseService } from '../services/database-service.js';
import { EmbeddedDashboards } from '../services/embedded-dashboards.js';
import type { Database } from '../store/database.js';
import { ID_OR_SLUG_PARAMS } from './dashboard-schemas.js';
import { MESSAGE_RESPONSE } from './database-schemas.js';
import { EMBEDDED_CONFIG_BODY, EMBEDDED_RESULT_RESPONSE, EMBEDDED_UUID_PARAMS } from './embedded-dashboard-schemas.js';

/** What the embedding routes need: the metadata store, the engine connections and the feature flags. */
export interface EmbeddedDashboardRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
  featureFlags: Readonly<Record<string, boolean>>;
}

const READ = { permission: ['can_read', 'Dashboard'] as const };
const SET = { permission: ['can_set_embedded', 'Dashboard'] as const };

type IdOrSlug = { Params: { id_or_slug: string } };
type Config = { Body: { allowed_domains: string[] } };
const principalOf = (request: FastifyRequest) => request.principal!;

/**
 * A dashboard's embedding, in Superset's shapes: `GET`, `POST`, `PUT` and `DELETE
 * /api/v1/dashboard/{id_or_slug}/embedded`, and `GET /api/v1/embedded_dashboard/{uuid}`. Only
 * with the `EMBEDDED_SUPERSET` feature flag: without it the routes do not exist (404). Reading
 * needs `can_read` on `Dashboard` and sight of the dashboard (by id, slug or embedding uuid);
 * changing needs `can_set_embedded` on `Dashboard` and the right to edit it.
 *
 * @example
 * ```ts
 * await app.register(embeddedDashboardRoutes, { db: store.db, connections, featureFlags: config.featureFlags });
 * ```
 */
export async function embeddedDashboardRoutes(app: FastifyInstance, opts: EmbeddedDashboardRoutesOptions): Promise<void> {
  if (!opts.featureFlags['EMBEDDED_SUPERSET']) return;
  const databases = new DatabaseService(opts.db, opts.connections);
  const dashboards = new DashboardService(opts.db, { rbac: Boolean(opts.featureFlags['DASHBOARD_RBAC']), specOf: (database) => databases.specOf(database) });
  const embeddings = new EmbeddedDashboards(opts.db, dashboards);

  app.get<IdOrSlug>('/api/v1/dashboard/:id_or_slug/embedded', {
    config: READ,
    schema: { tags: ['Dashboards'], summary: "Get the dashboard's embedded configuration", params: ID_OR_SLUG_PARAMS, response: { 200: EMBEDDED_RESULT_RESPONSE } },
  }, async (request) => ({ result: await embeddings.get(principalOf(request), request.params.id_or_slug) }));

  for (const method of ['POST', 'PUT'] as const) {
    app.route<IdOrSlug & Config>({
      method,
      url: '/api/v1/dashboard/:id_or_slug/embedded',
      config: SET,
      schema: {
        tags: ['Dashboards'],
        summary: "Set a dashboard's embedded configuration",
        params: ID_OR_SLUG_PARAMS,
        body: EMBEDDED_CONFIG_BODY,
        response: { 200: EMBEDDED_RESULT_RESPONSE },
      },
      handler: async (request) => ({ result: await embeddings.set(principalOf(request), request.params.id_or_slug, request.body.allowed_domains) }),
    });
  }

  app.delete<IdOrSlug>('/api/v1/dashboard/:id_or_slug/embedded', {
    config: SET,
    schema: { tags: ['Dashboards'], summary: "Delete a dashboard's embedded configuration", params: ID_OR_SLUG_PARAMS, response: { 200: MESSAGE_RESPONSE } },
  }, async (request) => {
    await embeddings.remove(principalOf(request), request.params.id_or_slug);
    return { message: 'OK' };
  });

  app.get<{ Params: { uuid: string } }>('/api/v1/embedded_dashboard/:uuid', {
    config: READ,
    schema: { tags: ['Embedded Dashboard'], summary: 'Get an embedded dashboard configuration', params: EMBEDDED_UUID_PARAMS, response: { 200: EMBEDDED_RESULT_RESPONSE } },
  }, async (request) => ({ result: await embeddings.byUuid(principalOf(request), request.params.uuid) }));
}
