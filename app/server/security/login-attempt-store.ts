/** A count of failed attempts under one key, and when its window closes. */
export interface AttemptCount {
  count: number;
  /** Seconds until the window closes and the count starts again from zero; 0 when there is none. */
  resetsInSeconds: number;
}

/**
 * Where failed login attempts are counted: fixed windows per key (a username, a client address).
 * In process by default; in Redis when several server processes must share the counts.
 *
 * @example
 * ```ts
 * const store = createLoginAttemptStore({ redisUrl: config.redisUrl });
 * await store.increment('address:10.0.0.1', 300); // { count: 1, resetsInSeconds: 300 }
 * ```
 */
export interface LoginAttemptStore {
  /** The current counts of the keys, in order; an unknown or closed window counts 0. */
  peek(keys: readonly string[]): Promise<AttemptCount[]>;
  /** Counts one more failure; the first one opens a window of `windowSeconds`. */
  increment(key: string, windowSeconds: number): Promise<AttemptCount>;
  /** Forgets a key's failures. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
