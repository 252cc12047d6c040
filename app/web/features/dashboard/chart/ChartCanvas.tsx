import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import { memo } from 'react';
import type { DataMask } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { ChartRenderer } from '../../explore/chart/ChartRenderer';
import { ChartStatusOverlay } from '../../explore/components/ChartStatusOverlay';
import type { FormData } from '../../explore/state/explore-form-data';
import type { DashboardChartState } from './use-dashboard-chart';

/** Props of {@link ChartCanvas}. */
export interface ChartCanvasProps {
  viz: VizDescriptor | undefined;
  formData: FormData | undefined;
  state: DashboardChartState;
  ownState?: Record<string, unknown>;
  filterState?: DataMask['filterState'];
  setDataMask?: (mask: DataMask) => void;
  onRendered: () => void;
  onRetry: () => void;
}

/**
 * The drawing area of a dashboard chart: the viz plugin's component (through explore's
 * `ChartRenderer`, which measures the box), a spinner while it loads (over the last drawing
 * during a refresh), or the normalised error with a retry.
 */
export const ChartCanvas = memo(function ChartCanvas({ viz, formData, state, ownState, filterState, setDataMask, onRendered, onRetry }: ChartCanvasProps) {
  if (state.status === 'failed') {
    return (
      <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
        <ChartStatusOverlay status="failed" message={state.error?.error} errors={state.error?.errors} onRun={onRetry} />
      </Box>
    );
  }
  const loading = state.status === 'loading' || state.status === 'idle';
  return (
    <Box sx={{ position: 'absolute', inset: 0 }}>
      {state.response && viz && formData ? (
        <ChartRenderer
          viz={viz}
          response={state.response}
          formData={formData}
          ownState={ownState}
          filterState={filterState}
          setDataMask={setDataMask}
          onRendered={onRendered}
        />
      ) : null}
      {loading && (
        <Box
          aria-busy
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: state.response ? alpha(theme.palette.background.paper, 0.6) : 'transparent',
          })}
        >
          <CircularProgress size={28} aria-label="Loading chart" />
        </Box>
      )}
    </Box>
  );
});
