// @vitest-environment happy-dom
import { Switchboard } from '@superset-ui/switchboard';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { appRoutes } from '../../routing/app-routes';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap } from '../../test-support/test-bootstrap';
import { EMBEDDED_COMMS_MESSAGE_TYPE } from './host-connection';
import { InViewObserver } from '../../test-support/in-view-observer';

const HOST = 'https://host.example';
const POSITIONS = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'] },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-1'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, width: 6, height: 40 } },
};
const INFO = {
  id: 5,
  slug: 'births',
  dashboard_title: 'Births',
  published: true,
  css: '',
  json_metadata: '{}',
  position_json: JSON.stringify(POSITIONS),
  certified_by: null,
  certification_details: null,
  owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }],
  roles: [],
  changed_by_name: 'Ada Lovelace',
  changed_on_delta_humanized: 'an hour ago',
};
const CHART = {
  id: 1,
  slice_name: 'Total births',
  description: null,
  viz_type: 'big_number_total',
  form_data: { slice_id: 1, viz_type: 'big_number_total', datasource: '3__table', metric: 'count', adhoc_filters: [], time_range: 'No filter' },
};

/** The API as a guest sees it: only the tokens in `valid` pass; `expired` ones get the server's 401. */
function guestApi() {
  const valid = new Set<string>();
  const expired = new Set<string>();
  const sent: { path: string; guestToken: string | null; csrfToken: string | null; credentials: RequestCredentials }[] = [];
  const server = createFakeApiServer({
    'GET /api/v1/dashboard/:idOrSlug': () => ({ id: 5, result: INFO }),
    'GET /api/v1/dashboard/:idOrSlug/charts': () => ({ result: [CHART] }),
    'POST /api/v1/chart/data': () => ({ result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }] }),
    'POST /api/v1/dashboard/:pk/permalink': () => ({ key: 'perma1', url: 'http://tessera.test/superset/dashboard/p/perma1/' }),
  });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const guestToken = request.headers.get('X-GuestToken');
    sent.push({ path: new URL(request.url).pathname, guestToken, csrfToken: request.headers.get('X-CSRFToken'), credentials: request.credentials });
    if (guestToken && expired.has(guestToken)) return jsonResponse(401, { message: 'Guest token has expired' });
    if (!guestToken || !valid.has(guestToken)) return jsonResponse(401, { message: 'Invalid guest token' });
    return server.fetch(request);
  };
  return { fetch, valid, expired, sent };
}

/** Runs `step` inside React's `act`: the host's messages update the page. */
async function inAct<T>(step: () => T | Promise<T>): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = await step();
  });
  return value as T;
}

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  vi.unstubAllGlobals();
});

const handshake = (origin: string) => {
  const channel = new MessageChannel();
  ports.push(channel.port1, channel.port2);
  window.dispatchEvent(new MessageEvent('message', { data: { type: EMBEDDED_COMMS_MESSAGE_TYPE, handshake: 'port transfer' }, origin, ports: [channel.port2], source: window.parent }));
  return new Switchboard({ port: channel.port1, name: 'superset-embedded-sdk', debug: false });
};

const message = (container: HTMLElement) => container.querySelector('[data-testid="embedded-message"]')?.textContent ?? null;
/** For `waitFor`: true once the page's message says `text`. */
const says = (container: HTMLElement, text: string) => (message(container)?.includes(text) ? true : null);

