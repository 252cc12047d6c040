import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import { memo, useMemo, useState } from 'react';
import type { ChartContextMenuEvent, DataMask, ExtraFormData, QueryContext, QueryObjectFilterClause, TransformPropsContext } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { ChartRenderer } from '../../../chart/ChartRenderer';
import { ChartStatusOverlay } from '../../../chart/ChartStatusOverlay';
import type { FormData } from '../../../chart/chart-form-data';
import { drillByMarkFilters, type DrillByStep } from '../../../chart/drill-by/drill-by-query';
import { LazyDrillByModal } from '../../../chart/drill-by/LazyDrillByModal';
import { useDashboardCharts, useLayoutEditing } from '../dashboard-contexts';
import { ChartContextMenu } from '../drill/ChartContextMenu';
import { LazyDrillDetailModal } from '../drill/LazyDrillDetailModal';
import { ChartAccessDenied } from './ChartAccessDenied';
import { dataAccessMessage } from './data-access-message';
import { drillColorScale } from './drill-color-scale';
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
  /**
   * The chart's query context as the dashboard runs it: given, a right-click on a mark opens the
   * drill-to-detail menu (outside edit mode, for viz types and users that may drill).
   */
  queryContext?: QueryContext;
  /** The chart's name as its header shows it, for the drill-to-detail modal's title. */
  chartName?: string;
  /** The user may drill to detail on this viz type (see `useCanDrillToDetail`); false when not given. */
  canDrill?: boolean;
  /** The user may drill by another column on this chart (see `useCanDrillBy`); false when not given. */
  canDrillBy?: boolean;
  /** What the dashboard's filters add to the chart's queries, which a drill by keeps. */
  extraFormData?: ExtraFormData;
}

/**
 * The drawing area of a dashboard chart: the viz plugin's component (through explore's
 * `ChartRenderer`, which measures the box), a spinner while it loads (over the last drawing
 * during a refresh), the normalised error with a retry, or, when the caller may not read the
 * chart's dataset, the server's message saying so. With a `queryContext`, a right-click
 * on a mark offers drill to detail and drill by.
 */
export const ChartCanvas = memo(function ChartCanvas({ viz, formData, state, ownState, filterState, setDataMask, onRendered, onRetry, queryContext, chartName, canDrill = false, canDrillBy = false, extraFormData }: ChartCanvasProps) {
  const { editMode } = useLayoutEditing();
  const { runtime } = useDashboardCharts();
  const [menu, setMenu] = useState<ChartContextMenuEvent | null>(null);
  const [drillFilters, setDrillFilters] = useState<QueryObjectFilterClause[] | null>(null);
  const [drillByStep, setDrillByStep] = useState<DrillByStep | null>(null);
  const drillable = (canDrill || (canDrillBy && formData !== undefined)) && queryContext !== undefined && !editMode;
  const context = useMemo<TransformPropsContext>(() => {
    if (!formData) return {};
    const colorScale = runtime.labelColors.scaleFor(Number(formData['slice_id']) || 0, formData);
    const verboseMap = runtime.verboseMaps.get(formData.datasource);
    return { ...(colorScale ? { colorScale } : {}), ...(verboseMap ? { verboseMap } : {}) };
  }, [formData, runtime.labelColors, runtime.verboseMaps]);
  const drill = drillable && queryContext ? (
    <>
      <ChartContextMenu
        event={menu}
        onClose={() => setMenu(null)}
        onDrillToDetail={
          canDrill
            ? (filters) => {
                setMenu(null);
                setDrillFilters(filters);
              }
            : undefined
        }
        drillBy={
          canDrillBy && formData
            ? {
                formData,
                onDrill: (column, filters) => {
                  setMenu(null);
                  setDrillByStep({ column, filters: drillByMarkFilters(formData, filters) });
                },
              }
            : undefined
        }
      />
      {drillFilters && (
        <LazyDrillDetailModal
          chartName={chartName ?? String(formData?.['slice_name'] ?? '')}
          chartContext={queryContext}
          initialFilters={drillFilters}
          dashboardId={runtime.dashboardId}
          pollingDelayMs={runtime.pollingDelayMs}
          onClose={() => setDrillFilters(null)}
        />
      )}
      {drillByStep && viz && formData && (
        <LazyDrillByModal
          chartName={chartName ?? String(formData['slice_name'] ?? '')}
          viz={viz}
          formData={formData}
          extraFormData={extraFormData}
          initialStep={drillByStep}
          pollingDelayMs={runtime.pollingDelayMs}
          verboseMap={runtime.verboseMaps.get(formData.datasource)}
          colorScale={drillColorScale(runtime.labelColors, Number(formData['slice_id']) || 0, formData)}
          onClose={() => setDrillByStep(null)}
        />
      )}
    </>
  ) : null;

  const deniedMessage = state.status === 'failed' ? dataAccessMessage(state.error) : null;
  if (deniedMessage !== null) return <ChartAccessDenied message={deniedMessage} />;
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
          onContextMenu={drillable ? setMenu : undefined}
          context={context}
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
      {drill}
    </Box>
  );
});
