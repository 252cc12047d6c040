import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/database.js';

/** `GET /health` (and `/healthcheck`): OK when the metadata store answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, opts: { db: Kysely<Database> }): Promise<void> {
  const handler = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    try {
      await sql`select 1`.execute(opts.db);
      return reply.type('text/plain').send('OK');
    } catch {
      return reply.status(503).type('text/plain').send('Metadata store unavailable');
    }
  };
  const schema = { tags: ['Health'], summary: 'Liveness and metadata-store check', response: { 200: { type: 'string' } } };
  app.get('/health', { config: { auth: 'public' }, schema }, handler);
  app.get('/healthcheck', { config: { auth: 'public' }, schema: { ...schema, hide: true } }, handler);
}
