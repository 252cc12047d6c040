import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { DatabaseService } from '../services/database-service.js';
import { DatasetService } from '../services/dataset-service.js';
import type { Database } from '../store/database.js';
import { OPEN_OBJECT } from './database-schemas.js';

/** What the legacy datasource route needs: the metadata store and the server's engine connections. */
export interface DatasourceMetadataRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
}

/**
 * `GET /superset/fetch_datasource_metadata?datasourceKey=<id>__table`: the datasource JSON
 * explore works from (columns, metrics, verbose map, time grains, order-by choices …), as
 * Superset's legacy endpoint answers it: the object itself, not wrapped in `result`.
 *
 * @example
 * ```ts
 * await app.register(datasourceMetadataRoutes, { db: store.db, connections });
 * ```
 */
export async function datasourceMetadataRoutes(app: FastifyInstance, opts: DatasourceMetadataRoutesOptions): Promise<void> {
  const datasets = new DatasetService(opts.db, new DatabaseService(opts.db, opts.connections));

  app.get<{ Querystring: { datasourceKey: string } }>('/superset/fetch_datasource_metadata', {
    config: { permission: ['can_fetch_datasource_metadata', 'Superset'] },
    schema: {
      tags: ['Datasources'],
      summary: 'Get the datasource explore uses',
      querystring: { type: 'object', required: ['datasourceKey'], properties: { datasourceKey: { type: 'string', minLength: 1 } } },
      response: { 200: OPEN_OBJECT },
    },
  }, async (request) => {
    const match = /^(\d+)__(\w+)$/.exec(request.query.datasourceKey);
    if (!match) throw HttpError.badRequest({ datasourceKey: ['Expected <id>__<type>, e.g. 3__table'] });
    if (match[2] !== 'table') throw HttpError.badRequest({ datasourceKey: [`Unsupported datasource type: ${match[2]}`] });
    return datasets.datasource(request.principal!, Number(match[1]));
  });
}