describe('the embedded page', () => {
  it('says there is nothing to show when the server sent no embedded dashboard, without the app’s navigation', async () => {
    const rendered = await renderApp(null, { bootstrap: testBootstrap(null), path: '/embedded/unknown', routes: appRoutes });
    const { container, waitFor } = rendered;
    await waitFor(() => says(container, 'no embedded dashboard answers here'), 30_000);
    expect(container.querySelector('h1')?.textContent).toBe('Dashboard unavailable');
    expect(container.querySelector('nav[aria-label="Main"]')).toBeNull();
    await rendered.unmount();
  }, 60_000);

  it('waits for its host, shows the dashboard view-only with the guest token, answers the host, and survives an expired token', async () => {
    const api = guestApi();
    vi.stubGlobal('fetch', api.fetch);
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    const embedded = { uuid: 'e-uuid', dashboard_id: 5, allowed_domains: [HOST], guest_token_header_name: 'X-GuestToken' };
    const rendered = await renderApp(null, { bootstrap: { ...testBootstrap(null), embedded }, path: '/embedded/e-uuid?uiConfig=16', routes: appRoutes });
    const { container, waitFor, settle } = rendered;

    // Before the host's token: a waiting message, and nothing asked of the server.
    // The page's chunk (the whole dashboard) loads slowly under vitest.
    await waitFor(() => says(container, 'Waiting for the application'), 30_000).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${container.innerHTML.slice(0, 2000)}`);
    });
    expect(container.querySelector('nav[aria-label="Main"]')).toBeNull();

    // A handshake from elsewhere is ignored.
    const stranger = handshake('https://evil.example');
    stranger.emit('guestToken', { guestToken: 'evil' });
    stranger.start();
    await settle();
    expect(api.sent).toEqual([]);

    const host = handshake(HOST);
    const observed: Record<string, unknown>[] = [];
    host.defineMethod('observeDataMask', (mask: Record<string, unknown>) => {
      observed.push(mask);
    });
    host.defineMethod('resolvePermalinkUrl', () => null);
    api.valid.add('g1');
    await inAct(() => {
      host.emit('guestToken', { guestToken: 'g1' });
      host.start();
    });

    await waitFor(() => container.querySelector('[data-chart-status="success"]'), 15_000);
    expect(container.querySelector('[data-testid="dashboard-title"]')?.textContent).toBe('Births');
    // View only: no editing, star, publishing, nor who changed it.
    expect(container.querySelector('[data-testid="dashboard-edit"]')).toBeNull();
    expect(container.querySelector('[aria-label="Star dashboard"], [aria-label="Unstar dashboard"]')).toBeNull();
    expect(container.querySelector('[data-testid="published-toggle"]')).toBeNull();
    expect(container.textContent).not.toContain('Ada Lovelace');
    // Every request carried the guest token, no CSRF token and no cookie; no favourites were asked for.
    expect(api.sent.length).toBeGreaterThanOrEqual(3);
    expect(api.sent.every((request) => request.guestToken === 'g1' && request.csrfToken === null && request.credentials === 'omit')).toBe(true);
    expect(api.sent.map((request) => request.path)).not.toContain('/api/v1/dashboard/favorite_status/');

    // The host's questions, and the data masks the page emits (uiConfig bit 16).
    expect(await inAct(() => host.get('getDataMask'))).toEqual({});
    expect(await inAct(() => host.get('getActiveTabs'))).toEqual([]);
    expect(await inAct(() => host.get('getScrollSize'))).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    await waitFor(() => (observed.length > 0 ? true : null));
    expect(observed.at(-1)).toEqual({ activeTabs: [] });

    // The token expires: the page says so, the request waits, and the refreshed token carries on.
    api.expired.add('g1');
    const permalink = host.get('getDashboardPermalink', { anchor: 'CHART-1' });
    await waitFor(() => says(container, "This dashboard's access has expired"));
    api.valid.add('g2');
    await inAct(() => host.emit('guestToken', { guestToken: 'g2' }));
    expect(await inAct(() => permalink)).toBe('http://tessera.test/superset/dashboard/p/perma1/');
    await waitFor(() => (message(container) === null ? true : null));
    expect(container.querySelector('[data-chart-status="success"]')).not.toBeNull();
    expect(api.sent.filter((request) => request.path === '/api/v1/dashboard/5/permalink').map((request) => request.guestToken)).toEqual(['g1', 'g2']);
    await rendered.unmount();
  }, 90_000);
});
