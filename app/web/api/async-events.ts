import { apiFetch } from './api-fetch';
import { readJson } from './api-call-error';

/** An event of the caller's async jobs, as `GET /api/v1/async_event/` and `/ws` give it. */
export interface AsyncEvent {
  id: string;
  job_id: string;
  status: 'running' | 'done' | 'error' | string;
  result_url: string | null;
  errors?: Array<{ message?: string }>;
}

/** Spec §9: the socket is opened again this long after it closed… */
export const WS_RECONNECT_DELAY_MS = 2500;
/** …up to this many times in a row, after which the page polls instead. */
export const WS_MAX_RECONNECT_ATTEMPTS = 6;
/** Spec §9: an event whose job has no listener yet is looked at again, up to this many times… */
export const LISTENER_MAX_RETRIES = 6;
/** …this many milliseconds times the attempt later. */
export const LISTENER_RETRY_DELAY_MS = 100;
/** Local-storage key of the last event id received, so a reload or a reconnect misses nothing. */
export const LAST_EVENT_ID_KEY = 'last_async_event_id';

/** The part of a WebSocket the client uses: the browser's, or the `ws` package's in Node. */
export interface EventSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

/** The part of `localStorage` the client uses. */
export interface EventIdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What an {@link AsyncEventClient} is made of; all but `transport` and `pollingDelayMs` have browser defaults. */
export interface AsyncEventClientOptions {
  transport: 'polling' | 'ws';
  pollingDelayMs: number;
  /**
   * Where the socket is opened (`GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL`): a `ws://` or `wss://` URL,
   * or a path on the page's own host; default `/ws` on the page's own host.
   */
  wsUrl?: string | null;
  openSocket?: (url: string) => EventSocket;
  /** The caller's events after `lastId` (default: `GET /api/v1/async_event/?last_id=`). */
  fetchEvents?: (lastId: string | null) => Promise<AsyncEvent[]>;
  /** Where the last event id is kept (default: `localStorage`, when there is one). */
  storage?: EventIdStorage | null;
  warn?: (...args: unknown[]) => void;
  /** Spec constants, overridable for tests that run on real time. */
  reconnectDelayMs?: number;
  maxReconnectAttempts?: number;
}

/** Follows the caller's async-job events and hands each to the listener of its job. */
export interface AsyncEventClient {
  /** With `ws`, opens the socket now, before any job (as a page with async queries on does). */
  start(): void;
  /** The first `done` or `error` event of `jobId`; rejects with an AbortError when `signal` aborts. */
  waitForEvent(jobId: string, signal?: AbortSignal): Promise<AsyncEvent>;
  /**
   * Like {@link waitForEvent}, and hands `onProgress` each event of the job before it ends
   * (`running`), as SQL Lab shows a run moving from pending to running.
   */
  followJob(jobId: string, onProgress: (event: AsyncEvent) => void, signal?: AbortSignal): Promise<AsyncEvent>;
  /** The transport in use now: `ws` falls back to `polling` once reconnecting failed. */
  transport(): 'polling' | 'ws';
  lastEventId(): string | null;
  /** Stops polling and closes the socket; pending waits stay pending. */
  close(): void;
}

/** Whether stream id `id` (`<ms>-<seq>`) comes after `than`. */
function isAfter(id: string, than: string): boolean {
  const [ms = 0, seq = 0] = id.split('-').map(Number);
  const [thanMs = 0, thanSeq = 0] = than.split('-').map(Number);
  return ms !== thanMs ? ms > thanMs : seq > thanSeq;
}

const abortError = () => new DOMException('Aborted', 'AbortError');

function defaultStorage(): EventIdStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (privacy settings, sandboxed frames): the id is then kept in memory only.
    return null;
  }
}

/** The browser's WebSocket behind the {@link EventSocket} shape. */
function openBrowserSocket(url: string): EventSocket {
  const socket = new WebSocket(url);
  const adapter: EventSocket = { onopen: null, onmessage: null, onclose: null, onerror: null, close: () => socket.close() };
  socket.onopen = (event) => adapter.onopen?.(event);
  socket.onmessage = (event) => adapter.onmessage?.(event);
  socket.onclose = (event) => adapter.onclose?.(event);
  socket.onerror = (event) => adapter.onerror?.(event);
  return adapter;
}

