import { describe, expect, it } from 'vitest';
import { DeliveryAttemptError } from './delivery-attempt-error.js';
import { backoffDelay, deliverWithRetries } from './retry-delivery.js';

const POLICY = { tries: 3, delayMs: 5 };

describe('deliverWithRetries', () => {
  it('tries again after a transient failure and reports the attempts', async () => {
    let calls = 0;
    const failures: number[] = [];
    const outcome = await deliverWithRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new DeliveryAttemptError('451 busy', false);
      },
      POLICY,
      new AbortController().signal,
      (_error, attempt) => failures.push(attempt),
    );
    expect(outcome).toEqual({ ok: true, attempts: 3 });
    expect(failures).toEqual([1, 2]);
  });

  it('gives up after the configured tries with the last answer', async () => {
    let calls = 0;
    const outcome = await deliverWithRetries(
      async () => {
        calls += 1;
        throw new DeliveryAttemptError(`answer ${calls}`, false);
      },
      POLICY,
      new AbortController().signal,
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.attempts).toBe(3);
    if (!outcome.ok) expect(outcome.error.answer).toBe('answer 3');
  });

  it('does not retry a permanent failure, and wraps unexpected errors as transient', async () => {
    const permanent = await deliverWithRetries(() => Promise.reject(new DeliveryAttemptError('550 no such user', true)), POLICY, new AbortController().signal);
    expect(permanent.attempts).toBe(1);
    const unexpected = await deliverWithRetries(() => Promise.reject(new Error('boom')), { tries: 2, delayMs: 1 }, new AbortController().signal);
    expect(unexpected.ok ? null : unexpected.error.answer).toBe('boom');
    expect(unexpected.attempts).toBe(2);
  });

  it('doubles the wait each time and stops waiting when the run is aborted', async () => {
    expect([1, 2, 3].map((n) => backoffDelay({ tries: 4, delayMs: 100 }, n))).toEqual([100, 200, 400]);
    const controller = new AbortController();
    const started = Date.now();
    const run = deliverWithRetries(() => Promise.reject(new DeliveryAttemptError('busy', false)), { tries: 5, delayMs: 10_000 }, controller.signal);
    setTimeout(() => controller.abort(new Error('working timeout')), 20);
    await expect(run).rejects.toThrow('working timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
