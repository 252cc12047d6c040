import { DeliveryAttemptError } from './delivery-attempt-error.js';

/** How often and how patiently one recipient is tried (`REPORT_NOTIFICATION_MAX_TRIES`, `…_RETRY_DELAY_MS`). */
export interface RetryPolicy {
  /** Attempts in all, at least 1. */
  tries: number;
  /** Wait before the first retry; each later wait doubles. */
  delayMs: number;
}

export type DeliveryOutcome = { ok: true; attempts: number } | { ok: false; attempts: number; error: DeliveryAttemptError };

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The wait before attempt `attempt + 1` (exponential backoff from `delayMs`). */
export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  return policy.delayMs * 2 ** (attempt - 1);
}

/**
 * Runs `attempt` until it succeeds, fails permanently or has been tried `policy.tries` times,
 * waiting with exponential backoff in between. Failures come back as an outcome, not thrown, so a
 * caller can go on with other recipients; only an abort of `signal` throws (its reason).
 */
export async function deliverWithRetries(
  attempt: (signal: AbortSignal) => Promise<void>,
  policy: RetryPolicy,
  signal: AbortSignal,
  onFailedAttempt?: (error: DeliveryAttemptError, attempt: number) => void,
): Promise<DeliveryOutcome> {
  const tries = Math.max(1, Math.floor(policy.tries));
  for (let n = 1; ; n += 1) {
    signal.throwIfAborted();
    try {
      await attempt(signal);
      return { ok: true, attempts: n };
    } catch (caught) {
      if (signal.aborted) throw signal.reason;
      const error = caught instanceof DeliveryAttemptError ? caught : new DeliveryAttemptError(caught instanceof Error ? caught.message : String(caught), false);
      onFailedAttempt?.(error, n);
      if (error.permanent || n >= tries) return { ok: false, attempts: n, error };
      await pause(backoffDelay(policy, n), signal);
    }
  }
}
