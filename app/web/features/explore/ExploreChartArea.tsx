import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useMemo } from 'react';
import type { DataMask, TransformPropsContext } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { ChartRenderer } from '../../chart/ChartRenderer';
import { ChartStatusOverlay } from '../../chart/ChartStatusOverlay';
import { isRenderOnlyField, queryFieldsDiffer } from './state/explore-form-data';
import { type FormData } from '../../chart/chart-form-data';
import type { ChartQueryState } from '../../chart/use-chart-query';

export interface ExploreChartAreaProps {
  viz: VizDescriptor;
  state: ChartQueryState;
  /** The form data in the control panel (its render-only fields redraw the chart without a query). */
  formData: FormData;
  ownState: Record<string, unknown> | undefined;
  filterState: DataMask['filterState'];
  setDataMask: (mask: DataMask) => void;
  onRendered: () => void;
  onStop: () => void;
  onRun: () => void;
  /** False while the controls are invalid: the empty state then offers no run. */
  canRun: boolean;
  /** Titles of the controls that still need a value, for the empty state. */
  missing: string[];
  /** The dataset's display names of columns and metrics (legends and headers show them). */
  verboseMap?: Readonly<Record<string, string>>;
}

/** The chart explore last ran, with its loading, failure, stopped and empty states over it. */
export function ExploreChartArea({ viz, state, formData, ownState, filterState, setDataMask, onRendered, onStop, onRun, canRun, missing, verboseMap }: ExploreChartAreaProps) {
  const context = useMemo<TransformPropsContext>(() => ({ verboseMap }), [verboseMap]);
  const { status, response, queriedFormData } = state;
  const chartFormData = !queriedFormData || !queryFieldsDiffer(viz.uiSchema, formData, queriedFormData) ? formData : { ...queriedFormData, ...renderOnlyFields(viz, formData) };
  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }} data-testid="chart-area" data-status={status}>
      {response && queriedFormData?.viz_type === viz.key && status !== 'failed' ? (
        <ChartRenderer
          viz={viz}
          response={response}
          formData={chartFormData}
          ownState={ownState}
          filterState={filterState}
          setDataMask={setDataMask}
          onRendered={onRendered}
          context={context}
        />
      ) : null}
      {status !== 'success' && status !== 'rendered' && (
        <Box sx={(theme) => ({ position: 'absolute', inset: 0, zIndex: 1, bgcolor: alpha(theme.palette.background.paper, status === 'loading' && response ? 0.7 : 1) })}>
          {status === 'loading' && <ChartStatusOverlay status="loading" onStop={onStop} />}
          {status === 'failed' && <ChartStatusOverlay status="failed" message={state.error?.error} errors={state.error?.errors} onRun={onRun} />}
          {status === 'stopped' && <ChartStatusOverlay status="stopped" onRun={onRun} />}
          {status === 'idle' && <ChartStatusOverlay status="empty" missing={missing} onRun={canRun ? onRun : undefined} />}
        </Box>
      )}
    </Box>
  );
}

/** The render-only fields of form data (they redraw the chart without a new query). */
function renderOnlyFields(viz: VizDescriptor, formData: FormData): Record<string, unknown> {
  return Object.fromEntries(Object.entries(formData).filter(([field]) => isRenderOnlyField(viz.uiSchema, field)));
}
