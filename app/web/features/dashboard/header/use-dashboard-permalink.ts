import { useCallback, useContext } from 'react';
import { useSearchParams } from 'react-router';
import { UNTRACKED, unwrapCall } from '../../../api/unwrap-call';
import { useAppDispatch } from '../../../store/hooks';
import { dashboardApi } from '../dashboard-api';
import { ActiveTabsContext, LayoutEditingContext, useDashboardCharts } from '../dashboard-contexts';
import { shownTabIds } from '../model/page-state';
import { permalinkUrlParams } from '../model/url-params';

/**
 * Creates a permalink of the dashboard as shown now (filters, cross-filters, open tabs), scrolled
 * to `anchor` when given; for the menus' "Copy permalink" and "Share by email". Answers the
 * permalink's whole URL, as the server gives it.
 */
export function useDashboardPermalink(): (anchor?: string) => Promise<string> {
  const { runtime, dataMasks } = useDashboardCharts();
  const editing = useContext(LayoutEditingContext);
  const { activeTabs } = useContext(ActiveTabsContext);
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  return useCallback(
    async (anchor?: string) => {
      const state = {
        urlParams: permalinkUrlParams(search),
        dataMask: dataMasks,
        activeTabs: editing ? shownTabIds(editing.layout, activeTabs) : [],
        anchor: anchor ?? null,
      };
      const { url } = await unwrapCall(dispatch(dashboardApi.endpoints.createDashboardPermalink.initiate({ id: runtime.dashboardId, state }, UNTRACKED)));
      return url;
    },
    [runtime.dashboardId, dataMasks, editing, activeTabs, search, dispatch],
  );
}
