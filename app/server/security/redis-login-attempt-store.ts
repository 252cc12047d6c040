import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../engine/cache/connect-redis.js';
import type { AttemptCount, LoginAttemptStore } from './login-attempt-store.js';

/** Default prefix of the keys, under Tessera's own. */
export const DEFAULT_LOGIN_ATTEMPT_PREFIX = 'tessera:login-failures:';

/** INCR and the window's expiry in one step, so no key is ever left without one. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Failed login attempts in Redis, shared by every server process; expiry is Redis's job. */
export class RedisLoginAttemptStore implements LoginAttemptStore {
  private readonly client: Promise<Redis>;
  private readonly ownsClient: boolean;
  private readonly prefix: string;

  constructor(options: { url?: string; client?: Redis; keyPrefix?: string }) {
    if (!options.client && !options.url) throw new Error('RedisLoginAttemptStore needs a url or a client');
    this.ownsClient = !options.client;
    this.client = options.client ? Promise.resolve(options.client) : connectRedis(options.url!);
    this.prefix = options.keyPrefix ?? DEFAULT_LOGIN_ATTEMPT_PREFIX;
  }

  async peek(keys: readonly string[]): Promise<AttemptCount[]> {
    if (keys.length === 0) return [];
    const pipeline = (await this.client).pipeline();
    for (const key of keys) pipeline.get(this.prefix + key).ttl(this.prefix + key);
    const replies = (await pipeline.exec()) ?? [];
    return keys.map((_, i) => {
      const [countError, count] = replies[i * 2] ?? [];
      const [ttlError, ttl] = replies[i * 2 + 1] ?? [];
      if (countError) throw countError;
      if (ttlError) throw ttlError;
      const n = Number(count ?? 0);
      return n > 0 ? { count: n, resetsInSeconds: Math.max(Number(ttl), 1) } : { count: 0, resetsInSeconds: 0 };
    });
  }

  async increment(key: string, windowSeconds: number): Promise<AttemptCount> {
    const [count, ttl] = (await (await this.client).eval(INCREMENT, 1, this.prefix + key, Math.ceil(windowSeconds))) as [number, number];
    return { count: Number(count), resetsInSeconds: Math.max(Number(ttl), 1) };
  }

  async reset(key: string): Promise<void> {
    await (await this.client).del(this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.ownsClient) await closeRedis(await this.client);
  }
}
