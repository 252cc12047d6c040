import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../cache/connect-redis.js';
import type { AsyncEvent, NewAsyncEvent } from './async-event.js';
import type { AsyncEventListener, AsyncEventStore } from './async-event-store.js';
import { DEFAULT_EVENTS_PER_CHANNEL } from './memory-async-event-store.js';
import { compareStreamIds } from './stream-id.js';

export interface RedisAsyncEventStoreOptions {
  /** `redis://host:port/db`; ignored when `client` is given. */
  url?: string;
  /** A connection to share; the store does not close a client it did not open. */
  client?: Redis;
  /** Defaults to `tessera:`; tests pass a unique prefix per run. */
  keyPrefix?: string;
  /** Events kept per channel (XADD MAXLEN). */
  maxEventsPerChannel?: number;
  /** A channel's stream is deleted this long after its last event (default one day). */
  retentionMs?: number;
  /** How often subscribers look for events written by other processes (default 500 ms). */
  pollIntervalMs?: number;
}

interface Subscription {
  key: string;
  listener: AsyncEventListener;
  /** Last id delivered; XREAD returns what follows it. */
  cursor: string | null;
  /** Resolves the starting cursor when the subscriber asked for new events only. */
  ready: Promise<void>;
  active: boolean;
}

const READ_BATCH = 1000;

/**
 * Event logs on Redis streams, one stream per channel (`<prefix>async-events:<channel>`), so that
 * every server process reads the events of jobs run by any other. Streams are trimmed with
 * `XADD … MAXLEN` and expire when a channel falls silent. Subscribers poll with one pipelined
 * `XREAD` per interval, and at once after a local append, so same-process events arrive without
 * waiting and events of other processes within one interval, always in stream order.
 */
export class RedisAsyncEventStore implements AsyncEventStore {
  private readonly client: Promise<Redis>;
  private readonly ownsClient: boolean;
  private readonly keyPrefix: string;
  private readonly maxEvents: number;
  private readonly retentionMs: number;
  private readonly pollIntervalMs: number;
  private readonly subscriptions = new Set<Subscription>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private polling: Promise<void> | null = null;
  private pollAgain = false;

  constructor(options: RedisAsyncEventStoreOptions) {
    if (!options.client && !options.url) throw new Error('RedisAsyncEventStore needs a url or a client');
    this.ownsClient = !options.client;
    this.client = options.client ? Promise.resolve(options.client) : connectRedis(options.url!);
    this.keyPrefix = options.keyPrefix ?? 'tessera:';
    this.maxEvents = options.maxEventsPerChannel ?? DEFAULT_EVENTS_PER_CHANNEL;
    this.retentionMs = options.retentionMs ?? 86_400_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
  }

  async append(channel: string, event: NewAsyncEvent): Promise<AsyncEvent> {
    const key = this.keyOf(channel);
    const results = await (await this.client)
      .multi()
      .xadd(key, 'MAXLEN', this.maxEvents, '*', 'data', JSON.stringify(event))
      .pexpire(key, this.retentionMs)
      .exec();
    const [error, id] = results?.[0] ?? [new Error('Redis transaction was discarded'), null];
    if (error) throw error;
    if (this.subscriptions.size > 0) void this.poll();
    return { id: id as string, ...event };
  }

  async read(channel: string, lastId?: string | null): Promise<AsyncEvent[]> {
    // XRANGE is inclusive; dropping the given id itself works on every Redis with streams.
    const entries = await (await this.client).xrange(this.keyOf(channel), lastId ?? '-', '+');
    return entries.map(toEvent).filter((event) => !lastId || compareStreamIds(event.id, lastId) > 0);
  }

  subscribe(channel: string, afterId: string | null, listener: AsyncEventListener): () => void {
    const key = this.keyOf(channel);
    const subscription: Subscription = { key, listener, cursor: afterId, ready: Promise.resolve(), active: true };
    if (afterId === null) {
      // "New events only": start after whatever the stream holds right now.
      subscription.ready = this.client.then((client) => client.xrevrange(key, '+', '-', 'COUNT', 1)).then(
        (last) => { subscription.cursor = last[0]?.[0] ?? '0-0'; },
        () => { subscription.cursor = '0-0'; },
      );
    }
    this.subscriptions.add(subscription);
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), this.pollIntervalMs);
      // Subscriptions must not keep the process alive on their own.
      this.timer.unref();
    }
    void this.poll();
    return () => {
      subscription.active = false;
      this.subscriptions.delete(subscription);
      if (this.subscriptions.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  async close(): Promise<void> {
    for (const subscription of this.subscriptions) subscription.active = false;
    this.subscriptions.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    if (this.ownsClient) await closeRedis(await this.client);
  }

  private keyOf(channel: string): string {
    return `${this.keyPrefix}async-events:${channel}`;
  }

  /** One poll at a time; a request during a poll schedules exactly one more after it. */
  private poll(): Promise<void> {
    if (this.polling) {
      this.pollAgain = true;
      return this.polling;
    }
    this.polling = (async () => {
      try {
        do {
          this.pollAgain = false;
          await this.pollOnce();
        } while (this.pollAgain && this.subscriptions.size > 0);
      } catch {
        // Redis unreachable: the next tick tries again; nothing is lost, cursors did not move.
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    const subscriptions = [...this.subscriptions];
    if (subscriptions.length === 0) return;
    await Promise.all(subscriptions.map((s) => s.ready));
    const pipeline = (await this.client).pipeline();
    for (const s of subscriptions) pipeline.xread('COUNT', READ_BATCH, 'STREAMS', s.key, s.cursor ?? '0-0');
    const replies = (await pipeline.exec()) ?? [];
    let full = false;
    subscriptions.forEach((subscription, index) => {
      const [error, reply] = replies[index] ?? [null, null];
      if (error || !reply) return;
      const entries = (reply as [string, [string, string[]][]][])[0]?.[1] ?? [];
      if (entries.length === READ_BATCH) full = true;
      for (const entry of entries) {
        if (!subscription.active) return;
        subscription.cursor = entry[0];
        try {
          subscription.listener(toEvent(entry));
        } catch {
          // A failing listener (closed socket) only affects itself.
        }
      }
    });
    // A full batch means more is waiting: read on rather than wait for the timer.
    if (full) this.pollAgain = true;
  }
}

function toEvent([id, fields]: [string, string[]]): AsyncEvent {
  const dataIndex = fields.indexOf('data');
  const event = JSON.parse(fields[dataIndex + 1] ?? '{}') as NewAsyncEvent;
  return { id, ...event };
}
