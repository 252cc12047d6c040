import type { ColumnarResult } from '../engine-connection.js';

/**
 * Turns a producer that pushes items (and waits for each to be taken) into an async iterable the
 * consumer pulls from. At most one item waits between them: the producer prepares the next while
 * the consumer handles the current one, and stops there until it is asked for more. When the
 * consumer leaves early, the producer's `stop` signal fires and the iteration ends only after the
 * producer has settled (so whatever it holds, a pooled connection, is given back first).
 *
 * @example
 * ```ts
 * for await (const batch of pullBatches((emit, stop) => readAll(result, emit, stop))) {
 *   await send(batch);
 * }
 * ```
 */
export async function* pullBatches<T>(produce: (emit: (item: T) => Promise<void>, stop: AbortSignal) => Promise<void>): AsyncGenerator<T, void, undefined> {
  const consumerGone = new AbortController();
  // Shared with the producer's callbacks, so kept in one object rather than narrowed locals.
  const state: {
    waiting: { item: T; taken: () => void } | null;
    wake: (() => void) | null;
    outcome: { failed: false } | { failed: true; error: unknown } | null;
  } = { waiting: null, wake: null, outcome: null };
  const wakeConsumer = () => {
    const resume = state.wake;
    state.wake = null;
    resume?.();
  };
  const emit = (item: T): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (consumerGone.signal.aborted) {
        reject(consumerGone.signal.reason);
        return;
      }
      const onGone = () => reject(consumerGone.signal.reason);
      consumerGone.signal.addEventListener('abort', onGone, { once: true });
      state.waiting = {
        item,
        taken: () => {
          consumerGone.signal.removeEventListener('abort', onGone);
          resolve();
        },
      };
      wakeConsumer();
    });
  const producing = Promise.resolve()
    .then(() => produce(emit, consumerGone.signal))
    .then(
      () => {
        state.outcome = { failed: false };
      },
      (error: unknown) => {
        state.outcome = { failed: true, error };
      },
    )
    .finally(wakeConsumer);
  try {
    for (;;) {
      if (state.waiting === null && state.outcome === null) await new Promise<void>((resolve) => (state.wake = resolve));
      const next = state.waiting;
      if (next !== null) {
        state.waiting = null;
        // Taken before it is handed on: the producer reads ahead by one while the consumer works.
        next.taken();
        yield next.item;
        continue;
      }
      const settled = state.outcome;
      if (settled === null) continue;
      if (settled.failed) throw settled.error;
      return;
    }
  } finally {
    if (state.outcome === null) {
      const reason = new Error('The consumer stopped reading the result');
      reason.name = 'AbortError';
      consumerGone.abort(reason);
    }
    await producing;
  }
}

/**
 * One column of a batch laid out as Arrow lays it out, so a consumer can encode it without
 * reading values one by one: `validity` is a bitmap (bit set = value present, least significant
 * bit first) or null when no value is missing; nulls leave their slot's value unspecified.
 * - `float64`: any number (integers up to 32 bits, floats, small decimals);
 * - `int64`: 64-bit integers, exact;
 * - `timestamp`: epoch milliseconds (UTC) as 64-bit integers, dates included;
 * - `bool`: one bit per row in `values`;
 * - `utf8`: `offsets` (rows + 1 byte offsets) into the UTF-8 `bytes`.
 */
export type ColumnBuffers =
  | { kind: 'float64'; values: Float64Array; validity: Uint8Array | null; nullCount: number }
  | { kind: 'int64' | 'timestamp'; values: BigInt64Array; validity: Uint8Array | null; nullCount: number }
  | { kind: 'bool'; values: Uint8Array; validity: Uint8Array | null; nullCount: number }
  | { kind: 'utf8'; offsets: Int32Array; bytes: Uint8Array; validity: Uint8Array | null; nullCount: number };

/**
 * A batch of rows whose columns may also come as {@link ColumnBuffers} (null where the engine
 * gave only values). `data` holds the same rows as values, for consumers that read cells; an
 * engine may build it only when it is first read.
 */
export interface BufferedBatch {
  readonly columns: ColumnarResult['columns'];
  readonly data: ColumnarResult['data'];
  readonly rowCount: number;
  readonly buffers: readonly (ColumnBuffers | null)[];
}

/** Whether a batch carries its columns as {@link ColumnBuffers} too. */
export function isBufferedBatch(batch: ColumnarResult): batch is ColumnarResult & BufferedBatch {
  return Array.isArray((batch as Partial<BufferedBatch>).buffers);
}
