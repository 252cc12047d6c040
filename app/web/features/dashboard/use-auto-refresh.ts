import { useEffect, useRef } from 'react';
import type { RefreshBus } from './chart/refresh-bus';
import { type StaggerSettings, chartsToAutoRefresh, staggeredRefreshDelays } from './model/refresh-schedule';

/**
 * Reloads the dashboard's charts every `frequencySeconds` (0: never; paused while `paused`, e.g.
 * in edit mode), skipping the charts the metadata marks immune and spreading the others over the
 * stagger span (spec §9). Each automatic refresh is forced past the caches.
 */
export function useAutoRefresh(options: {
  bus: RefreshBus;
  frequencySeconds: number;
  paused: boolean;
  chartIds: () => number[];
  settings: StaggerSettings & { timed_refresh_immune_slices?: unknown };
}): void {
  const { bus, frequencySeconds, paused } = options;
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (paused || !(frequencySeconds > 0)) return undefined;
    const timer = setInterval(() => {
      const { chartIds, settings } = latest.current;
      const ids = chartsToAutoRefresh(chartIds(), settings.timed_refresh_immune_slices);
      bus.request(ids, { force: true, delays: staggeredRefreshDelays(ids.length, frequencySeconds, settings) });
    }, frequencySeconds * 1000);
    return () => clearInterval(timer);
  }, [bus, frequencySeconds, paused]);
}
