import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DatasetColumnsTabProps {
  /** The columns table. */
  children: ReactNode;
  syncing: boolean;
  onSync: () => void;
  /** What the last sync changed, in words. */
  syncSummary: string | null;
  onDismissSummary: () => void;
}

/** The physical columns, with "Sync columns from source" above them. */
export function DatasetColumnsTab({ children, syncing, onSync, syncSummary, onDismissSummary }: DatasetColumnsTabProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Columns read from the source. Sync them after the table or the SQL changes.
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={onSync}
          disabled={syncing}
          startIcon={syncing ? <CircularProgress size={14} color="inherit" /> : <SyncIcon />}
        >
          Sync columns from source
        </Button>
      </Box>
      {syncSummary ? (
        <Alert severity="info" role="status" onClose={onDismissSummary} sx={{ mb: 1.5 }}>
          {syncSummary}
        </Alert>
      ) : null}
      {children}
    </Box>
  );
}
