import { isRedisUnavailable } from '../engine/cache/connect-redis.js';
import { isStoreUnavailable } from '../store/store-unavailable.js';

/** A service the server depends on that cannot be reached right now. */
export type UnavailableService = 'metadata' | 'redis';

/** What a request answers while a service is down: 503 with this message and `Retry-After`. */
export const UNAVAILABLE_MESSAGES: Record<UnavailableService, string> = {
  metadata: 'The metadata database cannot be reached right now; try again in a moment.',
  redis: 'A shared service (Redis) cannot be reached right now; try again in a moment.',
};

/** Seconds a client is told to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Which service an error says is unreachable (a SQLite file another process keeps locked counts
 * as an unreachable metadata store), or null for any other error. Looks through
 * `cause` chains, since services wrap the driver's error in their own.
 */
export function unavailableService(error: unknown): UnavailableService | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (isStoreUnavailable(current)) return 'metadata';
    if (isRedisUnavailable(current)) return 'redis';
  }
  return null;
}
