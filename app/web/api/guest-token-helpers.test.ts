// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryContext } from '@core/plugin-api/index.js';
import { apiFetch } from './api-fetch';
import { postChartData } from './chart-data';
import { guestTokens } from './guest-token-source';
import { logEvent } from './log-event';

// This file's page is an embedded one: the app's shared helpers run in guest mode.
beforeAll(() => {
  guestTokens.enable('X-GuestToken');
  guestTokens.set('guest-abc');
});

afterEach(() => vi.unstubAllGlobals());

/** Records what reaches the network and answers each request with `answer`. */
function stubNetwork(answer: () => Response) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  });
  return requests;
}

const context = { datasource: { id: 1, type: 'table' }, queries: [{}], result_format: 'json', result_type: 'full' } as unknown as QueryContext;

describe("the app's fetch helpers on an embedded page", () => {
  it('apiFetch and the chart-data post carry the guest token and no CSRF token', async () => {
    const requests = stubNetwork(() => new Response(JSON.stringify({ result: [{ data: [], colnames: [], coltypes: [], rowcount: 0 }] }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await apiFetch('/api/v1/dashboard/4');
    const outcome = await postChartData(context);
    expect(outcome.kind).toBe('data');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/dashboard/4', '/api/v1/chart/data']);
    for (const request of requests) {
      expect(request.headers.get('X-GuestToken')).toBe('guest-abc');
      expect(request.headers.get('X-CSRFToken')).toBeNull();
      expect(request.credentials).toBe('omit');
    }
  });

  it("the action log's beacon carries the guest token, and no CSRF token is fetched for it", async () => {
    const requests = stubNetwork(() => new Response('{}', { status: 200 }));
    const beacons: { url: string; body: FormData }[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (url: string, body: FormData) => {
        beacons.push({ url, body });
        return true;
      },
    });
    logEvent('mount_dashboard', { dashboard_id: 4 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toContain('dashboard_id=4');
    expect(beacons[0]!.body.get('guest_token')).toBe('guest-abc');
    expect(beacons[0]!.body.get('csrf_token')).toBeNull();
    expect(JSON.parse(String(beacons[0]!.body.get('events')))).toMatchObject([{ event_name: 'mount_dashboard', dashboard_id: 4 }]);
    expect(requests).toEqual([]);
  });
});
