import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { connectRedis, lastRedisState } from '../engine/cache/connect-redis.js';
import type { Database } from '../store/database.js';

export interface HealthRouteOptions {
  db: Kysely<Database>;
  /** `TESSERA_REDIS_URL`, when the server uses Redis: its reachability is reported too. */
  redisUrl?: string | undefined;
}

/**
 * `GET /health` (and `/healthcheck`):
 * - `200 OK` when the metadata store answers (and Redis, when configured);
 * - `200 DEGRADED: …` when the metadata store answers but Redis does not: the server still
 *   serves (chart data runs without the shared cache), so a load balancer keeps it, and the body
 *   says what is missing;
 * - `503 Metadata store unavailable` when the metadata store does not answer.
 */
export async function healthRoutes(app: FastifyInstance, opts: HealthRouteOptions): Promise<void> {
  // One connection of its own, made on the first check: while Redis is down a PING fails at once.
  let redis: Promise<Redis> | null = null;
  const redisProblem = async (): Promise<string | null> => {
    if (!opts.redisUrl) return null;
    redis ??= connectRedis(opts.redisUrl);
    try {
      await (await redis).ping();
      return null;
    } catch (error) {
      const state = lastRedisState(opts.redisUrl);
      const reason = state && !state.up ? state.reason : error instanceof Error ? error.message : String(error);
      return `Redis unreachable (${reason})`;
    }
  };
  app.addHook('onClose', async () => {
    if (redis) (await redis).disconnect();
  });

  const handler = async (_request: unknown, reply: FastifyReply) => {
    const [store, redisState] = await Promise.all([
      sql`select 1`.execute(opts.db).then(() => true, () => false),
      redisProblem(),
    ]);
    if (!store) return reply.status(503).type('text/plain').send('Metadata store unavailable');
    if (redisState) return reply.type('text/plain').send(`DEGRADED: ${redisState}; chart data runs without the shared cache`);
    return reply.type('text/plain').send('OK');
  };
  const schema = { tags: ['Health'], summary: 'Liveness, metadata-store and Redis check', response: { 200: { type: 'string' } } };
  app.get('/health', { config: { auth: 'public' }, schema }, handler);
  app.get('/healthcheck', { config: { auth: 'public' }, schema: { ...schema, hide: true } }, handler);
}
