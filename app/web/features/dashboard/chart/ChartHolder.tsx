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
import { useCanDrillToDetail } from '../drill/use-can-drill-to-detail';
import { FilterIndicators } from '../native-filters/FilterIndicators';
import { RenderAllChartsContext } from '../render-all-charts';
import { ChartCanvas } from './ChartCanvas';
import { ChartHolderMenu } from './ChartHolderMenu';
import { useCanDrillBy } from './use-can-drill-by';
import { useChartDefinition } from './use-chart-definition';
import { type DashboardChartState, useDashboardChart } from './use-dashboard-chart';
import { useSeenOnce } from './use-in-view';

/** What a chart shows while a required filter in its scope has no value. */
export const WAITING_FOR_FILTERS_MESSAGE = 'Waiting for required filter values';

/**
 * A chart on the dashboard grid: its title, filter indicators and menu, its description when
 * expanded, and the viz plugin drawing the chart's data with the dashboard's filters applied. It
 * loads once it comes into view (or at once in report mode, or while a picture of the dashboard is
 * being prepared and it is on a shown tab) and a required filter of its scope
 * has a value, and reports its state in `data-chart-status` (`idle`, `loading`, `success`,
 * `rendered`, `failed`). It emits cross-filters (highlighting its own selection, while other
 * charts are filtered by it) unless the dashboard turned them off. In edit mode it can be dragged,
 * resized and renamed on this dashboard.
 */
export function ChartHolder({ component }: { component: LayoutComponent }) {
  const { editMode, dispatch } = useLayoutEditing();
  const charts = useDashboardCharts();
  const { runtime, chrome, dataMasks, setDataMask, extraFormDataOf, waitingForFilters, crossFiltersEnabled, expandedSlices, highlightedId } = charts;
  const metrics = useContext(GridMetricsContext);
  const { size, handles } = useResizable(component);
  const chartId = typeof component.meta.chartId === 'number' ? component.meta.chartId : -1;
  const definition = useChartDefinition(chartId);
  const { chart, viz, formData, problem } = definition;
  const canDrill = useCanDrillToDetail(viz);
  const box = useRef<HTMLDivElement>(null);
  const renderAll = useContext(RenderAllChartsContext);
  const seen = useSeenOnce(box, { root: runtime.scrollRoot, eager: runtime.eager, everyShown: renderAll });
  const mask = dataMasks[String(chartId)];
  const ownState = mask?.ownState;
  const extraFormData = extraFormDataOf(chartId);
  const waiting = waitingForFilters.has(chartId);
  const { state, queryContext, markRendered } = useDashboardChart({ chartId, viz, formData, ownState, extraFormData, active: seen && problem === null && !waiting, runtime });
  const canDrillBy = useCanDrillBy(viz, formData, queryContext !== undefined);
  // The emitting chart highlights its own cross-filter; the others are filtered by it.
  const filterState = crossFiltersEnabled ? mask?.filterState : undefined;

  const onDataMask = useCallback((next: DataMask) => setDataMask(chartId, next), [setDataMask, chartId]);
  const retry = useCallback(() => runtime.bus.request([chartId], { force: false }), [runtime.bus, chartId]);
  const title = component.meta.sliceNameOverride || chart?.slice_name || component.meta.sliceName || `Chart ${chartId}`;
  const description = chart?.description?.trim() ? chart.description : '';
  const descriptionHtml = useMemo(() => (description ? markdownToSafeHtml(description) : ''), [description]);
  const showDescription = Boolean(description) && Boolean(expandedSlices[String(chartId)]);
  const status = problem !== null ? 'failed' : waiting ? 'idle' : state.status;
  // The drawing does not change when a drawn chart is marked rendered: the canvas keeps its props.
  const drawnStatus = state.status === 'rendered' ? 'success' : state.status;
  const canvasState = useMemo<DashboardChartState>(
    () => ({ status: drawnStatus, response: state.response, error: state.error, loadedAt: state.loadedAt, queryContext: state.queryContext }),
    [drawnStatus, state.response, state.error, state.loadedAt, state.queryContext],
  );

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
          {!editMode && <FilterIndicators chartId={chartId} />}
          {!chrome.hideChartControls && !editMode && (
            <ChartHolderMenu
              chartId={chartId}
              componentId={component.id}
              title={title}
              hasDescription={Boolean(description)}
              queryContext={queryContext}
              getElement={() => box.current}
              viz={viz}
              formData={formData}
              extraFormData={extraFormData}
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
          ) : waiting ? (
            <Box role="status" data-testid="chart-waiting-for-filters" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {WAITING_FOR_FILTERS_MESSAGE}
              </Typography>
            </Box>
          ) : (
            <ChartCanvas
              viz={viz}
              formData={formData}
              state={canvasState}
              ownState={ownState}
              filterState={filterState}
              setDataMask={onDataMask}
              onRendered={markRendered}
              onRetry={retry}
              queryContext={canvasState.queryContext}
              chartName={title}
              canDrill={canDrill}
              canDrillBy={canDrillBy}
              extraFormData={extraFormData}
            />
          )}
        </Box>
      </Box>
      {handles}
    </EditFrame>
  );
}
