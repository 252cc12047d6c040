import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { isQueryInProgress, selectActiveQueryEditorId, type QueryEditor, type SqlLabState } from '@core/sqllab/index.js';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { tabCommands } from './sqllab-commands';
import { useSqlLab, useSqlLabStore } from './sqllab-store';

const selectTabs = (state: SqlLabState) => state.queryEditors;
const selectRunningTabs = (state: SqlLabState) => {
  const running = new Set<string>();
  for (const query of Object.values(state.queries)) if (query.sqlEditorId && isQueryInProgress(query.state)) running.add(query.sqlEditorId);
  return [...running].sort().join('|');
};

/** One tab's label: its name (a text field while renaming), a dot while it runs, and a close button. */
function TabLabel({ queryEditor, running, renaming, onRenamed, onClose }: { queryEditor: QueryEditor; running: boolean; renaming: boolean; onRenamed: (name: string | null) => void; onClose: () => void }) {
  const [draft, setDraft] = useState(queryEditor.name);
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Enter') onRenamed(draft);
    if (event.key === 'Escape') onRenamed(null);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, maxWidth: 240 }}>
      {running ? <Box component="span" aria-label="Running" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main', flexShrink: 0 }} /> : null}
      {renaming ? (
        <InputBase
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => onRenamed(draft)}
          onClick={(event) => event.stopPropagation()}
          inputProps={{ 'aria-label': 'Tab name' }}
          sx={{ fontSize: '0.8125rem', width: 160, borderBottom: 1, borderColor: 'primary.main' }}
        />
      ) : (
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {queryEditor.name}
        </Box>
      )}
      <Box
        component="span"
        role="button"
        aria-label={`Close ${queryEditor.name}`}
        title="Close tab"
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onClose();
        }}
        sx={{ display: 'inline-flex', borderRadius: 1, p: 0.25, color: 'text.secondary', '&:hover': { bgcolor: 'action.hover', color: 'text.primary' } }}
      >
        <CloseIcon sx={{ fontSize: 14 }} />
      </Box>
    </Box>
  );
}

/** SQL Lab's tab bar: switch, add, close, rename (double-click or menu), clone, close others. */
export function QueryEditorTabs() {
  const store = useSqlLabStore();
  const tabs = useSqlLab(selectTabs);
  const activeId = useSqlLab(selectActiveQueryEditorId);
  const running = new Set(useSqlLab(selectRunningTabs).split('|'));
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; queryEditorId: string } | null>(null);

  const closeMenuThen = (action: (queryEditorId: string) => void) => () => {
    if (menu) action(menu.queryEditorId);
    setMenu(null);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: 1 }}>
      <Tabs
        value={activeId && tabs.some((tab) => tab.id === activeId) ? activeId : false}
        onChange={(_event, value: string) => tabCommands.activate(store, value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Query tabs"
        sx={{ minHeight: 40, flexShrink: 1, minWidth: 0, '& .MuiTab-root': { minHeight: 40, py: 0, px: 1.5, textTransform: 'none', fontSize: '0.8125rem' } }}
      >
        {tabs.map((queryEditor) => (
          <Tab
            key={queryEditor.id}
            value={queryEditor.id}
            onDoubleClick={() => setRenamingId(queryEditor.id)}
            onContextMenu={(event) => {
              event.preventDefault();
              setMenu({ anchor: event.currentTarget, queryEditorId: queryEditor.id });
            }}
            label={
              <TabLabel
                queryEditor={queryEditor}
                running={running.has(queryEditor.id)}
                renaming={renamingId === queryEditor.id}
                onRenamed={(name) => {
                  if (name !== null) tabCommands.rename(store, queryEditor.id, name);
                  setRenamingId(null);
                }}
                onClose={() => tabCommands.close(store, queryEditor.id)}
              />
            }
          />
        ))}
      </Tabs>
      <Tooltip title="New tab (Ctrl+Alt+T)">
        <IconButton size="small" aria-label="New tab" onClick={() => tabCommands.add(store)} sx={{ ml: 0.5 }}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Tab actions">
        <IconButton size="small" aria-label="Tab actions" onClick={(event) => activeId && setMenu({ anchor: event.currentTarget, queryEditorId: activeId })}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={closeMenuThen((id) => setRenamingId(id))}>Rename tab</MenuItem>
        <MenuItem onClick={closeMenuThen((id) => tabCommands.clone(store, { queryEditorId: id }))}>Duplicate tab</MenuItem>
        <MenuItem onClick={closeMenuThen((id) => tabCommands.close(store, id))}>Close tab</MenuItem>
        <MenuItem disabled={tabs.length < 2} onClick={closeMenuThen((id) => tabCommands.closeOthers(store, id))}>
          Close other tabs
        </MenuItem>
      </Menu>
    </Box>
  );
}
