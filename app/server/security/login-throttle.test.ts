import { describe, expect, it } from 'vitest';
import { LoginThrottle, tooManyAttemptsMessage } from './login-throttle.js';
import { MemoryLoginAttemptStore } from './memory-login-attempt-store.js';

function throttleWithClock() {
  let now = 1_000_000;
  const throttle = new LoginThrottle(new MemoryLoginAttemptStore(() => now), { maxFailures: 3, windowSeconds: 60 });
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('refuses after the allowed failures for a username, whatever its case, until the window closes', async () => {
    const { throttle, advance } = throttleWithClock();
    for (let i = 0; i < 3; i += 1) {
      expect(await throttle.check({ username: 'Ann', address: `10.0.0.${i}` })).toEqual({ allowed: true });
      await throttle.recordFailure({ username: 'Ann', address: `10.0.0.${i}` });
    }
    expect(await throttle.check({ username: 'ann', address: '10.0.0.9' })).toEqual({ allowed: false, retryAfterSeconds: 60 });
    advance(45_000);
    expect(await throttle.check({ username: 'ann', address: '10.0.0.9' })).toEqual({ allowed: false, retryAfterSeconds: 15 });
    advance(15_000);
    expect(await throttle.check({ username: 'ann', address: '10.0.0.9' })).toEqual({ allowed: true });
  });

  it('refuses an address that fails for many usernames; a success clears only its own username', async () => {
    const { throttle } = throttleWithClock();
    await throttle.recordFailure({ username: 'a', address: '10.0.0.1' });
    await throttle.recordFailure({ username: 'b', address: '10.0.0.1' });
    await throttle.recordSuccess({ username: 'b', address: '10.0.0.1' });
    await throttle.recordFailure({ username: 'c', address: '10.0.0.1' });
    expect((await throttle.check({ username: 'd', address: '10.0.0.1' })).allowed).toBe(false);
    expect((await throttle.check({ username: 'b', address: '10.0.0.2' })).allowed).toBe(true);
    expect((await throttle.check({ username: 'a', address: '10.0.0.2' })).allowed).toBe(true);
  });

  it('says how long to wait in whole minutes', () => {
    expect(tooManyAttemptsMessage(300)).toBe('Too many failed login attempts. Try again in 5 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many failed login attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(5)).toBe('Too many failed login attempts. Try again in 1 minute.');
  });
});
