import { StatementGuard } from './statement-guard.js';

/** When a statement must stop: the caller's signal and a timeout (both optional). */
export interface StatementLimits {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * How one engine runs a statement on a pooled resource (a connection, a client, a child process).
 * `R` is the resource, `T` the statement's result.
 */
export interface GuardedStatement<R, T> {
  /** Takes a resource from the engine's pool. */
  acquire(): Promise<R>;
  /** Gives back a resource that arrived after the statement had already been stopped; it ran nothing. */
  releaseUnused(resource: R): void;
  /**
   * Stops the running statement in the engine (interrupt, kill, server-side cancel). Called at most
   * once; a returned promise is awaited before {@link release}, so a cancel lands before the
   * resource can serve anyone else.
   */
  cancel(resource: R): void | Promise<void>;
  /** Runs the statement. `stopped()` turns true once it is being cancelled (skip clean-up on a dead session). */
  run(resource: R, stopped: () => boolean): Promise<T>;
  /**
   * Hands the resource back once the statement settled; `stopped` says it was cancelled, and such
   * a resource is usually discarded rather than trusted with the next statement. Awaited before
   * the statement's promise settles.
   */
  release(resource: R, stopped: boolean): void | Promise<void>;
}

/**
 * Runs one statement under an abort signal and a timeout, the scaffolding every engine shares:
 * waiting for a pooled resource is abandoned when the signal or timeout fires first; once running,
 * firing calls `cancel` so the engine stops the work; the promise then rejects with an error named
 * `AbortError` (the signal) or `TimeoutError` (the timeout, or a signal from `AbortSignal.timeout()`),
 * also when the statement happened to finish while being cancelled.
 *
 * @example
 * ```ts
 * return runGuardedStatement({ signal: options.signal, timeoutMs: options.timeoutMs ?? this.options.queryTimeoutMs }, {
 *   acquire: () => this.pool.acquire(),
 *   releaseUnused: (connection) => this.pool.release(connection),
 *   cancel: (connection) => connection.interrupt(),
 *   run: (connection) => this.run(connection, sql, params),
 *   release: (connection, stopped) => this.pool.release(connection, stopped),
 * });
 * ```
 */
export async function runGuardedStatement<R, T>(limits: StatementLimits, statement: GuardedStatement<R, T>): Promise<T> {
  const guard = new StatementGuard(limits.signal, limits.timeoutMs);
  try {
    const resource = await guard.race(statement.acquire(), (late) => statement.releaseUnused(late));
    // Fired between the resource arriving and this line: nothing ran, so nothing needs cancelling.
    if (guard.reason) {
      statement.releaseUnused(resource);
      throw guard.reason;
    }
    let cancelled: Promise<void> | undefined;
    guard.onFire(() => {
      cancelled = settle(() => statement.cancel(resource));
    });
    try {
      const result = await statement.run(resource, () => cancelled !== undefined);
      // A statement that finished while being cancelled still counts as cancelled.
      guard.throwIfFired();
      return result;
    } catch (error) {
      throw guard.reason ?? error;
    } finally {
      guard.dispose();
      if (cancelled) await cancelled;
      await statement.release(resource, cancelled !== undefined);
    }
  } finally {
    guard.dispose();
  }
}

/** Runs a cancel callback; its failure must not mask why the statement stopped. */
function settle(cancel: () => void | Promise<void>): Promise<void> {
  try {
    return Promise.resolve(cancel()).catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}
