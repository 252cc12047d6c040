import { apiFetch, csrfTokens } from './api-fetch';
import { guestTokens } from './guest-token-source';

/** spec §9: at most this many events go in one request. */
export const LOG_BATCH_SIZE = 1024;
/** spec §9: events wait this long after the latest one before they are sent together. */
export const LOG_DEBOUNCE_MS = 1000;
/** Where the events go (Superset's event logger view). */
export const LOG_ENDPOINT = '/superset/log/';

/** Event names recent activity reads as views (Superset's `LOG_ACTIONS_MOUNT_*`). */
export const LOG_ACTIONS = { MOUNT_DASHBOARD: 'mount_dashboard', MOUNT_EXPLORER: 'mount_explorer' } as const;

/** What an event is about, plus any fields of its own. */
export interface LogEventPayload {
  /** The dashboard the event happened on (a view of it, a chart loading in it…). */
  dashboard_id?: number;
  /** The chart the event is about. */
  slice_id?: number;
  [field: string]: unknown;
}

/** One event as it is sent: Superset's `event_name` and `ts` (ms since the epoch), the page's impression id, the payload. */
export interface LogEventRecord extends LogEventPayload {
  event_name: string;
  ts: number;
  impression_id: string;
}

/** Sends one batch; `unloading` when the page is going away and only a beacon can still get out. */
export type LogTransport = (events: readonly LogEventRecord[], options: { unloading: boolean }) => void;

/** A queue of events sent in batches. */
export interface EventLogger {
  /** Queues an event; it is sent once no other event follows for the debounce time, or when a batch is full. */
  log(eventName: string, payload?: LogEventPayload): void;
  /** Sends everything queued now, in batches. */
  flush(options?: { unloading?: boolean }): void;
  /** How many events wait to be sent. */
  pending(): number;
}

/** Superset's query string: `explode=events`, with the dashboard or chart when the whole batch is about one. */
export function logUrl(events: readonly LogEventRecord[]): string {
  const params = new URLSearchParams({ explode: 'events' });
  const shared = (key: 'dashboard_id' | 'slice_id') => {
    const ids = new Set(events.map((event) => event[key]));
    const [only] = ids;
    return ids.size === 1 && typeof only === 'number' ? only : undefined;
  };
  const dashboardId = shared('dashboard_id');
  const sliceId = dashboardId === undefined ? shared('slice_id') : undefined;
  if (dashboardId !== undefined) params.set('dashboard_id', String(dashboardId));
  else if (sliceId !== undefined) params.set('slice_id', String(sliceId));
  return `${LOG_ENDPOINT}?${params.toString()}`;
}

/**
 * Sends a batch the way Superset's pages do: a beacon carrying a form (`events` as JSON, the
 * session's CSRF token as `csrf_token` since a beacon cannot set headers, and the guest token of
 * an embedded page), which outlives the page; when no CSRF token is known yet, the browser has
 * no beacon or refuses this one (too large), a JSON post, which fetches the token itself.
 */
export function createBeaconTransport(
  options: { guestToken?: () => string | null | undefined; csrfToken?: () => string | undefined } = {},
): LogTransport {
  return (events) => {
    const url = logUrl(events);
    const body = new FormData();
    body.append('events', JSON.stringify(events));
    const csrfToken = options.csrfToken?.();
    if (csrfToken) body.append('csrf_token', csrfToken);
    const guestToken = options.guestToken?.();
    if (guestToken) body.append('guest_token', guestToken);
    const sendBeacon = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : null;
    // An embedded page's beacon is vouched for by its guest token instead.
    if ((csrfToken || guestToken) && sendBeacon?.(url, body)) return;
    // Logging must never disturb the page: a failed post is dropped.
    void apiFetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ events }), keepalive: true }).catch(() => undefined);
  };
}

const newImpressionId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** An event queue over `transport`, batching as spec §9 says (sizes and delay overridable for tests). */
export function createEventLogger(
  transport: LogTransport,
  options: { batchSize?: number; debounceMs?: number; impressionId?: string; now?: () => number } = {},
): EventLogger {
  const batchSize = options.batchSize ?? LOG_BATCH_SIZE;
  const debounceMs = options.debounceMs ?? LOG_DEBOUNCE_MS;
  const impressionId = options.impressionId ?? newImpressionId();
  const now = options.now ?? Date.now;
  let queue: LogEventRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = ({ unloading = false }: { unloading?: boolean } = {}) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batchSize);
      try {
        transport(batch, { unloading });
      } catch {
        // A transport that throws loses its batch, never the page.
      }
    }
  };

  return {
    log(eventName, payload = {}) {
      queue.push({ ...payload, event_name: eventName, ts: now(), impression_id: impressionId });
      if (queue.length >= batchSize) {
        flush();
        return;
      }
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => flush(), debounceMs);
    },
    flush,
    pending: () => queue.length,
  };
}

let pageLogger: EventLogger | undefined;

/** The page's logger, created on first use; it sends what is queued when the page is hidden or left. */
function getPageLogger(): EventLogger {
  if (pageLogger) return pageLogger;
  // An embedded page's beacons carry its guest token, and no session's CSRF token.
  const guest = guestTokens.enabled();
  const logger = createEventLogger(
    createBeaconTransport(guest ? { guestToken: () => guestTokens.peek() } : { csrfToken: () => csrfTokens.peek() }),
  );
  // Fetched now, so the beacon of a page being left has the token at hand.
  if (!guest) void csrfTokens.get().catch(() => undefined);
  if (typeof window !== 'undefined') {
    const sendNow = () => logger.flush({ unloading: true });
    window.addEventListener('pagehide', sendNow);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') sendNow();
    });
  }
  pageLogger = logger;
  return logger;
}

/**
 * Records a user action in the action log (`POST /superset/log/`), batched and debounced.
 * Recent activity reads the views: log `mount_dashboard` with `dashboard_id` when a dashboard
 * opens, `mount_explorer` with `slice_id` when a saved chart opens in explore.
 *
 * @example
 * ```ts
 * logEvent('mount_dashboard', { dashboard_id: 12 });
 * logEvent('mount_explorer', { slice_id: 40 });
 * ```
 */
export function logEvent(eventName: string, payload: LogEventPayload = {}): void {
  getPageLogger().log(eventName, payload);
}
