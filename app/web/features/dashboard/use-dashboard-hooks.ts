import { useCallback, useMemo } from 'react';
import type { LayoutMap } from '@core/dashboard/index.js';
import { walkAsyncSeries, walkWaterfall } from '@core/hooks/index.js';
import type { DashboardHookContext, DashboardLayout, SavedDashboard } from '@core/plugin-api/index.js';
import { useKernel } from '../../kernel/kernel-context';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';

/**
 * The dashboard's hooks where the page reaches them: `layout` on the layout a dashboard opens
 * with, `afterSave` once a save succeeded (a failing tap changes nothing the user sees).
 */
export function useDashboardHooks(dashboardId: number) {
  const { hooks } = useKernel();
  const current = useAppSelector(selectCurrentUser);
  const context = useMemo<DashboardHookContext>(
    () => ({ dashboardId, ...(current ? { user: { username: current.username, roles: Object.keys(current.roles) } } : {}) }),
    [dashboardId, current],
  );
  const openLayout = useCallback(
    (layout: LayoutMap): LayoutMap => walkWaterfall(hooks.dashboard.layout, layout as DashboardLayout, context) as LayoutMap,
    [hooks, context],
  );
  const afterSave = useCallback(
    (saved: SavedDashboard) => walkAsyncSeries(hooks.dashboard.afterSave, saved, { ...context, editMode: true }).catch(() => undefined),
    [hooks, context],
  );
  return { openLayout, afterSave };
}
