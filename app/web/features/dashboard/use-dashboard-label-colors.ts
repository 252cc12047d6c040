import { useEffect, useMemo } from 'react';
import { labelColorConfigOf } from '@core/dashboard/index.js';
import { UNTRACKED } from '../../api/unwrap-call';
import { useAppDispatch } from '../../store/hooks';
import { dashboardApi, useGetDashboardVerboseMapsQuery, type VerboseMap } from './dashboard-api';
import type { DashboardMetadata } from './dashboard-types';
import { DashboardLabelColors } from './model/dashboard-label-colors';

/** Spec §9: colour map changes are stored this long after the last one. */
export const COLOR_MAP_SYNC_DELAY_MS = 500;

/**
 * The page's shared colour map, stored (`PUT /colors?mark_updated=false`) 500 ms after labels
 * were last given colours when the user may edit the dashboard. A new scheme or new fixed label
 * colours start a new map.
 */
export function useDashboardLabelColors(dashboardId: number, metadata: DashboardMetadata, canStore: boolean): DashboardLabelColors {
  const dispatch = useAppDispatch();
  const scheme = metadata.color_scheme ?? null;
  const namespace = typeof metadata['color_namespace'] === 'string' ? metadata['color_namespace'] : null;
  const fixed = JSON.stringify(metadata.label_colors ?? {});
  // Only the colour keys matter; the rest of the metadata changes on every edit.
  const labelColors = useMemo(() => new DashboardLabelColors(metadata), [dashboardId, scheme, namespace, fixed]);

  useEffect(() => {
    if (!canStore) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const store = () => {
      timer = null;
      // A failed store only loses remembered colours; the charts keep theirs for this visit.
      dispatch(dashboardApi.endpoints.putDashboardColors.initiate({ id: dashboardId, colors: labelColorConfigOf(labelColors.current) }, UNTRACKED))
        .unwrap()
        .catch(() => undefined);
    };
    const unsubscribe = labelColors.subscribe(() => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(store, COLOR_MAP_SYNC_DELAY_MS);
    });
    return () => {
      unsubscribe();
      if (timer !== null) {
        clearTimeout(timer);
        store();
      }
    };
  }, [labelColors, dashboardId, canStore, dispatch]);
  return labelColors;
}

/** The dashboard's datasets' display names by datasource key; empty until they load. */
export function useDashboardVerboseMaps(dashboardId: number): ReadonlyMap<string, VerboseMap> {
  // Without them (still loading, or failed) charts show raw names; nothing else depends on them.
  const { data } = useGetDashboardVerboseMapsQuery(dashboardId);
  return useMemo(() => new Map(Object.entries(data ?? {})), [data]);
}
