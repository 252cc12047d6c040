import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { getChartIds, type LayoutMap } from '@core/dashboard/index.js';
import type { VizRegistry } from '@core/registry/index.js';
import { loadVizComponent } from '../../chart/load-viz-component';
import { RefreshBus } from './chart/refresh-bus';
import { postDashboardChartData } from './dashboard-api';
import type { ChartRuntime } from './dashboard-contexts';
import type { DashboardChart, DashboardMetadata } from './dashboard-types';
import { ChartDataCache } from './model/chart-data-cache';
import { CHART_QUERY_CONCURRENCY, RequestLane } from './native-filters/request-lane';
import { useDashboardLabelColors, useDashboardVerboseMaps } from './use-dashboard-label-colors';

interface ChartRuntimeOptions {
  dashboardId: number;
  charts: ReadonlyMap<number, DashboardChart>;
  vizTypes: VizRegistry;
  pollingDelayMs: number;
  /** The element charts scroll in (charts load as they come into view in it). */
  scrollRoot: Element | null;
  /** Load every chart at once, not when it comes into view (the report mode). */
  eager: boolean;
  layoutRef: RefObject<LayoutMap>;
  /** The dashboard's metadata, for its colour map. */
  metadata: DashboardMetadata;
  /** Whether the user may store the colour map (edits the dashboard). */
  canStoreColors: boolean;
}

/**
 * What the dashboard's charts run on: one data cache and one refresh bus for the page. Chart queries
 * take at most a few connections at once, so the filter bar's option queries (their own cache) never
 * wait behind them. The charts' viz components start loading while their data is fetched, not after it.
 */
export function useDashboardChartRuntime({ dashboardId, charts, vizTypes, pollingDelayMs, scrollRoot, eager, layoutRef, metadata, canStoreColors }: ChartRuntimeOptions) {
  useEffect(() => {
    const vizs = new Set([...charts.values()].map((chart) => vizTypes.resolve(String(chart.form_data['viz_type'] ?? chart.viz_type ?? ''), chart.form_data)));
    // Each viz type's module, then its component (a chart that cannot load says so when drawn).
    for (const viz of vizs) {
      if (viz) vizTypes.load(viz.key).then(loadVizComponent).catch(() => undefined);
    }
  }, [charts, vizTypes]);

  const cache = useMemo(() => {
    const lane = new RequestLane(CHART_QUERY_CONCURRENCY);
    return new ChartDataCache({ request: (context) => lane.run(() => postDashboardChartData(context, { dashboardId, pollingDelayMs })) });
  }, [dashboardId, pollingDelayMs]);
  const bus = useMemo(() => new RefreshBus(), []);
  useEffect(() => () => bus.dispose(), [bus]);
  const labelColors = useDashboardLabelColors(dashboardId, metadata, canStoreColors);
  const verboseMaps = useDashboardVerboseMaps(dashboardId);
  const runtime = useMemo<ChartRuntime>(
    () => ({ dashboardId, cache, bus, scrollRoot, eager, pollingDelayMs, labelColors, verboseMaps }),
    [dashboardId, cache, bus, scrollRoot, eager, pollingDelayMs, labelColors, verboseMaps],
  );
  /** Every chart of the layout queries again, past the caches. */
  const refreshAll = useCallback(() => bus.request(getChartIds(layoutRef.current), { force: true }), [bus, layoutRef]);
  return { runtime, bus, refreshAll };
}
