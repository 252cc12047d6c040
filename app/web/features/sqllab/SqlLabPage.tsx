import HistoryIcon from '@mui/icons-material/History';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { selectActiveQueryEditor, sqlLabActions } from '@core/sqllab/index.js';
import { useEffect } from 'react';
import { Link as RouterLink, useMatch } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { QueryEditorPanel } from './QueryEditorPanel';
import { QueryEditorTabs } from './QueryEditorTabs';
import { QueryHistoryPage } from './QueryHistoryPage';
import { tabCommands } from './sqllab-commands';
import { SqlLabSessionContext } from './sqllab-session';
import { SqlLabStoreContext, useSqlLab, useSqlLabStore, type SqlLabStore } from './sqllab-store';
import { useSqlLabBootstrap } from './use-sqllab-bootstrap';

/** `/sqllab/` (the editor) and `/sqllab/history/` (past queries). */
export function SqlLabPage() {
  const showHistory = useMatch(ROUTE_PATHS.queryHistory) !== null;
  return showHistory ? <QueryHistoryPage /> : <SqlLabWorkspace />;
}

/** Ctrl+Alt+T new tab, Ctrl+Alt+W close tab, Ctrl+Alt+→ / ← next / previous tab (wrapping). */
function useTabShortcuts(store: SqlLabStore) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey && event.altKey)) return;
      const activeId = tabCommands.activeId(store);
      const key = event.key.toLowerCase();
      if (key === 't') tabCommands.add(store);
      else if (key === 'w' && activeId) tabCommands.close(store, activeId);
      else if (event.key === 'ArrowRight') tabCommands.switch(store, 1);
      else if (event.key === 'ArrowLeft') tabCommands.switch(store, -1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}

function SqlLabWorkspace() {
  usePageTitle('SQL Lab');
  const session = useSqlLabBootstrap();
  return (
    <SqlLabSessionContext.Provider value={session}>
      <SqlLabStoreContext.Provider value={session.store}>
        <SqlLabLayout loading={session.databases === null} />
      </SqlLabStoreContext.Provider>
    </SqlLabSessionContext.Provider>
  );
}

function SqlLabLayout({ loading }: { loading: boolean }) {
  const store = useSqlLabStore();
  const active = useSqlLab(selectActiveQueryEditor);
  useTabShortcuts(store);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minHeight: 44 }}>
        <Tooltip title={active?.hideLeftBar ? 'Show the database explorer' : 'Hide the database explorer'}>
          <span>
            <IconButton
              size="small"
              aria-label={active?.hideLeftBar ? 'Show the database explorer' : 'Hide the database explorer'}
              disabled={!active}
              onClick={() => active && store.dispatch(sqlLabActions.setQueryEditorHideLeftBar({ queryEditorId: active.id, hideLeftBar: !active.hideLeftBar, now: Date.now() }))}
            >
              <ViewSidebarOutlinedIcon fontSize="small" sx={{ transform: 'scaleX(-1)' }} />
            </IconButton>
          </span>
        </Tooltip>
        <Typography component="h1" variant="h6" sx={{ whiteSpace: 'nowrap', mr: 1 }}>
          SQL Lab
        </Typography>
        <QueryEditorTabs />
        <Tooltip title="All queries you ran">
          <IconButton size="small" aria-label="Query history" component={RouterLink} to={ROUTE_PATHS.queryHistory}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {loading ? <LinearProgress aria-label="Loading SQL Lab" sx={{ height: 2 }} /> : null}
      {active ? <QueryEditorPanel key={active.id} queryEditor={active} /> : null}
    </Box>
  );
}
