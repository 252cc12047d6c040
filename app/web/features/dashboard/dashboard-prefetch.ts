/**
 * The dashboard's first two requests (its detail and its charts), started by the page's early
 * script (app/web/early-requests.ts) as soon as the HTML names it, so they travel while the app's
 * code loads and starts, instead of after the dashboard page's first render. The page takes them
 * once, each request by the endpoint that reads it (`dashboard-api`); a dashboard opened later
 * inside the app fetches its own. The early script is a bundle of
 * its own with a copy of this module, so the two copies share their state through a global.
 */

/** The early answers to the dashboard's detail and charts requests, each until it is taken. */
export interface DashboardPrefetch {
  /** The id or slug of the URL, as the page's route reads it (decoded). */
  idOrSlug: string;
  /** `GET /api/v1/dashboard/{id_or_slug}`. */
  dashboard?: Promise<Response>;
  /** `GET /api/v1/dashboard/{id_or_slug}/charts`. */
  charts?: Promise<Response>;
}

/** One of the two early requests. */
export type DashboardPrefetchPart = 'dashboard' | 'charts';

/** `/superset/dashboard/{id_or_slug}/`, and not the permalink route `/superset/dashboard/p/{key}/`. */
const DASHBOARD_PATH = /^\/superset\/dashboard\/([^/]+)\/$/;

/** The global under which the early script leaves its requests for the app. */
export const DASHBOARD_PREFETCH_KEY = Symbol.for('tessera.dashboard-prefetch');

interface PrefetchState {
  pending: DashboardPrefetch | null;
  /** Set once the page asked for the early requests: any started after that would never be read. */
  asked: boolean;
}

function prefetchState(): PrefetchState {
  const holder = globalThis as unknown as Record<symbol, PrefetchState | undefined>;
  const state = holder[DASHBOARD_PREFETCH_KEY] ?? { pending: null, asked: false };
  holder[DASHBOARD_PREFETCH_KEY] = state;
  return state;
}

/** The id or slug of a dashboard page's path (decoded), or null for any other path. */
export function dashboardIdOrSlugOf(pathname: string): string | null {
  const match = DASHBOARD_PATH.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The URL of the dashboard detail request, exactly as the page's API client writes it. */
export function dashboardUrl(idOrSlug: string): string {
  return `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`;
}

/** The URL of the dashboard's charts request, exactly as the page's API client writes it. */
export function dashboardChartsUrl(idOrSlug: string): string {
  return `${dashboardUrl(idOrSlug)}/charts`;
}

/**
 * On a dashboard page's path, sends its detail and charts requests now (GETs with the session
 * cookie, as the API client sends them) and keeps the answers for the page; elsewhere, or when the
 * page already fetched its own (this script ran late), does nothing. Answers whether it sent them.
 *
 * @example
 * ```ts
 * startDashboardPrefetch(window.location.pathname);
 * ```
 */
export function startDashboardPrefetch(pathname: string, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): boolean {
  const idOrSlug = dashboardIdOrSlugOf(pathname);
  const state = prefetchState();
  if (idOrSlug === null || state.asked) return false;
  const get = (url: string) => {
    const answer = fetchImpl(url, { method: 'GET', credentials: 'same-origin' });
    // A failure is reported by the page when it reads the answer; until then it is not unhandled.
    answer.catch(() => undefined);
    return answer;
  };
  state.pending = { idOrSlug, dashboard: get(dashboardUrl(idOrSlug)), charts: get(dashboardChartsUrl(idOrSlug)) };
  return true;
}

/**
 * The early request for `part` when it is for `idOrSlug`, else null. Each is handed over once,
 * and only to the first dashboard the app shows: asking for another dashboard drops both, so no
 * later visit reads answers that old.
 */
export function takeDashboardPrefetch(idOrSlug: string, part: DashboardPrefetchPart): Promise<Response> | null {
  const state = prefetchState();
  state.asked = true;
  const pending = state.pending;
  if (pending === null || pending.idOrSlug !== idOrSlug) {
    state.pending = null;
    return null;
  }
  const answer = pending[part] ?? null;
  delete pending[part];
  if (!pending.dashboard && !pending.charts) state.pending = null;
  return answer;
}
