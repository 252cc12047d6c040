import { FRESH_READ, unwrapCall } from '../../api/unwrap-call';
import type { AppDispatch } from '../../store/create-app-store';
import { dashboardApi } from './dashboard-api';
import type { DashboardChart, DashboardInfo, DashboardPermalinkState } from './dashboard-types';

/** What a dashboard page draws: the dashboard, its charts and the state a permalink restores. */
export interface OpenedDashboard {
  info: DashboardInfo;
  charts: DashboardChart[];
  permalinkState: DashboardPermalinkState | null;
}

/** Reads a dashboard and its charts fresh, beside the permalink state the caller resolves. */
export async function openDashboard(dispatch: AppDispatch, idOrSlug: string, permalinkState: Promise<DashboardPermalinkState | null>): Promise<OpenedDashboard> {
  const [info, charts, state] = await Promise.all([
    unwrapCall(dispatch(dashboardApi.endpoints.getDashboard.initiate(idOrSlug, FRESH_READ))),
    unwrapCall(dispatch(dashboardApi.endpoints.getDashboardCharts.initiate(idOrSlug, FRESH_READ))),
    permalinkState,
  ]);
  return { info, charts, permalinkState: state };
}
