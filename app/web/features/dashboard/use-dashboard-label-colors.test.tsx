// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer } from '../../components/list-view/test-support/fake-api-server';
import { createAppStore } from '../../store/create-app-store';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import type { DashboardLabelColors } from './model/dashboard-label-colors';
import { COLOR_MAP_SYNC_DELAY_MS, useDashboardLabelColors, useDashboardVerboseMaps } from './use-dashboard-label-colors';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let colors: DashboardLabelColors | undefined;
let verboseMaps: ReadonlyMap<string, Readonly<Record<string, string>>> | undefined;
let server: ReturnType<typeof createFakeApiServer>;
let store: ReturnType<typeof createAppStore>;

function Probe({ canStore, scheme }: { canStore: boolean; scheme?: string }) {
  colors = useDashboardLabelColors(7, { color_scheme: scheme ?? null }, canStore);
  verboseMaps = useDashboardVerboseMaps(7);
  return null;
}

async function render(canStore: boolean, scheme?: string) {
  root ??= createRoot(document.createElement('div'));
  await act(async () =>
    root!.render(
      <Provider store={store}>
        <Probe canStore={canStore} scheme={scheme} />
      </Provider>,
    ),
  );
}

/** The colour maps stored so far, as sent. */
const storedColors = () => server.calls('PUT', '/api/v1/dashboard/7/colors').map((request) => [request.url.search, request.body]);

beforeEach(() => {
  vi.useFakeTimers();
  server = createFakeApiServer({
    'PUT /api/v1/dashboard/:id/colors': () => ({ message: 'OK' }),
    'GET /api/v1/dashboard/:id/datasets': () => ({ result: [{ id: 3, type: 'table', verbose_map: { num: 'Births' } }, { id: 4, verbose_map: {} }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
  store = createAppStore(testBootstrap(testUser({ Gamma: [] })));
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the fake API answer and the store settle, under fake timers (`frameMs` lets a frame pass too: the store notifies once per animation frame). */
const settle = async (frameMs = 0) => {
  for (let i = 0; i < 5; i += 1) await act(async () => vi.advanceTimersByTimeAsync(frameMs));
};

describe('useDashboardLabelColors', () => {
  it('stores the map once, 500 ms after the last new label, without marking the dashboard changed', async () => {
    await render(true);
    const scale = colors!.scaleFor(1, {})!;
    scale('boy');
    await act(async () => vi.advanceTimersByTime(COLOR_MAP_SYNC_DELAY_MS - 100));
    scale('girl');
    await act(async () => vi.advanceTimersByTime(COLOR_MAP_SYNC_DELAY_MS - 100));
    await settle();
    expect(storedColors()).toEqual([]);
    await act(async () => vi.advanceTimersByTime(100));
    await settle();
    expect(storedColors()).toHaveLength(1);
    expect(storedColors()[0]).toMatchObject(['?mark_updated=false', { color_scheme: 'supersetColors', map_label_colors: { boy: expect.any(String), girl: expect.any(String) } }]);
  });

  it('does not store for a user who may not edit the dashboard', async () => {
    await render(false);
    colors!.scaleFor(1, {})!('boy');
    await act(async () => vi.advanceTimersByTime(COLOR_MAP_SYNC_DELAY_MS * 2));
    await settle();
    expect(storedColors()).toEqual([]);
  });

  it('starts a new map when the dashboard’s scheme changes', async () => {
    await render(false);
    const first = colors;
    await render(false, 'tableau10');
    expect(colors).not.toBe(first);
    expect(colors!.current.colorScheme).toBe('tableau10');
  });

  it('reads the datasets’ display names by datasource key (`table` when the type is not given)', async () => {
    await render(false);
    expect(verboseMaps?.size).toBe(0);
    await settle(20);
    expect(verboseMaps && Object.fromEntries(verboseMaps)).toEqual({ '3__table': { num: 'Births' }, '4__table': {} });
  });
});
