import type { LoginAttemptStore } from './login-attempt-store.js';
import { MemoryLoginAttemptStore } from './memory-login-attempt-store.js';
import { RedisLoginAttemptStore } from './redis-login-attempt-store.js';

/**
 * The login attempt store the configuration asks for: Redis when `TESSERA_REDIS_URL` is set (so
 * every server process sees the same failures), else this process's memory.
 *
 * @example
 * ```ts
 * const attempts = createLoginAttemptStore({ redisUrl: config.redisUrl });
 * ```
 */
export function createLoginAttemptStore(config: { redisUrl?: string | undefined; keyPrefix?: string } = {}): LoginAttemptStore {
  if (config.redisUrl) return new RedisLoginAttemptStore({ url: config.redisUrl, ...(config.keyPrefix !== undefined ? { keyPrefix: config.keyPrefix } : {}) });
  return new MemoryLoginAttemptStore();
}
