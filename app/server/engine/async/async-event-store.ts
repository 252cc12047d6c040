import type { AsyncEvent, NewAsyncEvent } from './async-event.js';

/** Receives events of one channel in id order. */
export type AsyncEventListener = (event: AsyncEvent) => void;

/**
 * Per-channel, append-only logs of job events, each trimmed to its last N entries. In process
 * by default; on Redis streams when several server processes must see each other's events.
 */
export interface AsyncEventStore {
  /** Adds an event to the channel's log and returns it with its new id. */
  append(channel: string, event: NewAsyncEvent): Promise<AsyncEvent>;
  /** Events of the channel after `lastId` (all kept events when absent), oldest first. */
  read(channel: string, lastId?: string | null): Promise<AsyncEvent[]>;
  /**
   * Calls `listener` for every event of the channel after `afterId`, kept ones first, then new
   * ones as they arrive, in id order and each once. With `afterId` null only new events are
   * delivered. Returns the function that stops delivery.
   */
  subscribe(channel: string, afterId: string | null, listener: AsyncEventListener): () => void;
  close(): Promise<void>;
}
