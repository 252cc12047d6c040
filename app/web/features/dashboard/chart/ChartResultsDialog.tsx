import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { ResultsGrid } from '../../../chart/results/ResultsGrid';
import type { GridData } from '../../../chart/results/results-grid-model';

/** Props of {@link ChartResultsDialog}. */
export interface ChartResultsDialogProps {
  open: boolean;
  title: string;
  loading: boolean;
  error?: string;
  /** One grid per query of the chart. */
  results: GridData[];
  onClose: () => void;
}

/** "View as table": the rows behind a chart, in explore's results grid. */
export function ChartResultsDialog({ open, title, loading, error, results, onClose }: ChartResultsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {loading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress size={24} aria-label="Loading results" />
          </Box>
        ) : error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          results.map((result, index) => <ResultsGrid key={index} {...result} height={420} label={`Results of ${title}`} />)
        )}
      </DialogContent>
    </Dialog>
  );
}
