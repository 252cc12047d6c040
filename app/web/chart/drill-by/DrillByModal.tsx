import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { CategoricalColorScale, ChartContextMenuEvent, ExtraFormData, QueryContext, TransformPropsContext } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { ChartRenderer } from '../ChartRenderer';
import { ChartStatusOverlay } from '../ChartStatusOverlay';
import type { FormData } from '../chart-form-data';
import { ResultsGrid } from '../results/ResultsGrid';
import { useChartQuery } from '../use-chart-query';
import { useGetDrillByDatasourceQuery } from './drill-by-api';
import { drillByBreadcrumbs, drillByMarkFilters, drilledColumns, drilledFormData, drillByQueryContext, type DrillByStep } from './drill-by-query';
import { labelledGrid } from './drill-by-table';
import { DrillByMarkMenu } from './DrillByMarkMenu';

/** Props of {@link DrillByModal}. */
export interface DrillByModalProps {
  chartName: string;
  viz: VizDescriptor;
  /** The chart's form data, as it is drawn. */
  formData: FormData;
  /** What the dashboard's filters add to the chart's queries. */
  extraFormData?: ExtraFormData;
  /** The first drill: the column chosen and the filters of the mark drilled into (none from the menu). */
  initialStep: DrillByStep;
  pollingDelayMs: number;
  /** The dataset's display names of columns and metrics. */
  verboseMap?: Readonly<Record<string, string>>;
  /** The colours of the page the chart is on, so a label keeps its colour when drilled into. */
  colorScale?: CategoricalColorScale;
  onClose: () => void;
}

type View = 'chart' | 'table';

const BODY_HEIGHT = 460;

/**
 * Drill by (Superset's drill-by modal): the chart regrouped by another column, with the filters
 * of the mark drilled into applied, drawn by the chart runtime. A right-click on one of its marks
 * drills further; the breadcrumbs go back to an earlier drill; a toggle shows the drilled data as
 * a table instead. The server checks that the user may read the chart's data.
 */
export function DrillByModal({ chartName, initialStep, pollingDelayMs, verboseMap, onClose, ...chart }: DrillByModalProps) {
  const titleId = useId();
  // The chart as it was drawn when drilled: later redraws behind the modal do not query again.
  const [{ viz, formData, extraFormData, colorScale }] = useState(() => chart);
  const [steps, setSteps] = useState<DrillByStep[]>([initialStep]);
  const [view, setView] = useState<View>('chart');
  const [markMenu, setMarkMenu] = useState<ChartContextMenuEvent | null>(null);
  const { state, run, stop, markRendered } = useChartQuery(pollingDelayMs);
  const datasource = useGetDrillByDatasourceQuery(formData.datasource);
  const current = steps.length - 1;

  const columnLabel = useCallback(
    (column: string) => datasource.data?.columns.find((candidate) => candidate.name === column)?.label ?? verboseMap?.[column] ?? column,
    [datasource.data, verboseMap],
  );

  const runStep = useCallback(
    (path: readonly DrillByStep[]) => {
      const index = path.length - 1;
      let queryContext: QueryContext;
      try {
        queryContext = drillByQueryContext(viz, formData, path, index, extraFormData);
      } catch {
        return;
      }
      void run(drilledFormData(formData, path[index]!.column), queryContext);
    },
    [viz, formData, extraFormData, run],
  );

  useEffect(() => {
    runStep(steps);
  }, [steps, runStep]);

  const context = useMemo<TransformPropsContext>(() => ({ ...(verboseMap ? { verboseMap } : {}), ...(colorScale ? { colorScale } : {}) }), [verboseMap, colorScale]);
  const breadcrumbs = drillByBreadcrumbs(formData, steps, columnLabel);
  const excluded = useMemo(() => drilledColumns(formData, steps), [formData, steps]);
  const { status, response, queriedFormData, error } = state;
  const firstResult = response?.result[0];
  const table = useMemo(() => (firstResult ? labelledGrid(firstResult, verboseMap) : null), [firstResult, verboseMap]);
  const failed = status === 'failed';

  const drillFurther = (column: string, event: ChartContextMenuEvent) => {
    const drilled = drilledFormData(formData, steps[current]!.column);
    setSteps((path) => [...path, { column, filters: drillByMarkFilters(drilled, event.filters) }]);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId} data-testid="drill-by-modal">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {`Drill by: ${chartName}`}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 36 }}>
          <Breadcrumbs aria-label="Drill path" sx={{ flex: 1, minWidth: 0 }} data-testid="drill-by-breadcrumbs">
            {breadcrumbs.map((crumb, index) =>
              crumb.step !== null && crumb.step < current ? (
                <Link
                  key={index}
                  component="button"
                  type="button"
                  variant="body2"
                  underline="hover"
                  onClick={() => setSteps((path) => path.slice(0, crumb.step! + 1))}
                >
                  {crumb.label}
                </Link>
              ) : (
                <Typography key={index} variant="body2" sx={{ color: index === breadcrumbs.length - 1 ? 'text.primary' : 'text.secondary', fontWeight: index === breadcrumbs.length - 1 ? 600 : 400 }}>
                  {crumb.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
          <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: View | null) => next && setView(next)} aria-label="Show the drill as">
            <ToggleButton value="chart">Chart</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box sx={{ position: 'relative', height: BODY_HEIGHT }} data-testid="drill-by-chart" data-status={status} data-view={view}>
          {view === 'chart' && response && queriedFormData && !failed ? (
            <ChartRenderer
              viz={viz}
              response={response}
              formData={queriedFormData}
              onRendered={markRendered}
              onContextMenu={setMarkMenu}
              context={context}
            />
          ) : null}
          {view === 'table' && table && !failed ? (
            <ResultsGrid {...table} height={BODY_HEIGHT} label={`Results of ${chartName} by ${columnLabel(steps[current]!.column)}`} />
          ) : null}
          {(status === 'loading' || status === 'idle' || status === 'stopped' || failed) && (
            <Box sx={{ position: 'absolute', inset: 0, zIndex: 1, bgcolor: 'background.paper' }}>
              {failed ? (
                <ChartStatusOverlay status="failed" message={error?.error} errors={error?.errors} onRun={() => runStep(steps)} />
              ) : status === 'stopped' ? (
                <ChartStatusOverlay status="stopped" onRun={() => runStep(steps)} />
              ) : (
                <ChartStatusOverlay status="loading" onStop={stop} />
              )}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DrillByMarkMenu
        event={markMenu}
        datasourceKey={formData.datasource}
        excluded={excluded}
        onDrill={(column, event) => drillFurther(column.name, event)}
        onClose={() => setMarkMenu(null)}
      />
    </Dialog>
  );
}
