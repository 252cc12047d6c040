import { useCallback, useContext } from 'react';
import { useSearchParams } from 'react-router';
import { createDashboardPermalink } from '../dashboard-api';
import { ActiveTabsContext, LayoutEditingContext, useDashboardCharts } from '../dashboard-contexts';
import { shownTabIds } from '../model/page-state';
import { permalinkUrlParams } from '../model/url-params';

/**
 * Creates a permalink of the dashboard as shown now (filters, cross-filters, open tabs), scrolled
 * to `anchor` when given; for the menus' "Copy permalink" and "Share by email".
 */
export function useDashboardPermalink(): (anchor?: string) => Promise<string> {
  const { runtime, dataMasks } = useDashboardCharts();
  const editing = useContext(LayoutEditingContext);
  const { activeTabs } = useContext(ActiveTabsContext);
  const [search] = useSearchParams();
  return useCallback(
    (anchor?: string) =>
      createDashboardPermalink(runtime.dashboardId, {
        urlParams: permalinkUrlParams(search),
        dataMask: dataMasks,
        activeTabs: editing ? shownTabIds(editing.layout, activeTabs) : [],
        anchor: anchor ?? null,
      }),
    [runtime.dashboardId, dataMasks, editing, activeTabs, search],
  );
}
