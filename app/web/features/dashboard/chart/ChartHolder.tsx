import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useContext, useMemo, useRef } from 'react';
import type { LayoutComponent } from '@core/dashboard/index.js';
import type { DataMask } from '@core/plugin-api/index.js';
import { GridMetricsContext, useDashboardCharts, useLayoutEditing } from '../dashboard-contexts';
import { EditFrame } from '../layout/EditFrame';
import { highlightSx } from '../layout/highlight';
import { InlineText } from '../layout/InlineText';
import { useResizable } from '../layout/ResizeHandles';
import { heightInPixels, widthInPixels } from '../model/grid-geometry';
import { markdownToSafeHtml } from '../model/markdown-html';
import { ChartCanvas } from './ChartCanvas';
import { ChartHolderMenu } from './ChartHolderMenu';
import { useChartDefinition } from './use-chart-definition';
import { useDashboardChart } from './use-dashboard-chart';
import { useSeenOnce } from './use-in-view';

/**
 * A chart on the dashboard grid: its title and menu, its description when expanded, and the viz
 * plugin drawing the chart's data. It loads once it comes into view (or at once in report mode)
 * and reports its state in `data-chart-status` (`idle`, `loading`, `success`, `rendered`,
 * `failed`). In edit mode it can be dragged, resized and renamed on this dashboard.
 */
export function ChartHolder({ component }: { component: LayoutComponent }) {
  const { editMode, dispatch } = useLayoutEditing();
  const charts = useDashboardCharts();
  const { runtime, chrome, dataMasks, setDataMask, expandedSlices, highlightedId } = charts;
  const metrics = useContext(GridMetricsContext);
  const { size, handles } = useResizable(component);
  const chartId = typeof component.meta.chartId === 'number' ? component.meta.chartId : -1;
  const definition = useChartDefinition(chartId);
  const { chart, viz, formData, problem } = definition;
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(box, { root: runtime.scrollRoot, eager: runtime.eager });
  const mask = dataMasks[String(chartId)];
  const ownState = mask?.ownState;
  const { state, queryContext, markRendered } = useDashboardChart({ chartId, viz, formData, ownState, active: seen && problem === null, runtime });

  const onDataMask = useCallback((next: DataMask) => setDataMask(chartId, next), [setDataMask, chartId]);
  const retry = useCallback(() => runtime.bus.request([chartId], { force: false }), [runtime.bus, chartId]);
  const title = component.meta.sliceNameOverride || chart?.slice_name || component.meta.sliceName || `Chart ${chartId}`;
  const description = chart?.description?.trim() ? chart.description : '';
  const descriptionHtml = useMemo(() => (description ? markdownToSafeHtml(description) : ''), [description]);
  const showDescription = Boolean(description) && Boolean(expandedSlices[String(chartId)]);
  const status = problem !== null ? 'failed' : state.status;

  return (
    <EditFrame
      component={component}
      className="dashboard-component-chart-holder"
      sx={{ width: widthInPixels(size.width, metrics), flex: 'none' }}
      dataAttributes={{ 'data-chart-id': chartId, 'data-chart-status': status }}
    >
      <Box
        ref={box}
        id={component.id}
        className="chart-slice"
        sx={[
          {
            height: heightInPixels(size.height ?? 0),
            display: 'flex',
            flexDirection: 'column',
            px: 2,
            pt: 1,
            pb: 1.5,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            transition: 'box-shadow 300ms',
          },
          highlightedId === component.id && highlightSx,
        ]}
      >
        <Box className="chart-header" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
          <Typography
            component="h2"
            variant="subtitle1"
            noWrap
            className="header-title"
            sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
            title={title}
          >
            <InlineText
              editable={editMode}
              value={title}
              label="Chart title"
              onCommit={(text) => dispatch({ type: 'UPDATE_COMPONENT_META', id: component.id, meta: { sliceNameOverride: text === chart?.slice_name ? '' : text } })}
            />
          </Typography>
          {!chrome.hideChartControls && !editMode && (
            <ChartHolderMenu
              chartId={chartId}
              componentId={component.id}
              title={title}
              hasDescription={Boolean(description)}
              queryContext={queryContext}
              getElement={() => box.current}
            />
          )}
        </Box>
        {showDescription && (
          <Box
            className="slice_description"
            sx={{ color: 'text.secondary', typography: 'body2', mb: 1, maxHeight: '30%', overflow: 'auto', '& p': { m: 0 } }}
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        )}
        <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
          {problem !== null ? (
            <Alert severity="warning" sx={{ m: 1 }}>
              {problem}
            </Alert>
          ) : (
            <ChartCanvas
              viz={viz}
              formData={formData}
              state={state}
              ownState={ownState}
              filterState={mask?.filterState}
              setDataMask={onDataMask}
              onRendered={markRendered}
              onRetry={retry}
            />
          )}
        </Box>
      </Box>
      {handles}
    </EditFrame>
  );
}
