import LinearProgress from '@mui/material/LinearProgress';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@core/errors/index.js';
import { clientErrorOf } from '../../api/api-call-error';
import { LOG_ACTIONS, logEvent } from '../../api/log-event';
import { FRESH_READ, unwrapCall } from '../../api/unwrap-call';
import { useAppDispatch } from '../../store/hooks';
import { dashboardApi } from '../dashboard/dashboard-api';
import type { DashboardInfo, DashboardPermalinkState } from '../dashboard/dashboard-types';
import { DashboardView } from '../dashboard/DashboardView';
import { openDashboard, type OpenedDashboard } from '../dashboard/open-dashboard';
import { DashboardUrlParam } from '../dashboard/model/url-params';
import { EmbeddedMessage } from './EmbeddedMessage';

async function describe(error: unknown): Promise<string> {
  const clientError = await clientErrorOf(error);
  if (clientError.status === 403 || clientError.status === 404) {
    return 'This dashboard is not available: the access the embedding application granted does not include it.';
  }
  return `This dashboard could not be loaded: ${getErrorMessage(clientError)}`;
}

/** Props of {@link EmbeddedDashboard}. */
export interface EmbeddedDashboardProps {
  dashboardId: number;
  /** Drawn within the dashboard's contexts (the bridge to the host). */
  inside: ReactNode;
}

/**
 * The embedded dashboard: loads it (its detail, its charts and, with `permalink_key` in the URL, a
 * permalink's state to restore, as the host may pass after resolving one), then shows it view-only.
 */
export function EmbeddedDashboard({ dashboardId, inside }: EmbeddedDashboardProps) {
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const [permalinkKey] = useState(() => search.get(DashboardUrlParam.PERMALINK_KEY));
  const [loaded, setLoaded] = useState<OpenedDashboard | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const idOrSlug = String(dashboardId);
    const permalink: Promise<DashboardPermalinkState | null> = permalinkKey
      ? unwrapCall(dispatch(dashboardApi.endpoints.getDashboardPermalink.initiate(permalinkKey, FRESH_READ))).then(
          // A permalink of another dashboard restores nothing here.
          (value) => (String(value.dashboardId) === idOrSlug ? value.state : null),
          () => null,
        )
      : Promise.resolve(null);
    openDashboard(dispatch, idOrSlug, permalink).then(
      (opened) => {
        if (cancelled) return;
        logEvent(LOG_ACTIONS.MOUNT_DASHBOARD, { dashboard_id: opened.info.id });
        setLoaded(opened);
      },
      async (failure: unknown) => !cancelled && setError(await describe(failure)),
    );
    return () => {
      cancelled = true;
    };
  }, [dashboardId, permalinkKey, dispatch]);

  const onInfoChange = useCallback((info: DashboardInfo) => setLoaded((current) => (current ? { ...current, info } : current)), []);

  if (error) return <EmbeddedMessage title="Dashboard unavailable" severity="error" message={error} />;
  if (!loaded) return <LinearProgress aria-label="Loading dashboard" sx={{ height: 2 }} />;
  return <DashboardView info={loaded.info} charts={loaded.charts} permalinkState={loaded.permalinkState} onInfoChange={onInfoChange} embedded={{ inside }} />;
}
