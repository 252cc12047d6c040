import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { getErrorMessage } from '@core/errors/index.js';
import { LOG_ACTIONS, logEvent } from '../../api/log-event';
import { usePageTitle } from '../../components/usePageTitle';
import { clientErrorOf } from '../../api/api-call-error';
import { FRESH_READ, unwrapCall } from '../../api/unwrap-call';
import { useAppDispatch } from '../../store/hooks';
import { dashboardApi } from './dashboard-api';
import type { DashboardInfo, DashboardPermalinkState, DashboardPermalinkValue } from './dashboard-types';
import { DashboardView } from './DashboardView';
import { openDashboard, type OpenedDashboard } from './open-dashboard';
import { DashboardUrlParam, permalinkTarget } from './model/url-params';

interface Loaded extends OpenedDashboard {
  /** The permalink the state came from. */
  permalinkKey: string | null;
}

/** The state a permalink route hands to the dashboard page it opens. */
interface PermalinkRouteState {
  permalink?: DashboardPermalinkValue;
}

async function describe(error: unknown): Promise<string> {
  const clientError = await clientErrorOf(error);
  if (clientError.status === 404) return 'This dashboard does not exist, or you do not have access to it.';
  return getErrorMessage(clientError);
}

/** Whether the loaded dashboard is the one `idOrSlug` names (it may have been renamed or given a slug since). */
const names = (info: DashboardInfo, idOrSlug: string) => idOrSlug === String(info.id) || (info.slug !== null && idOrSlug === info.slug);

function Failure({ message }: { message: string }) {
  usePageTitle('Dashboard');
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Dashboard
      </Typography>
      <Alert severity="error" action={<Button color="inherit" size="small" href="/dashboard/list/">All dashboards</Button>}>
        {message}
      </Alert>
    </Box>
  );
}

/** `/superset/dashboard/p/:key/`: opens a dashboard permalink on its dashboard, with the state it keeps. */
function PermalinkRedirect({ permalinkKey }: { permalinkKey: string }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    unwrapCall(dispatch(dashboardApi.endpoints.getDashboardPermalink.initiate(permalinkKey, FRESH_READ))).then(
      (value) => {
        if (cancelled) return;
        const state: PermalinkRouteState = { permalink: value };
        navigate(permalinkTarget(value.dashboardId, permalinkKey, value.state.urlParams, value.state.anchor), { replace: true, state });
      },
      async (failure: unknown) => !cancelled && setError(await describe(failure)),
    );
    return () => {
      cancelled = true;
    };
  }, [permalinkKey, navigate, dispatch]);
  if (error) return <Failure message={error} />;
  return <LinearProgress aria-label="Opening the permalink" sx={{ height: 2 }} />;
}

/**
 * `/superset/dashboard/:idOrSlug/` (and `/superset/dashboard/p/:key/`): loads a dashboard, its
 * charts and, when opened from a permalink (`permalink_key`), the state to restore, then shows it.
 */
export function DashboardPage() {
  const { idOrSlug = '', key } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const permalinkKey = search.get(DashboardUrlParam.PERMALINK_KEY);
  const handedOver = (location.state as PermalinkRouteState | null)?.permalink;

  useEffect(() => {
    if (key) return undefined;
    // The same dashboard stays loaded (a rename, parameters removed from the URL) unless another permalink opens on it.
    if (loaded && names(loaded.info, idOrSlug) && (permalinkKey === null || permalinkKey === loaded.permalinkKey)) return undefined;
    let cancelled = false;
    setError(null);
    setLoaded(null);
    const permalink: Promise<DashboardPermalinkState | null> = handedOver
      ? Promise.resolve(handedOver.state)
      : permalinkKey
        ? unwrapCall(dispatch(dashboardApi.endpoints.getDashboardPermalink.initiate(permalinkKey, FRESH_READ))).then((value) => value.state, () => null)
        : Promise.resolve(null);
    openDashboard(dispatch, idOrSlug, permalink).then(
      (opened) => {
        if (cancelled) return;
        // The action log and Home's recents read dashboard views from this event.
        logEvent(LOG_ACTIONS.MOUNT_DASHBOARD, { dashboard_id: opened.info.id });
        setLoaded({ ...opened, permalinkKey });
      },
      async (failure: unknown) => !cancelled && setError(await describe(failure)),
    );
    return () => {
      cancelled = true;
    };
    // Only another dashboard or another permalink reloads the page.
  }, [idOrSlug, key, permalinkKey]);

  const onInfoChange = useCallback((info: DashboardInfo) => setLoaded((current) => (current ? { ...current, info } : current)), []);

  if (key) return <PermalinkRedirect permalinkKey={key} />;
  if (error) return <Failure message={error} />;
  if (!loaded || !names(loaded.info, idOrSlug)) return <LinearProgress aria-label="Loading dashboard" sx={{ height: 2 }} />;
  return <DashboardView key={`${loaded.info.id}:${loaded.permalinkKey ?? ''}`} info={loaded.info} charts={loaded.charts} permalinkState={loaded.permalinkState} onInfoChange={onInfoChange} />;
}
