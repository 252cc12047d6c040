import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findChartComponentId, type LayoutMap } from '@core/dashboard/index.js';
import type { DashboardPermalinkState } from './dashboard-types';
import { DashboardUrlParam, focusedChartOf, searchWithout } from './model/url-params';

/**
 * Once, when the dashboard opens: reveals the focused chart (`focused_chart`), else the URL's anchor,
 * else the permalink's, opening the tabs around it. The one-time parameters (`focused_chart`,
 * `permalink_key`) then leave the URL, so a reload does not focus again.
 */
export function useInitialReveal(layout: LayoutMap, search: URLSearchParams, permalinkState: DashboardPermalinkState | null, reveal: (componentId: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const revealed = useRef(false);
  useEffect(() => {
    if (revealed.current) return;
    revealed.current = true;
    const focused = focusedChartOf(search);
    const anchor = decodeURIComponent(location.hash.replace(/^#/, '')) || permalinkState?.anchor || '';
    const target = focused !== null ? findChartComponentId(layout, focused) : anchor;
    if (target) reveal(target);
    if (focused !== null || search.has(DashboardUrlParam.PERMALINK_KEY)) {
      navigate({ pathname: location.pathname, search: searchWithout(search, [DashboardUrlParam.FOCUSED_CHART, DashboardUrlParam.PERMALINK_KEY]), hash: location.hash }, { replace: true, state: location.state });
    }
  }, [search, location, layout, permalinkState, reveal, navigate]);
}
