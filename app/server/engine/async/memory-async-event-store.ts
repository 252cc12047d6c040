import type { AsyncEvent, NewAsyncEvent } from './async-event.js';
import type { AsyncEventListener, AsyncEventStore } from './async-event-store.js';
import { compareStreamIds } from './stream-id.js';

/** Superset's `GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT`: events kept per channel. */
export const DEFAULT_EVENTS_PER_CHANNEL = 1000;

export interface MemoryAsyncEventStoreOptions {
  /** Events kept per channel; older ones are dropped. */
  maxEventsPerChannel?: number;
  /** Channels kept; the one written least recently is dropped first (sessions come and go). */
  maxChannels?: number;
  /** Clock in epoch ms for ids. */
  now?: () => number;
}

interface Channel {
  events: AsyncEvent[];
  listeners: Set<AsyncEventListener>;
}

/**
 * Event logs for a single server process. Ids follow Redis's `"<ms>-<seq>"` form and never go
 * backwards even if the clock does, so clients written against Superset resume the same way.
 */
export class MemoryAsyncEventStore implements AsyncEventStore {
  private readonly channels = new Map<string, Channel>();
  private readonly maxEvents: number;
  private readonly maxChannels: number;
  private readonly now: () => number;
  private lastMs = 0;
  private lastSeq = -1;

  constructor(options: MemoryAsyncEventStoreOptions = {}) {
    this.maxEvents = options.maxEventsPerChannel ?? DEFAULT_EVENTS_PER_CHANNEL;
    this.maxChannels = options.maxChannels ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  async append(channelId: string, event: NewAsyncEvent): Promise<AsyncEvent> {
    const stored: AsyncEvent = { id: this.nextId(), ...event };
    const channel = this.channel(channelId);
    // Re-insert so the Map's first key is the channel written least recently.
    this.channels.delete(channelId);
    this.channels.set(channelId, channel);
    channel.events.push(stored);
    if (channel.events.length > this.maxEvents) channel.events.splice(0, channel.events.length - this.maxEvents);
    this.dropIdleChannels();
    for (const listener of channel.listeners) deliver(listener, stored);
    return stored;
  }

  async read(channelId: string, lastId?: string | null): Promise<AsyncEvent[]> {
    return this.after(channelId, lastId ?? null);
  }

  subscribe(channelId: string, afterId: string | null, listener: AsyncEventListener): () => void {
    const channel = this.channel(channelId);
    // Backlog and registration happen in one synchronous step, so no event falls between them.
    if (afterId !== null) for (const event of this.after(channelId, afterId)) deliver(listener, event);
    channel.listeners.add(listener);
    return () => {
      channel.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
  }

  private after(channelId: string, lastId: string | null): AsyncEvent[] {
    const events = this.channels.get(channelId)?.events ?? [];
    if (lastId === null) return [...events];
    return events.filter((event) => compareStreamIds(event.id, lastId) > 0);
  }

  private channel(channelId: string): Channel {
    let channel = this.channels.get(channelId);
    if (!channel) {
      channel = { events: [], listeners: new Set() };
      this.channels.set(channelId, channel);
    }
    return channel;
  }

  private dropIdleChannels(): void {
    if (this.channels.size <= this.maxChannels) return;
    for (const [id, channel] of this.channels) {
      if (this.channels.size <= this.maxChannels) break;
      // A channel someone is listening to stays, however old its last event.
      if (channel.listeners.size === 0) this.channels.delete(id);
    }
  }

  private nextId(): string {
    const now = this.now();
    if (now > this.lastMs) {
      this.lastMs = now;
      this.lastSeq = 0;
    } else {
      this.lastSeq += 1;
    }
    return `${this.lastMs}-${this.lastSeq}`;
  }
}

/** One broken listener (a closed socket) must not stop the others or the job that appended. */
function deliver(listener: AsyncEventListener, event: AsyncEvent): void {
  try {
    listener(event);
  } catch {
    // The listener owns its failures; the event stays readable through `read`.
  }
}
