import type { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';

/** A tap's function as tapable stores it; its shape follows the tap's `type`. */
type TapFunction = (...args: unknown[]) => unknown;

/**
 * Runs a waterfall hook by walking its taps in order (stage, then the order they were made),
 * without tapable's compiled call: tapable builds that with `new Function`, which the browser's
 * Content-Security-Policy forbids. Interceptors are not run. The server calls hooks directly.
 *
 * @example
 * ```ts
 * const schema = walkWaterfall(hooks.explore.controlSchema, viz.formDataSchema, { vizType: viz.key });
 * ```
 */
export function walkWaterfall<T, R extends unknown[]>(hook: SyncWaterfallHook<[T, ...R]>, value: T, ...rest: R): T {
  let current = value;
  for (const tap of hook.taps) {
    const next = (tap.fn as TapFunction)(current, ...rest);
    if (next !== undefined) current = next as T;
  }
  return current;
}

/**
 * Runs an async series hook by walking its taps in order, each awaited before the next (see
 * {@link walkWaterfall} for why); the first tap that throws or rejects stops the series.
 */
export async function walkAsyncSeries<A extends unknown[]>(hook: AsyncSeriesHook<A>, ...args: A): Promise<void> {
  for (const tap of hook.taps) {
    const fn = tap.fn as TapFunction;
    if (tap.type === 'promise') await fn(...args);
    else if (tap.type === 'async') {
      await new Promise<void>((resolve, reject) => fn(...args, (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve())));
    } else fn(...args);
  }
}
