import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

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
  onViewQuery: () => void;
  onViewResults: () => void;
  onShare: () => void;
  onDownload: (format: 'csv' | 'xlsx' | 'json') => void;
}

/** Explore's header: star, chart name, last run, Save and the actions menu. */
export function ExploreHeader({ title, favorite, message, lastRun, canSave, onSave, onViewQuery, onViewResults, onShare, onDownload }: ExploreHeaderProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const fromMenu = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
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
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={fromMenu(onViewQuery)}>View query</MenuItem>
        <MenuItem onClick={fromMenu(onViewResults)}>View results</MenuItem>
        <MenuItem onClick={fromMenu(onShare)}>Copy permalink to clipboard</MenuItem>
        <MenuItem onClick={fromMenu(() => onDownload('csv'))}>Export to .CSV</MenuItem>
        <MenuItem onClick={fromMenu(() => onDownload('xlsx'))}>Export to Excel</MenuItem>
        <MenuItem onClick={fromMenu(() => onDownload('json'))}>Export to .JSON</MenuItem>
      </Menu>
    </Box>
  );
}
