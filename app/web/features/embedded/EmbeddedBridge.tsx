import type { Switchboard } from '@superset-ui/switchboard';
import { type RefObject, useCallback, useContext, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { UNTRACKED, unwrapCall } from '../../api/unwrap-call';
import { useAppDispatch } from '../../store/hooks';
import { dashboardApi } from '../dashboard/dashboard-api';
import { ActiveTabsContext, LayoutEditingContext, useDashboardCharts } from '../dashboard/dashboard-contexts';
import { shownTabIds } from '../dashboard/model/page-state';
import { permalinkUrlParams } from '../dashboard/model/url-params';
import { type EmbeddedDashboardState, emitDataMask } from './embedded-protocol';

/** Props of {@link EmbeddedBridge}. */
export interface EmbeddedBridgeProps {
  /** Where the page's protocol reads the dashboard's state when the host asks. */
  stateRef: RefObject<EmbeddedDashboardState | null>;
  /** The channel to the host, once connected. */
  board: Switchboard | null;
  /** The `uiConfig` bit 16: report each change of the data masks to the host. */
  emitDataMasks: boolean;
}

/**
 * Drawn inside the dashboard view (within its contexts): keeps the state the host may ask for
 * (data masks, shown tabs, permalinks as the share action makes them) where the page's protocol
 * reads it, and with `emitDataMasks` sends the host every change of the data masks.
 */
export function EmbeddedBridge({ stateRef, board, emitDataMasks }: EmbeddedBridgeProps) {
  const { runtime, dataMasks } = useDashboardCharts();
  const editing = useContext(LayoutEditingContext);
  const { activeTabs } = useContext(ActiveTabsContext);
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  const layout = editing?.layout;
  const shownTabs = useMemo(() => (layout ? shownTabIds(layout, activeTabs) : []), [layout, activeTabs]);

  const createPermalink = useCallback(
    async (anchor: string | null) => {
      const state = { urlParams: permalinkUrlParams(search), dataMask: dataMasks, activeTabs: shownTabs, anchor };
      return unwrapCall(dispatch(dashboardApi.endpoints.createDashboardPermalink.initiate({ id: runtime.dashboardId, state }, UNTRACKED)));
    },
    [search, dataMasks, shownTabs, runtime.dashboardId, dispatch],
  );

  useEffect(() => {
    stateRef.current = { dataMask: dataMasks, activeTabs: shownTabs, createPermalink };
  }, [stateRef, dataMasks, shownTabs, createPermalink]);
  useEffect(
    () => () => {
      stateRef.current = null;
    },
    [stateRef],
  );

  useEffect(() => {
    if (emitDataMasks && board) emitDataMask(board, dataMasks, shownTabs);
  }, [emitDataMasks, board, dataMasks, shownTabs]);
  return null;
}
