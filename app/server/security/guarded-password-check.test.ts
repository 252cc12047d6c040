import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { guardedPasswordCheck, SIGN_IN_UNAVAILABLE } from './guarded-password-check.js';
import type { LoginAttemptStore } from './login-attempt-store.js';
import { LoginThrottle } from './login-throttle.js';
import { MemoryLoginAttemptStore } from './memory-login-attempt-store.js';

/** A request as the check reads it: the client address and the request's logger. */
const requestFrom = (ip: string) => ({ ip, log: { error: vi.fn() } }) as unknown as FastifyRequest & { log: { error: ReturnType<typeof vi.fn> } };

/** A store whose every call fails, as Redis does when it is down; `failing` picks which calls. */
function brokenStore(failing: ReadonlySet<keyof LoginAttemptStore>): LoginAttemptStore {
  const memory = new MemoryLoginAttemptStore();
  const outage = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6390'));
  return {
    peek: (keys) => (failing.has('peek') ? outage() : memory.peek(keys)),
    increment: (key, seconds) => (failing.has('increment') ? outage() : memory.increment(key, seconds)),
    reset: (key) => (failing.has('reset') ? outage() : memory.reset(key)),
    close: () => memory.close(),
  };
}

async function expectUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(503);
  expect((error as HttpError).body).toEqual({ message: SIGN_IN_UNAVAILABLE });
}

describe('guardedPasswordCheck', () => {
  it('counts by the request’s client address', async () => {
    const throttle = new LoginThrottle(new MemoryLoginAttemptStore(), { maxFailures: 1 });
    expect(await guardedPasswordCheck(throttle, requestFrom('10.0.0.1'), 'ann', async () => null)).toEqual({ outcome: 'wrong' });
    expect((await guardedPasswordCheck(throttle, requestFrom('10.0.0.1'), 'bob', async () => 'bob')).outcome).toBe('throttled');
    expect(await guardedPasswordCheck(throttle, requestFrom('10.0.0.2'), 'bob', async () => 'bob')).toEqual({ outcome: 'ok', value: 'bob' });
  });

  it('refuses with a 503 and logs the cause when the store cannot be read; the password is not checked', async () => {
    const request = requestFrom('10.0.0.1');
    const check = vi.fn(async () => 'ann');
    await expectUnavailable(guardedPasswordCheck(new LoginThrottle(brokenStore(new Set(['peek']))), request, 'ann', check));
    expect(check).not.toHaveBeenCalled();
    expect(request.log.error).toHaveBeenCalledOnce();
    expect(String(request.log.error.mock.calls[0]![0].err)).toMatch(/ECONNREFUSED/);
  });

  it('refuses when a failure cannot be counted or a success cannot clear the count', async () => {
    await expectUnavailable(guardedPasswordCheck(new LoginThrottle(brokenStore(new Set(['increment']))), requestFrom('10.0.0.1'), 'ann', async () => null));
    await expectUnavailable(guardedPasswordCheck(new LoginThrottle(brokenStore(new Set(['reset']))), requestFrom('10.0.0.1'), 'ann', async () => 'ann'));
  });
});
