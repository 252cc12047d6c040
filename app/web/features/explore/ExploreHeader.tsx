import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ChartMenuHost, ChartMenuInfo } from '@core/plugin-api/index.js';
import { useKernel } from '../../kernel/kernel-context';
import { menuActionItems } from '../../menu-actions/MenuActionItems';
import { useBaseMenuHost } from '../../menu-actions/use-base-menu-host';
import { useMenuActionContext } from '../../menu-actions/use-menu-action-context';
import { useMenuDialog } from '../../menu-actions/use-menu-dialog';

/** The chart's last run, as the header reports it. */
export interface ExploreRunSummary {
  rowCount: number | null;
  seconds: number;
}

export interface ExploreHeaderProps {
  title: string;
  /** The star, for a saved chart only. */
  favorite: { starred: boolean; toggle: () => void } | null;
  /** A note from the server about what was opened (e.g. a dataset swapped in). */
  message: string | null;
  lastRun: ExploreRunSummary | null;
  canSave: boolean;
  onSave: () => void;
  /** The chart the menu's actions are about, and what explore lends them. */
  chart: ChartMenuInfo;
  menuHost: ChartMenuHost;
}

/** Explore's header: star, chart name, last run, Save and the actions menu (drawn from the menu-action registry). */
export function ExploreHeader({ title, favorite, message, lastRun, canSave, onSave, chart, menuHost }: ExploreHeaderProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { menuActions } = useKernel();
  const base = useBaseMenuHost();
  const { openDialog, dialog } = useMenuDialog();
  const context = useMenuActionContext('explore', { chart });
  const close = () => setMenuAnchor(null);
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      {favorite && (
        <Tooltip title={favorite.starred ? 'Remove from favorites' : 'Add to favorites'}>
          <IconButton size="small" onClick={favorite.toggle} aria-label="Favorite">
            {favorite.starred ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
          </IconButton>
        </Tooltip>
      )}
      <Typography variant="h6" component="h1" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="explore-title">
        {title}
      </Typography>
      {message && <Alert severity="info" sx={{ py: 0 }}>{message}</Alert>}
      {lastRun && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {lastRun.rowCount !== null ? `${lastRun.rowCount} rows · ` : ''}
          {lastRun.seconds.toFixed(2)} s
        </Typography>
      )}
      <Button variant="contained" onClick={onSave} disabled={!canSave} data-testid="explore-save">Save</Button>
      <IconButton onClick={(event) => setMenuAnchor(event.currentTarget)} aria-label="More actions"><MoreVertIcon /></IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={close}>
        {menuAnchor !== null && menuActionItems({ entries: menuActions.entriesFor(context), context, host: { ...base, openDialog, chart: menuHost }, onClose: close })}
      </Menu>
      {dialog}
    </Box>
  );
}
