import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { risonParser } from '../http/rison-query.js';
import type { Principal } from '../security/principal.js';
import type { ExportKind } from '../services/assets/bundle-format.js';
import type { ExportedBundle } from '../services/assets/export-bundle.js';
import { AssetExportService } from '../services/assets/export-service.js';
import type { Database } from '../store/database.js';
import { MESSAGE_RESPONSE } from './database-schemas.js';

/** What the export routes need: the metadata store and the feature flags. */
export interface AssetExportRoutesOptions {
  db: Kysely<Database>;
  featureFlags: Readonly<Record<string, boolean>>;
}

type ExportQuery = { Querystring: { q?: string; token?: string } };

/** `?q=!(1,2)`; `token` names a cookie set once the download is ready (Superset's frontend waits on it). */
const EXPORT_QUERYSTRING = {
  type: 'object',
  properties: { q: { type: 'string' }, token: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  additionalProperties: false,
} as const;

const ZIP_RESPONSE = { description: 'A ZIP file of YAML files', type: 'string', format: 'binary' } as const;
const ERRORS = { 400: MESSAGE_RESPONSE, 401: MESSAGE_RESPONSE, 403: MESSAGE_RESPONSE, 404: MESSAGE_RESPONSE };
const parseIds = risonParser<number[]>({ type: 'array', minItems: 1, items: { type: 'integer', minimum: 1 } });

/** Each resource's export route: its URL segment, API tag, permission view and exporter. */
const RESOURCES: readonly { kind: ExportKind; tag: string; view: string; noun: string; run: (s: AssetExportService, p: Principal, ids: number[]) => Promise<ExportedBundle> }[] = [
  { kind: 'dashboard', tag: 'Dashboards', view: 'Dashboard', noun: 'dashboards', run: (s, p, ids) => s.dashboards(p, ids) },
  { kind: 'chart', tag: 'Charts', view: 'Chart', noun: 'charts', run: (s, p, ids) => s.charts(p, ids) },
  { kind: 'dataset', tag: 'Datasets', view: 'Dataset', noun: 'datasets', run: (s, p, ids) => s.datasets(p, ids) },
  { kind: 'database', tag: 'Database', view: 'Database', noun: 'databases', run: (s, p, ids) => s.databases(p, ids) },
  { kind: 'saved_query', tag: 'Queries', view: 'SavedQuery', noun: 'saved queries', run: (s, p, ids) => s.savedQueryBundle(p, ids) },
];

function sendZip(request: FastifyRequest<ExportQuery>, reply: FastifyReply, bundle: ExportedBundle) {
  const token = request.query.token;
  if (token) reply.setCookie(token, 'done', { path: '/', maxAge: 600, sameSite: 'lax' });
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename=${bundle.fileName}`)
    .send(Buffer.from(bundle.data.buffer, bundle.data.byteOffset, bundle.data.byteLength));
}

/**
 * Export in Superset's bundle format: `GET /api/v1/{dashboard,chart,dataset,database,saved_query}/export/?q=!(ids)`
 * answers a ZIP of YAML (each object with what it needs, passwords masked) and needs `can_export`
 * on the resource; `GET /api/v1/assets/export/` exports everything and needs `can_export` on
 * ImportExportRestApi (administrators).
 *
 * @example
 * ```ts
 * await app.register(assetExportRoutes, { db: store.db, featureFlags: config.featureFlags });
 * ```
 */
export async function assetExportRoutes(app: FastifyInstance, opts: AssetExportRoutesOptions): Promise<void> {
  const exporter = new AssetExportService(opts.db, { rbac: Boolean(opts.featureFlags['DASHBOARD_RBAC']) });

  for (const resource of RESOURCES) {
    app.get<ExportQuery>(`/api/v1/${resource.kind}/export/`, {
      config: { permission: ['can_export', resource.view] as const },
      schema: {
        tags: [resource.tag],
        summary: `Download multiple ${resource.noun} as YAML files`,
        querystring: EXPORT_QUERYSTRING,
        response: { 200: ZIP_RESPONSE, ...ERRORS },
      },
    }, async (request, reply) => {
      const ids = parseIds(request.query.q);
      return sendZip(request, reply, await resource.run(exporter, request.principal!, ids));
    });
  }

  app.get<ExportQuery>('/api/v1/assets/export/', {
    config: { permission: ['can_export', 'ImportExportRestApi'] as const },
    schema: {
      tags: ['Import/export'],
      summary: 'Export all assets',
      querystring: { type: 'object', properties: { token: EXPORT_QUERYSTRING.properties.token }, additionalProperties: false },
      response: { 200: ZIP_RESPONSE, ...ERRORS },
    },
  }, async (request, reply) => sendZip(request, reply, await exporter.everything(request.principal!)));
}
