import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

/** What the dashboard's "…" menu offers; a missing callback hides its item. */
export interface DashboardActions {
  onRefresh?: () => void;
  onSetRefreshInterval?: () => void;
  fullscreen: boolean;
  onToggleFullscreen?: () => void;
  onSaveAs?: () => void;
  onEditProperties?: () => void;
  onEditCss?: () => void;
  onDownloadImage?: () => void;
  onCopyPermalink?: () => void;
}

/** The dashboard header's actions menu (Superset's header actions dropdown). */
export function DashboardActionsMenu({ actions }: { actions: DashboardActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const item = (label: string, action: (() => void) | undefined) =>
    action ? (
      <MenuItem
        key={label}
        onClick={() => {
          close();
          action();
        }}
      >
        {label}
      </MenuItem>
    ) : null;
  const view = [item('Refresh dashboard', actions.onRefresh), item('Set auto-refresh interval', actions.onSetRefreshInterval), item(actions.fullscreen ? 'Exit fullscreen' : 'Enter fullscreen', actions.onToggleFullscreen)].filter(Boolean);
  const edit = [item('Save as', actions.onSaveAs), item('Edit properties', actions.onEditProperties), item('Edit CSS', actions.onEditCss)].filter(Boolean);
  const share = [item('Download as image', actions.onDownloadImage), item('Copy permalink to clipboard', actions.onCopyPermalink)].filter(Boolean);
  const groups = [view, edit, share].filter((group) => group.length > 0);
  return (
    <>
      <Tooltip title="More actions">
        <IconButton aria-label="Dashboard actions" onClick={(event) => setAnchor(event.currentTarget)} data-no-export>
          <MoreHorizIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {groups.flatMap((group, index) => (index === 0 ? group : [<Divider key={`divider-${index}`} />, ...group]))}
      </Menu>
    </>
  );
}
