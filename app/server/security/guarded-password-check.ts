import type { FastifyReply } from 'fastify';
import { tooManyAttemptsMessage, type LoginAttempt, type LoginThrottle } from './login-throttle.js';

/** How a throttled password check ended. */
export type GuardedCheck<T> = { outcome: 'ok'; value: T } | { outcome: 'wrong' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Runs a password check under the login throttle: refused outright while the username or the
 * address is locked (the password is not even looked at), counted as a failure when `check`
 * answers null, and clearing the username's failures when it succeeds.
 *
 * @example
 * ```ts
 * const login = await guardedPasswordCheck(throttle, { username, address: request.ip }, () => security.authenticate(username, password));
 * if (login.outcome === 'throttled') return sendTooManyAttempts(reply, login.retryAfterSeconds);
 * ```
 */
export async function guardedPasswordCheck<T>(throttle: LoginThrottle, attempt: LoginAttempt, check: () => Promise<T | null>): Promise<GuardedCheck<T>> {
  const verdict = await throttle.check(attempt);
  if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  const value = await check();
  if (value === null) {
    await throttle.recordFailure(attempt);
    return { outcome: 'wrong' };
  }
  await throttle.recordSuccess(attempt);
  return { outcome: 'ok', value };
}

/** 429 with `Retry-After` in seconds and the message in minutes. */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply.status(429).header('retry-after', String(retryAfterSeconds)).send({ message: tooManyAttemptsMessage(retryAfterSeconds) });
}
