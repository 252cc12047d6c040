import type { LoginAttemptStore } from './login-attempt-store.js';

/** Who is trying to log in: the username typed and the client's address. */
export interface LoginAttempt {
  username: string;
  address: string;
}

/** Either go ahead, or wait this many seconds. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottleOptions {
  /** Failures allowed per window; the next attempt is refused. Default 10. */
  maxFailures?: number;
  /** Window length in seconds, from the first failure. Default 300. */
  windowSeconds?: number;
}

/**
 * Slows password guessing: past `maxFailures` failed logins for a username, or from a client
 * address, within `windowSeconds`, further attempts are refused without checking the password.
 * A success forgets its username's failures only: the address count stands, so a valid account
 * cannot be used to reset the count while guessing other users' passwords.
 *
 * @example
 * ```ts
 * const throttle = new LoginThrottle(createLoginAttemptStore());
 * const verdict = await throttle.check({ username, address: request.ip });
 * if (!verdict.allowed) return tooManyAttempts(reply, verdict.retryAfterSeconds);
 * ```
 */
export class LoginThrottle {
  readonly maxFailures: number;
  readonly windowSeconds: number;

  constructor(
    private readonly store: LoginAttemptStore,
    options: LoginThrottleOptions = {},
  ) {
    this.maxFailures = options.maxFailures ?? 10;
    this.windowSeconds = options.windowSeconds ?? 300;
  }

  async check(attempt: LoginAttempt): Promise<ThrottleVerdict> {
    const counts = await this.store.peek(keysOf(attempt));
    const blocked = counts.filter((c) => c.count >= this.maxFailures);
    if (blocked.length === 0) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(...blocked.map((c) => c.resetsInSeconds), 1) };
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    await Promise.all(keysOf(attempt).map((key) => this.store.increment(key, this.windowSeconds)));
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.store.reset(usernameKey(attempt.username));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

// Usernames are counted case-insensitively: `Admin` and `admin` share one budget.
const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`;
const keysOf = (attempt: LoginAttempt) => [usernameKey(attempt.username), `address:${attempt.address}`];

/** The message of a refused attempt, in whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
