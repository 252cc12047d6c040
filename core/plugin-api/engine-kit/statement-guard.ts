/**
 * Watches one statement's abort signal and timeout. When either fires, the guard records why
 * (an `AbortError` or a `TimeoutError`), runs the engine-specific cancel callback once, and makes
 * every pending {@link StatementGuard.race} reject with that reason.
 */
export class StatementGuard {
  private firedReason: Error | undefined;
  private cancel: (() => void) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly waiters = new Set<(reason: Error) => void>();
  private readonly onAbort = () => this.fire(abortReason(this.signal));

  constructor(
    private readonly signal: AbortSignal | undefined,
    timeoutMs: number | undefined,
  ) {
    if (signal?.aborted) {
      this.firedReason = abortReason(signal);
      return;
    }
    signal?.addEventListener('abort', this.onAbort, { once: true });
    if (timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs > 0) {
      this.timer = setTimeout(() => this.fire(namedError('TimeoutError', `The query timed out after ${timeoutMs} ms`)), timeoutMs);
    }
  }

  /** Why the statement was stopped, once it was. */
  get reason(): Error | undefined {
    return this.firedReason;
  }

  throwIfFired(): void {
    if (this.firedReason) throw this.firedReason;
  }

  /** Registers how to stop the statement in the engine; runs it at once when the guard already fired. */
  onFire(cancel: () => void): void {
    if (this.firedReason) cancel();
    else this.cancel = cancel;
  }

  /**
   * Settles like `work`, or rejects with the reason as soon as the guard fires. A value that
   * arrives after that goes to `onLate` (e.g. a pooled connection that must go back).
   */
  race<T>(work: Promise<T>, onLate: (value: T) => void): Promise<T> {
    if (this.firedReason) {
      work.then(onLate, () => undefined);
      return Promise.reject(this.firedReason);
    }
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const onFired = (reason: Error) => {
        settled = true;
        reject(reason);
      };
      this.waiters.add(onFired);
      work.then(
        (value) => {
          this.waiters.delete(onFired);
          if (settled) onLate(value);
          else resolve(value);
        },
        (error: unknown) => {
          this.waiters.delete(onFired);
          if (!settled) reject(error);
        },
      );
    });
  }

  /** Stops watching: clears the timer and the signal listener. */
  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.signal?.removeEventListener('abort', this.onAbort);
    this.cancel = undefined;
  }

  private fire(reason: Error): void {
    if (this.firedReason) return;
    this.firedReason = reason;
    const cancel = this.cancel;
    this.dispose();
    for (const waiter of this.waiters) waiter(reason);
    this.waiters.clear();
    cancel?.();
  }
}

function namedError(name: 'AbortError' | 'TimeoutError', message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** `AbortSignal.timeout()` aborts with a TimeoutError: keep that meaning, anything else is an abort. */
function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name === 'TimeoutError') return namedError('TimeoutError', reason.message || 'The query timed out');
  return namedError('AbortError', 'The query was cancelled');
}
