import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_PREFETCH_KEY,
  dashboardChartsUrl,
  dashboardIdOrSlugOf,
  dashboardUrl,
  startDashboardPrefetch,
  takeDashboardPrefetch,
} from './dashboard-prefetch';

const forget = () => {
  delete (globalThis as unknown as Record<symbol, unknown>)[DASHBOARD_PREFETCH_KEY];
};

/** A fetch that records its calls and answers each with a numbered response. */
function recordingFetch() {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify({ result: String(input) }), { status: 200 });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

beforeEach(forget);
afterEach(forget);

describe('dashboardIdOrSlugOf', () => {
  it('reads the id or the slug of a dashboard page, decoded', () => {
    expect(dashboardIdOrSlugOf('/superset/dashboard/12/')).toBe('12');
    expect(dashboardIdOrSlugOf('/superset/dashboard/world-health/')).toBe('world-health');
    expect(dashboardIdOrSlugOf('/superset/dashboard/caf%C3%A9%20sales/')).toBe('café sales');
  });

  it('answers null for other pages, the permalink route and broken escapes', () => {
    for (const path of ['/superset/dashboard/p/abc/', '/superset/dashboard/12', '/dashboard/list/', '/superset/dashboard/', '/superset/dashboard/%E0%A4%A/']) {
      expect(dashboardIdOrSlugOf(path)).toBeNull();
    }
  });
});

describe('the early dashboard requests', () => {
  it('sends the detail and charts requests the page would send, with the session cookie', () => {
    const { calls, fetchImpl } = recordingFetch();
    expect(startDashboardPrefetch('/superset/dashboard/caf%C3%A9/', fetchImpl)).toBe(true);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/dashboard/caf%C3%A9', '/api/v1/dashboard/caf%C3%A9/charts']);
    expect(calls.map((call) => call.url)).toEqual([dashboardUrl('café'), dashboardChartsUrl('café')]);
    for (const call of calls) expect(call.init).toEqual({ method: 'GET', credentials: 'same-origin' });
  });

  it('sends nothing on other pages', () => {
    const { fetchImpl } = recordingFetch();
    expect(startDashboardPrefetch('/superset/dashboard/p/abc/', fetchImpl)).toBe(false);
    expect(startDashboardPrefetch('/chart/list/', fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(takeDashboardPrefetch('abc', 'dashboard')).toBeNull();
  });

  it('hands the answers over once, to the dashboard they are for', async () => {
    const { fetchImpl } = recordingFetch();
    startDashboardPrefetch('/superset/dashboard/12/', fetchImpl);
    const charts = takeDashboardPrefetch('12', 'charts');
    const dashboard = takeDashboardPrefetch('12', 'dashboard');
    expect(await (await dashboard!).json()).toEqual({ result: '/api/v1/dashboard/12' });
    expect(await (await charts!).json()).toEqual({ result: '/api/v1/dashboard/12/charts' });
    expect(takeDashboardPrefetch('12', 'dashboard')).toBeNull();
    expect(takeDashboardPrefetch('12', 'charts')).toBeNull();
  });

  it('drops them when the first dashboard shown is another one', () => {
    const { fetchImpl } = recordingFetch();
    startDashboardPrefetch('/superset/dashboard/12/', fetchImpl);
    expect(takeDashboardPrefetch('sales', 'dashboard')).toBeNull();
    expect(takeDashboardPrefetch('12', 'charts')).toBeNull();
    expect(takeDashboardPrefetch('12', 'dashboard')).toBeNull();
  });

  it('sends nothing once the page has asked: a late early script would only duplicate its requests', () => {
    const { fetchImpl } = recordingFetch();
    expect(takeDashboardPrefetch('12', 'dashboard')).toBeNull();
    expect(startDashboardPrefetch('/superset/dashboard/12/', fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('keeps a failed request for the page to report, without an unhandled rejection before', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startDashboardPrefetch('/superset/dashboard/12/', () => Promise.reject(new TypeError('Failed to fetch')));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takeDashboardPrefetch('12', 'dashboard')!).rejects.toThrow('Failed to fetch');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('shares its state with another copy of itself (the early script is a bundle of its own)', async () => {
    const { fetchImpl } = recordingFetch();
    startDashboardPrefetch('/superset/dashboard/12/', fetchImpl);
    vi.resetModules();
    const otherCopy = await import('./dashboard-prefetch');
    expect(otherCopy.takeDashboardPrefetch('12', 'dashboard')).not.toBeNull();
  });
});
