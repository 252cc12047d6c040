import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import type { Switchboard } from '@superset-ui/switchboard';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { BootstrapEmbedded } from '../../bootstrap/bootstrap-data';
import { type GuestTokenStatus, guestTokens } from '../../api/guest-token-source';
import { ToastContainer } from '../../shell/ToastContainer';
import { useAppSelector } from '../../store/hooks';
import { EmbeddedBridge } from './EmbeddedBridge';
import { EmbeddedDashboard } from './EmbeddedDashboard';
import { EmbeddedMessage } from './EmbeddedMessage';
import { type EmbeddedDashboardState, serveEmbeddedProtocol } from './embedded-protocol';
import { startEmbeddedPage } from './embedded-start';
import { embeddedUiConfigOf } from './embedded-ui-config';
import { measureScrollSize } from './scroll-size';

/** How long the page waits for a host before saying it is meant to be shown inside one. */
export const NO_HOST_HINT_MS = 8000;

/** What the page says when the server refused the guest token, until the host sends another. */
export function refusalMessage(status: GuestTokenStatus): { title: string; message: string } | null {
  if (status.kind !== 'refused') return null;
  return status.reason === 'expired'
    ? { title: 'Access expired', message: "This dashboard's access has expired. Reload the page in your application to continue." }
    : {
        title: 'Access refused',
        message: 'This dashboard could not be opened: the application showing it sent an access token that is not valid. Reload the page in your application to try again.',
      };
}

/** The page's frame: the window's height, no navigation, the app's toasts. */
function Frame({ children, frameRef }: { children: ReactNode; frameRef?: Ref<HTMLDivElement> }) {
  return (
    <Box ref={frameRef} className="embedded-page" sx={{ height: '100vh', overflow: 'hidden', display: 'flex', flexDirection: 'column', position: 'relative', bgcolor: 'background.default' }}>
      {children}
      <ToastContainer />
    </Box>
  );
}

/**
 * `/embedded/{uuid}`: a dashboard inside another application's page, driven by Superset's embedded
 * SDK. The page waits for the host's channel and guest token, then shows the dashboard view-only
 * and without the app's navigation; the host may refresh the token (the page carries on), ask for
 * the page's size, data masks, tabs and permalinks, and switch the colour mode. Which parts show
 * follows the SDK's `dashboardUiConfig` (the URL's `uiConfig`, `show_filters`, `expand_filters`).
 */
export function EmbeddedPage() {
  const embedded = useAppSelector((state) => state.bootstrap.embedded);
  if (!embedded) {
    return (
      <Frame>
        <EmbeddedMessage title="Dashboard unavailable" severity="error" message="This address shows a dashboard inside another application, and no embedded dashboard answers here." />
      </Frame>
    );
  }
  return <EmbeddedScreen embedded={embedded} />;
}

function EmbeddedScreen({ embedded }: { embedded: BootstrapEmbedded }) {
  const [search] = useSearchParams();
  const { emitDataMasks } = embeddedUiConfigOf(search);
  const status = useSyncExternalStore(guestTokens.subscribe, guestTokens.status);
  // The dashboard mounts with the first token and stays: a refused token only covers it until the next.
  const [started, setStarted] = useState(status.kind === 'ready');
  const [board, setBoard] = useState<Switchboard | null>(null);
  const [alone, setAlone] = useState(false);
  const { setMode } = useColorScheme();
  const setModeRef = useRef(setMode);
  setModeRef.current = setMode;
  const stateRef = useRef<EmbeddedDashboardState | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const connection = useMemo(() => startEmbeddedPage(embedded), [embedded]);

  useEffect(() => {
    let active = true;
    void connection.connected.then((channel) => {
      if (!active) return;
      serveEmbeddedProtocol(channel, {
        onGuestToken: (token) => guestTokens.set(token),
        scrollSize: () => measureScrollSize(frameRef.current),
        state: () => stateRef.current,
        setThemeMode: (mode) => setModeRef.current(mode),
      });
      channel.start();
      setBoard(channel);
    });
    return () => {
      active = false;
    };
  }, [connection]);

  useEffect(() => {
    if (status.kind === 'ready') setStarted(true);
  }, [status]);

  useEffect(() => {
    if (board || started) return undefined;
    const timer = setTimeout(() => setAlone(true), NO_HOST_HINT_MS);
    return () => clearTimeout(timer);
  }, [board, started]);

  const refusal = refusalMessage(status);
  return (
    <Frame frameRef={frameRef}>
      {started ? (
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', visibility: refusal ? 'hidden' : 'visible' }} aria-hidden={refusal ? true : undefined}>
          <EmbeddedDashboard dashboardId={embedded.dashboard_id} inside={<EmbeddedBridge stateRef={stateRef} board={board} emitDataMasks={emitDataMasks} />} />
        </Box>
      ) : null}
      {refusal ? (
        // Over the dashboard, which stays as it was: its requests resume with the next token.
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', zIndex: (theme) => theme.zIndex.modal }}>
          <EmbeddedMessage title={refusal.title} severity="warning" message={refusal.message} />
        </Box>
      ) : null}
      {!started && !refusal ? (
        <EmbeddedMessage
          title="Loading dashboard"
          severity="progress"
          message={
            alone
              ? 'This dashboard is shown inside another application, which has not connected yet. If you opened this address directly, open the application that embeds the dashboard instead.'
              : 'Waiting for the application showing this dashboard…'
          }
        />
      ) : null}
    </Frame>
  );
}
