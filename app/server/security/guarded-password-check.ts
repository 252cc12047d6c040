import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { tooManyAttemptsMessage, type LoginAttempt, type LoginThrottle } from './login-throttle.js';

/** How a throttled password check ended. */
export type GuardedCheck<T> = { outcome: 'ok'; value: T } | { outcome: 'wrong' } | { outcome: 'throttled'; retryAfterSeconds: number };

/** What a caller is told when the failure counts cannot be read or written. */
export const SIGN_IN_UNAVAILABLE = 'Signing in is unavailable right now; try again in a moment.';

/**
 * Runs a password check under the login throttle: refused outright while the username or the
 * client address is locked (the password is not even looked at), counted as a failure when
 * `check` answers null, and clearing the username's failures when it succeeds. The address is
 * the request's client address, which honours `TRUST_PROXY`.
 *
 * When the throttle's store fails (Redis down), the attempt is refused with a 503 rather than let
 * through uncounted: a guesser must not gain from an outage. The cause goes to the request's log.
 *
 * @example
 * ```ts
 * const login = await guardedPasswordCheck(throttle, request, username, () => security.authenticate(username, password));
 * if (login.outcome === 'throttled') return sendTooManyAttempts(reply, login.retryAfterSeconds);
 * ```
 */
export async function guardedPasswordCheck<T>(throttle: LoginThrottle, request: FastifyRequest, username: string, check: () => Promise<T | null>): Promise<GuardedCheck<T>> {
  const attempt: LoginAttempt = { username, address: request.ip };
  const counted = <R>(step: Promise<R>): Promise<R> =>
    step.catch((error: unknown) => {
      request.log.error({ err: error }, 'login throttle store failed; sign-in refused');
      throw new HttpError(503, { message: SIGN_IN_UNAVAILABLE });
    });
  const verdict = await counted(throttle.check(attempt));
  if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  const value = await check();
  if (value === null) {
    await counted(throttle.recordFailure(attempt));
    return { outcome: 'wrong' };
  }
  await counted(throttle.recordSuccess(attempt));
  return { outcome: 'ok', value };
}

/** 429 with `Retry-After` in seconds and the message in minutes. */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply.status(429).header('retry-after', String(retryAfterSeconds)).send({ message: tooManyAttemptsMessage(retryAfterSeconds) });
}
