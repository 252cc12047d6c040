import type { Redis } from 'ioredis';

/**
 * How long a Redis command may take before it fails. Redis answers a cache read in well under a
 * millisecond; a command still unanswered after this is talking to a Redis that hangs, and the
 * caller is better served by an error it can act on (run without the cache, answer 503).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** The longest wait between two reconnection attempts: Redis back means Tessera back within this. */
export const REDIS_RECONNECT_MAX_DELAY_MS = 1_000;

/** Whether Tessera's connections to one Redis reach it, as last seen; for `/health` and the logs. */
export type RedisState = { url: string; up: true } | { url: string; up: false; reason: string };

type StateListener = (state: RedisState) => void;

const states = new Map<string, RedisState>();
const listeners = new Set<StateListener>();

/** Called on each change between reachable and unreachable of a Redis (once per change, not per connection). */
export function onRedisStateChange(listener: StateListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The last state Tessera's connections saw of the Redis at `url`, if any connected or failed yet. */
export function lastRedisState(url: string): RedisState | undefined {
  return states.get(url);
}

/** Notes what a connection (or a probe) saw; listeners hear of changes. */
export function recordRedisState(state: RedisState): void {
  record(state.url, state);
}

function record(url: string, state: RedisState): void {
  const previous = states.get(url);
  if (previous && previous.up === state.up) return;
  states.set(url, state);
  // The first success is not news; a first failure and every later change are.
  if (!previous && state.up) return;
  for (const listener of listeners) listener(state);
}

/** `redis://user:secret@host:6379/0` → `redis://user:***@host:6379/0`, for messages. */
export function redisLocation(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'the configured Redis';
  }
}

/**
 * A Redis connection for Tessera's shared state (results cache, async events, login counts).
 * ioredis is imported on first use, keeping its ~200 ms import off the start-up of servers
 * without Redis.
 *
 * While Redis is unreachable, commands fail at once rather than wait in a queue for it to come
 * back: a chart then runs without the cache, and what needs Redis answers 503 quickly. Only the
 * very first connection attempt queues commands (the server's first requests may come before
 * it completes), and that attempt failing fails them. Hung commands fail after
 * `REDIS_COMMAND_TIMEOUT_MS`. The client reconnects on its own, at most a second apart.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, {
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_DELAY_MS),
  });
  const stopQueueing = () => {
    client.options.enableOfflineQueue = false;
  };
  client.once('ready', stopQueueing);
  client.once('close', stopQueueing);
  client.on('ready', () => record(url, { url, up: true }));
  // Listening to 'error' also keeps ioredis from printing every failed reconnection attempt.
  client.on('error', (error: Error) => record(url, { url, up: false, reason: describeRedisError(error) }));
  return client;
}

/**
 * Closes a connection from `connectRedis`: QUIT when connected, so pending replies arrive first;
 * otherwise (Redis down) it is dropped at once, where QUIT would fail or wait.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

/** A short reason for a connection failure: `ECONNREFUSED`, `Command timed out` … */
function describeRedisError(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error.message;
}

/** How ioredis rejects a command while the connection is down or hangs (socket errors go to 'error' events). */
const UNAVAILABLE_MESSAGES = [
  "Stream isn't writeable",
  'Command timed out',
  'Connection is closed',
  'Reached the max retries per request limit',
  'LOADING ',
];

/**
 * True for the errors of a Redis that cannot be reached or does not answer (as opposed to a
 * command Redis refused): what the server answers 503 for, and what the chart-data cache treats
 * as a miss.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * Asks Redis for PONG within `timeoutMs`, on a connection of its own that is closed afterwards:
 * the start-up check and `/health`. Resolves to the state seen; never throws.
 */
export async function probeRedis(url: string, timeoutMs = 1_000): Promise<RedisState> {
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: timeoutMs, commandTimeout: timeoutMs, retryStrategy: () => null });
  // The socket's own error (ECONNREFUSED …) says more than the rejection ("Connection is closed").
  let socketError: Error | null = null;
  client.on('error', (error: Error) => {
    socketError ??= error;
  });
  try {
    await client.connect();
    await client.ping();
    return { url, up: true };
  } catch (error) {
    const cause = socketError ?? (error instanceof Error ? error : new Error(String(error)));
    return { url, up: false, reason: describeRedisError(cause) };
  } finally {
    client.disconnect();
  }
}
