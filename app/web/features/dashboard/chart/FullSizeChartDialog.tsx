import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useCallback, useId } from 'react';
import type { DataMask } from '@core/plugin-api/index.js';
import { useDashboardCharts, useLayoutEditing } from '../dashboard-contexts';
import { ChartCanvas } from './ChartCanvas';
import { useChartDefinition } from './use-chart-definition';
import { useDashboardChart } from './use-dashboard-chart';

/**
 * A dashboard chart filling most of the window (spec §4 `fullSizeChartId`). It draws from the
 * dashboard's chart-data cache, so it opens without a new query.
 */
export function FullSizeChartDialog({ componentId, onClose }: { componentId: string; onClose: () => void }) {
  const titleId = useId();
  const { layout } = useLayoutEditing();
  const { runtime, dataMasks, setDataMask, extraFormDataOf, waitingForFilters } = useDashboardCharts();
  const component = layout[componentId];
  const chartId = typeof component?.meta.chartId === 'number' ? component.meta.chartId : -1;
  const { chart, viz, formData, problem } = useChartDefinition(chartId);
  const mask = dataMasks[String(chartId)];
  // The full-size view shows the chart as the dashboard's filters narrow it.
  const { state, markRendered } = useDashboardChart({
    chartId,
    viz,
    formData,
    ownState: mask?.ownState,
    extraFormData: extraFormDataOf(chartId),
    active: problem === null && !waitingForFilters.has(chartId),
    runtime,
  });
  const onDataMask = useCallback((next: DataMask) => setDataMask(chartId, next), [setDataMask, chartId]);
  const retry = useCallback(() => runtime.bus.request([chartId], { force: false }), [runtime.bus, chartId]);
  const title = component?.meta.sliceNameOverride || chart?.slice_name || component?.meta.sliceName || 'Chart';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" aria-labelledby={titleId} slotProps={{ paper: { sx: { height: '90vh' } } }}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, mx: 3, mb: 3 }} data-chart-status={state.status} data-testid="full-size-chart">
        <ChartCanvas viz={viz} formData={formData} state={state} ownState={mask?.ownState} filterState={mask?.filterState} setDataMask={onDataMask} onRendered={markRendered} onRetry={retry} />
      </Box>
    </Dialog>
  );
}
