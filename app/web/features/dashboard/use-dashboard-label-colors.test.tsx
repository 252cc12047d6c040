// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardLabelColors } from './model/dashboard-label-colors';
import { COLOR_MAP_SYNC_DELAY_MS, useDashboardLabelColors } from './use-dashboard-label-colors';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const putDashboardColors = vi.fn(async () => undefined);
vi.mock('./dashboard-api', () => ({ putDashboardColors: (...args: unknown[]) => putDashboardColors(...(args as [])), fetchDashboardVerboseMaps: async () => new Map() }));

let root: Root | undefined;
let colors: DashboardLabelColors | undefined;

function Probe({ canStore, scheme }: { canStore: boolean; scheme?: string }) {
  colors = useDashboardLabelColors(7, { color_scheme: scheme ?? null }, canStore);
  return null;
}

async function render(canStore: boolean, scheme?: string) {
  root ??= createRoot(document.createElement('div'));
  await act(async () => root!.render(<Probe canStore={canStore} scheme={scheme} />));
}

beforeEach(() => {
  vi.useFakeTimers();
  putDashboardColors.mockClear();
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

describe('useDashboardLabelColors', () => {
  it('stores the map once, 500 ms after the last new label, without marking the dashboard changed', async () => {
    await render(true);
    const scale = colors!.scaleFor(1, {})!;
    scale('boy');
    await act(async () => vi.advanceTimersByTime(COLOR_MAP_SYNC_DELAY_MS - 100));
    scale('girl');
    await act(async () => vi.advanceTimersByTime(COLOR_MAP_SYNC_DELAY_MS - 100));
    expect(putDashboardColors).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(100));
    expect(putDashboardColors).toHaveBeenCalledTimes(1);
    expect(putDashboardColors.mock.calls[0]).toMatchObject([7, { color_scheme: 'supersetColors', map_label_colors: { boy: expect.any(String), girl: expect.any(String) } }]);
  });

  it('does not store for a user who may not edit the dashboard', async () => {
    await render(false);
    colors!.scaleFor(1, {})!('boy');
    await act(async () => vi.advanceTimersByTime(COLOR_MAP_SYNC_DELAY_MS * 2));
    expect(putDashboardColors).not.toHaveBeenCalled();
  });

  it('starts a new map when the dashboard’s scheme changes', async () => {
    await render(false);
    const first = colors;
    await render(false, 'tableau10');
    expect(colors).not.toBe(first);
    expect(colors!.current.colorScheme).toBe('tableau10');
  });
});
