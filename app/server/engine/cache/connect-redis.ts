import type { Redis } from 'ioredis';

/**
 * A Redis connection for Tessera's shared state (results cache, async events). ioredis is
 * imported on first use, keeping its ~200 ms import off the start-up of servers without Redis.
 * Commands fail after two retries rather than queueing forever: a chart waiting on a dead Redis
 * is worse than one that reports the error.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
}