/** The socket's URL: `configured` as it is when absolute, else that path (default `/ws`) on the page's own host. */
export function asyncEventsSocketUrl(configured: string | null | undefined, location?: { protocol: string; host: string }): string {
  if (configured && /^wss?:\/\//i.test(configured)) return configured;
  const path = configured && configured.startsWith('/') ? configured : '/ws';
  const { protocol, host } = location ?? window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

/** `url` with `last_id` added to its query. */
function withLastId(url: string, lastId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}last_id=${encodeURIComponent(lastId)}`;
}

async function fetchEventsOverHttp(lastId: string | null): Promise<AsyncEvent[]> {
  const url = lastId ? `/api/v1/async_event/?last_id=${encodeURIComponent(lastId)}` : '/api/v1/async_event/';
  return (await readJson<{ result: AsyncEvent[] }>(await apiFetch(url))).result;
}

/**
 * The async-event client (spec §9). With `polling`, `GET /api/v1/async_event/?last_id=` runs every
 * `pollingDelayMs` while some job is awaited. With `ws`, a socket to `/ws?last_id=` receives the
 * events as they come; when it closes it is opened again after 2500 ms, up to 6 attempts in a row,
 * and then the client polls. The id of the last event received is kept in local storage and sent
 * on every reconnect and poll, so no event is lost in between. An event that arrives before its
 * job's listener is registered (the 202 answer and the event race) is retried 6 times, 100 ms ×
 * the attempt apart, and then dropped with a warning.
 *
 * @example
 * ```ts
 * const events = createAsyncEventClient({ transport: conf.GLOBAL_ASYNC_QUERIES_TRANSPORT, pollingDelayMs: 500 });
 * const event = await events.waitForEvent(job.job_id, signal);
 * ```
 */
export function createAsyncEventClient(options: AsyncEventClientOptions): AsyncEventClient {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const fetchEvents = options.fetchEvents ?? fetchEventsOverHttp;
  const warn = options.warn ?? ((...args: unknown[]) => console.warn(...args));
  const reconnectDelayMs = options.reconnectDelayMs ?? WS_RECONNECT_DELAY_MS;
  const maxReconnectAttempts = options.maxReconnectAttempts ?? WS_MAX_RECONNECT_ATTEMPTS;
  const listeners = new Map<string, (event: AsyncEvent) => void>();
  const retries = new Map<string, number>();
  let transport = options.transport;
  let lastId: string | null = storage?.getItem(LAST_EVENT_ID_KEY) ?? null;
  let closed = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  let socket: EventSocket | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectAttempts = 0;

  const setLastId = (id: string) => {
    lastId = id;
    try {
      storage?.setItem(LAST_EVENT_ID_KEY, id);
    } catch {
      // A full or refused storage keeps the id in memory only.
    }
  };

  const processEvent = (event: AsyncEvent, remember: boolean) => {
    // A socket's replay may repeat what a catch-up read already gave.
    if (remember && lastId !== null && !isAfter(event.id, lastId)) return;
    const listener = listeners.get(event.job_id);
    if (listener) {
      retries.delete(event.job_id);
      listener(event);
    } else if (event.status === 'done' || event.status === 'error') {
      // The job's 202 may still be on its way: look again shortly.
      const attempt = (retries.get(event.job_id) ?? 0) + 1;
      if (attempt <= LISTENER_MAX_RETRIES) {
        retries.set(event.job_id, attempt);
        setTimeout(() => processEvent(event, false), LISTENER_RETRY_DELAY_MS * attempt);
      } else {
        retries.delete(event.job_id);
        warn('listener not found for job_id', event.job_id);
      }
    }
    if (remember) setLastId(event.id);
  };

  const poll = async () => {
    pollTimer = undefined;
    if (closed || transport !== 'polling' || listeners.size === 0) {
      polling = false;
      return;
    }
    try {
      for (const event of await fetchEvents(lastId)) processEvent(event, true);
    } catch (error) {
      warn('async events could not be fetched', error);
    }
    if (closed || transport !== 'polling' || listeners.size === 0) {
      polling = false;
      return;
    }
    pollTimer = setTimeout(() => void poll(), options.pollingDelayMs);
  };

  /** The awaited jobs' events after the last id, read over HTTP; other jobs' events only move the id on. */
  const catchUp = async () => {
    try {
      for (const event of await fetchEvents(lastId)) {
        if (listeners.has(event.job_id)) processEvent(event, true);
        else if (lastId === null || isAfter(event.id, lastId)) setLastId(event.id);
      }
    } catch (error) {
      warn('async events could not be fetched', error);
    }
  };

  const startPolling = () => {
    if (polling || closed) return;
    polling = true;
    void poll();
  };

  const connect = () => {
    reconnectTimer = undefined;
    if (closed) return;
    const base = asyncEventsSocketUrl(options.wsUrl);
    const url = lastId ? withLastId(base, lastId) : base;
    let opened: EventSocket;
    try {
      opened = (options.openSocket ?? openBrowserSocket)(url);
    } catch (error) {
      warn('async events socket could not be opened', error);
      scheduleReconnect();
      return;
    }
    socket = opened;
    const resumed = lastId !== null;
    opened.onopen = () => {
      reconnectAttempts = 0;
      // Without a last id the socket sends only new events: what came before it opened is read once.
      if (!resumed && listeners.size > 0) void catchUp();
    };
    opened.onmessage = ({ data }) => {
      let event: AsyncEvent;
      try {
        event = JSON.parse(String(data)) as AsyncEvent;
      } catch {
        return;
      }
      // The server's notices (`{ message }`) are not events.
      if (typeof event.id === 'string' && typeof event.job_id === 'string') processEvent(event, true);
    };
    opened.onerror = () => undefined;
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = null;
      scheduleReconnect();
    };
  };

  function scheduleReconnect() {
    if (closed) return;
    if (reconnectAttempts >= maxReconnectAttempts) {
      warn('async events socket gave up after', reconnectAttempts, 'attempts; polling instead');
      transport = 'polling';
      if (listeners.size > 0) startPolling();
      return;
    }
    reconnectAttempts += 1;
    reconnectTimer = setTimeout(connect, reconnectDelayMs);
  }

  const listen = () => {
    if (transport === 'polling') startPolling();
    else if (!socket && reconnectTimer === undefined) connect();
  };

  /** Listens to `jobId` until its `done` or `error` event, handing `onProgress` the events before it. */
  const follow = (jobId: string, onProgress: (event: AsyncEvent) => void, signal?: AbortSignal) =>
    new Promise<AsyncEvent>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const onAbort = () => {
        listeners.delete(jobId);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      listeners.set(jobId, (event) => {
        if (event.status !== 'done' && event.status !== 'error') {
          onProgress(event);
          return;
        }
        listeners.delete(jobId);
        signal?.removeEventListener('abort', onAbort);
        resolve(event);
      });
      listen();
    });

  return {
    start() {
      if (transport === 'ws') listen();
    },
    waitForEvent(jobId, signal) {
      return follow(jobId, () => undefined, signal);
    },
    followJob(jobId, onProgress, signal) {
      return follow(jobId, onProgress, signal);
    },
    transport: () => transport,
    lastEventId: () => lastId,
    close() {
      closed = true;
      if (pollTimer !== undefined) clearTimeout(pollTimer);
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      const open = socket;
      socket = null;
      open?.close();
    },
  };
}

let pageClient: AsyncEventClient | undefined;
let pageOptions: AsyncEventClientOptions | undefined;

/**
 * Sets how the page follows async events, from the bootstrap's conf (the transport, the polling
 * delay, and where the socket is opened: `GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL`, else `/ws` on the
 * page's own host). An embedded page polls: its
 * guest token travels in a header, which a browser's WebSocket cannot send. With `start` (async
 * queries on and a user signed in) a `ws` page opens its socket at once, before any job.
 */
export function configureAsyncEvents(
  conf: { GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' | 'ws'; GLOBAL_ASYNC_QUERIES_POLLING_DELAY: number; GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL?: string | null },
  { guest = false, start = false } = {},
): void {
  pageClient?.close();
  pageClient = undefined;
  pageOptions = {
    transport: guest ? 'polling' : conf.GLOBAL_ASYNC_QUERIES_TRANSPORT,
    pollingDelayMs: conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY,
    wsUrl: conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL ?? null,
  };
  if (start) pageAsyncEvents(conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY).start();
}

/** The page's client, created on first use (polling every `pollingDelayMs` when never configured). */
export function pageAsyncEvents(pollingDelayMs: number): AsyncEventClient {
  pageClient ??= createAsyncEventClient(pageOptions ?? { transport: 'polling', pollingDelayMs });
  return pageClient;
}
