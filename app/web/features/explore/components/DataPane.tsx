import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { GridData } from '../../../chart/results/results-grid-model';
import { ResultsGrid } from '../../../chart/results/ResultsGrid';

/** One tab's data as the page tracks it. */
export interface DataPaneTabState {
  status: 'idle' | 'loading' | 'success' | 'error';
  data?: GridData;
  error?: string;
}

/** The data pane's tabs. */
export type DataPaneTab = 'results' | 'samples';

/** Props of {@link DataPane}. */
export interface DataPaneProps {
  open: boolean;
  onToggle: () => void;
  /** The chart query's rows. */
  results?: DataPaneTabState;
  /** The dataset's sample rows. */
  samples?: DataPaneTabState;
  /** Called when the Results tab is shown with nothing loaded yet (and by Retry). */
  onLoadResults: () => void;
  /** Called when the Samples tab is shown with nothing loaded yet (and by Retry). */
  onLoadSamples: () => void;
  /** Height of the open pane's content in pixels. */
  height?: number;
}

const TABS: ReadonlyArray<{ value: DataPaneTab; label: string }> = [
  { value: 'results', label: 'Results' },
  { value: 'samples', label: 'Samples' },
];

const needsLoad = (state: DataPaneTabState | undefined) => !state || (state.status === 'idle' && !state.data);

/**
 * Explore's collapsible bottom pane: the chart query's results and the dataset's samples, each
 * fetched the first time its tab is shown. Clicking a tab while collapsed opens the pane.
 */
export function DataPane({ open, onToggle, results, samples, onLoadResults, onLoadSamples, height = 320 }: DataPaneProps) {
  const [tab, setTab] = useState<DataPaneTab>('results');
  const id = useId();
  const state = tab === 'results' ? results : samples;
  const load = tab === 'results' ? onLoadResults : onLoadSamples;
  const pending = open && needsLoad(state);

  useEffect(() => {
    // Only the pane opening, the tab changing or the data being dropped trigger a load, not a new `load` callback.
    if (pending) load();
  }, [pending, tab]);

  return (
    <Box component="section" aria-label="Data" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, pr: 0.5, minHeight: 40 }}>
        <Tabs
          value={tab}
          onChange={(_, value: DataPaneTab) => setTab(value)}
          aria-label="Data pane"
          sx={{ minHeight: 40, flex: 1, '& .MuiTab-root': { minHeight: 40, py: 0, px: 1.5, minWidth: 0 } }}
        >
          {TABS.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              label={label}
              id={`${id}-${value}-tab`}
              aria-controls={`${id}-${value}-panel`}
              onClick={() => {
                if (!open) onToggle();
              }}
            />
          ))}
        </Tabs>
        <Tooltip title={open ? 'Collapse data pane' : 'Expand data pane'}>
          <IconButton size="small" onClick={onToggle} aria-expanded={open} aria-label={open ? 'Collapse data pane' : 'Expand data pane'}>
            {open ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
      {open ? (
        <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} sx={{ px: 1.5, pb: 1.5, height }}>
          <DataPaneBody state={state} height={height} onRetry={load} label={tab === 'results' ? 'Results' : 'Samples'} />
        </Box>
      ) : null}
    </Box>
  );
}

interface DataPaneBodyProps {
  state: DataPaneTabState | undefined;
  height: number;
  label: string;
  onRetry: () => void;
}

/** A tab's content: a spinner, the error with Retry, or the grid. */
function DataPaneBody({ state, height, label, onRetry }: DataPaneBodyProps) {
  if (state?.status === 'error') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {state.error || 'Sorry, an error occurred'}
      </Alert>
    );
  }
  if (state?.data && state.status !== 'loading') {
    // The grid's toolbar takes about 48px above its scroller.
    return <ResultsGrid {...state.data} height={Math.max(120, height - 60)} label={label} />;
  }
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }} aria-busy>
      <CircularProgress size={22} aria-label={`Loading ${label.toLowerCase()}`} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Loading {label.toLowerCase()}…
      </Typography>
    </Box>
  );
}
