import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import { Suspense, isValidElement, lazy, useMemo, useRef, useState } from 'react';
import type { ChartMenuHost, ExtraFormData, MenuActionHost, QueryContext, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { useAppDispatch } from '../../../store/hooks';
import { addDangerToast } from '../../../store/toast-actions';
import type { GridData } from '../../../chart/results/results-grid-model';
import type { ViewQueryItem } from '../../../chart/view-query/ViewQueryDialog';
import { downloadChartData } from '../../../chart/download-chart-data';
import { errorMessageOf } from '../../../api/api-call-error';
import { postDashboardChartData } from '../dashboard-api';
import { useDashboardCharts } from '../dashboard-contexts';
import { downloadElementAsImage } from '../download-as-image';
import { downloadElementAsPdf } from '../../../menu-actions/download-as-pdf';
import { LazyDrillDetailModal } from '../drill/LazyDrillDetailModal';
import type { FormData } from '../../../chart/chart-form-data';
import { drilledColumns } from '../../../chart/drill-by/drill-by-query';
import { DrillByColumnItems } from '../../../chart/drill-by/DrillByColumnItems';
import { DrillBySubmenu } from '../../../chart/drill-by/DrillBySubmenu';
import { LazyDrillByModal } from '../../../chart/drill-by/LazyDrillByModal';
import { useKernel } from '../../../kernel/kernel-context';
import { menuActionItems } from '../../../menu-actions/MenuActionItems';
import { useBaseMenuHost } from '../../../menu-actions/use-base-menu-host';
import { useMenuActionContext } from '../../../menu-actions/use-menu-action-context';
import { useMenuDialog } from '../../../menu-actions/use-menu-dialog';
import { useDashboardPermalink } from '../header/use-dashboard-permalink';
import { drillColorScale } from './drill-color-scale';

// The dialogs (and their grid and SQL highlighting) load when first opened.
const ViewQueryDialog = lazy(() => import('../../../chart/view-query/ViewQueryDialog').then((module) => ({ default: module.ViewQueryDialog })));
const ChartResultsDialog = lazy(() => import('./ChartResultsDialog').then((module) => ({ default: module.ChartResultsDialog })));

/** Props of {@link ChartHolderMenu}. */
export interface ChartHolderMenuProps {
  chartId: number;
  componentId: string;
  title: string;
  hasDescription: boolean;
  /** The chart's query context (none while the chart cannot run). */
  queryContext: QueryContext | undefined;
  /** The chart's box, for "Download as image" and "Download as PDF". */
  getElement: () => HTMLElement | null;
  /** The chart's viz type (its behaviours decide the drill actions) and form data as the dashboard draws it. */
  viz: VizDescriptor | undefined;
  formData: FormData | undefined;
  /** What the dashboard's filters add to the chart's queries (a drill by keeps them). */
  extraFormData: ExtraFormData | undefined;
}

type DialogState =
  | { kind: 'none' }
  | { kind: 'query'; loading: boolean; queries: ViewQueryItem[]; error?: string }
  | { kind: 'results'; loading: boolean; results: GridData[]; error?: string }
  | { kind: 'drill' }
  | { kind: 'drill-by'; column: string }
  | { kind: 'drill-by-columns' };

/** Drill to detail from the menu: the chart's own filters only. */
const NO_MARK_FILTERS: readonly QueryObjectFilterClause[] = [];


/**
 * A dashboard chart's menu (Superset's slice header controls), drawn from the menu-action
 * registry: this component lends the actions its dialogs and commands as their host.
 */
export function ChartHolderMenu({ chartId, componentId, title, hasDescription, queryContext, getElement, viz, formData: chartFormData, extraFormData }: ChartHolderMenuProps) {
  const dispatch = useAppDispatch();
  const { runtime, permissions, expandedSlices, toggleDescription, openFullSize } = useDashboardCharts();
  const { menuActions } = useKernel();
  const base = useBaseMenuHost();
  const { openDialog, dialog: pluginDialog } = useMenuDialog();
  const permalinkOf = useDashboardPermalink();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const close = () => setAnchor(null);

  const fetchAs = async (resultType: 'query' | 'results') => {
    if (!queryContext) throw new Error('This chart has no query to run.');
    return postDashboardChartData({ ...queryContext, result_type: resultType, force: false }, { dashboardId: runtime.dashboardId, pollingDelayMs: runtime.pollingDelayMs });
  };

  const viewQuery = async () => {
    setDialog({ kind: 'query', loading: true, queries: [] });
    try {
      const response = await fetchAs('query');
      setDialog({ kind: 'query', loading: false, queries: response.result.map((result) => ({ query: String(result.query ?? ''), language: String(result['language'] ?? 'sql') })) });
    } catch (error) {
      setDialog({ kind: 'query', loading: false, queries: [], error: await errorMessageOf(error) });
    }
  };

  const viewResults = async () => {
    setDialog({ kind: 'results', loading: true, results: [] });
    try {
      const response = await fetchAs('results');
      setDialog({ kind: 'results', loading: false, results: response.result.map((result) => ({ colnames: result.colnames, coltypes: result.coltypes, data: result.data })) });
    } catch (error) {
      setDialog({ kind: 'results', loading: false, results: [], error: await errorMessageOf(error) });
    }
  };

  const exportData: ChartMenuHost['exportData'] = async (request) => {
    if (!queryContext) return;
    try {
      await downloadChartData({ ...queryContext, force: false }, request.format, title, request);
    } catch (error) {
      dispatch(addDangerToast(await errorMessageOf(error)));
    }
  };

  const downloadImage = async () => {
    const element = getElement();
    if (!element) return;
    try {
      await downloadElementAsImage(element, title, getComputedStyle(element).backgroundColor || '#ffffff');
    } catch (error) {
      dispatch(addDangerToast(`The image could not be created: ${await errorMessageOf(error)}`));
    }
  };

  const downloadPdf = async () => {
    const element = getElement();
    if (!element) return;
    try {
      await downloadElementAsPdf(element, title, getComputedStyle(element).backgroundColor || '#ffffff');
    } catch (error) {
      dispatch(addDangerToast(`The PDF could not be created: ${await errorMessageOf(error)}`));
    }
  };

  const canRun = queryContext !== undefined;
  const formData = queryContext?.form_data ?? { datasource: '', viz_type: '' };
  const excludedFromDrillBy = useMemo(() => (chartFormData ? drilledColumns(chartFormData, []) : new Set<string>()), [chartFormData]);
  const context = useMenuActionContext('dashboard-chart', {
    chart: {
      id: chartId,
      sliceName: title,
      vizType: formData.viz_type,
      formData,
      behaviors: viz?.behaviors ?? [],
      canRun,
      hasDescription,
      descriptionShown: expandedSlices[String(chartId)] === true,
    },
    dashboard: { id: runtime.dashboardId, title: '', canEdit: permissions.canEdit },
  });
  const host: MenuActionHost = {
    ...base,
    openDialog,
    chart: {
      forceRefresh: () => runtime.bus.request([chartId], { force: true }),
      openFullscreen: () => openFullSize(componentId),
      toggleDescription: () => toggleDescription(chartId),
      viewQuery: () => void viewQuery(),
      viewResults: () => void viewResults(),
      drillToDetail: () => setDialog({ kind: 'drill' }),
      exportData,
      permalink: () => permalinkOf(componentId),
      exploreUrl: () => `/explore/?slice_id=${chartId}&dashboard_id=${runtime.dashboardId}`,
      downloadImage,
      downloadPdf,
      drillBy: (column) => setDialog(column ? { kind: 'drill-by', column } : { kind: 'drill-by-columns' }),
    },
  };
  const drillBy = (column: string) => setDialog({ kind: 'drill-by', column });
  // "Drill by" opens its columns beside the menu rather than running at once.
  const items = () =>
    menuActionItems({ entries: menuActions.entriesFor(context), context, host, onClose: close }).map((item) =>
      isValidElement(item) && item.key === 'drill-by' && chartFormData ? (
        <DrillBySubmenu key="drill-by" datasourceKey={chartFormData.datasource} excluded={excludedFromDrillBy} onCloseMenu={close} onSelect={(column) => drillBy(column.name)} />
      ) : (
        item
      ),
    );
  return (
    <>
      <IconButton ref={button} size="small" aria-label={`Actions of ${title}`} onClick={(event) => setAnchor(event.currentTarget)} data-no-export sx={{ mr: -0.75 }}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {anchor !== null && items()}
      </Menu>
      {chartFormData && (
        <Menu
          open={dialog.kind === 'drill-by-columns'}
          anchorEl={button.current}
          onClose={() => setDialog({ kind: 'none' })}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <ListSubheader>Drill by</ListSubheader>
          <DrillByColumnItems datasourceKey={chartFormData.datasource} excluded={excludedFromDrillBy} onSelect={(column) => drillBy(column.name)} />
        </Menu>
      )}
      <Suspense fallback={null}>
        {dialog.kind === 'query' && (
          <ViewQueryDialog open loading={dialog.loading} error={dialog.error} queries={dialog.queries} onClose={() => setDialog({ kind: 'none' })} />
        )}
        {dialog.kind === 'results' && (
          <ChartResultsDialog open title={title} loading={dialog.loading} error={dialog.error} results={dialog.results} onClose={() => setDialog({ kind: 'none' })} />
        )}
      </Suspense>
      {dialog.kind === 'drill' && queryContext && (
        <LazyDrillDetailModal
          chartName={title}
          chartContext={queryContext}
          initialFilters={NO_MARK_FILTERS}
          dashboardId={runtime.dashboardId}
          pollingDelayMs={runtime.pollingDelayMs}
          onClose={() => setDialog({ kind: 'none' })}
        />
      )}
      {dialog.kind === 'drill-by' && viz && chartFormData && (
        <LazyDrillByModal
          chartName={title}
          viz={viz}
          formData={chartFormData}
          extraFormData={extraFormData}
          initialStep={{ column: dialog.column, filters: [] }}
          pollingDelayMs={runtime.pollingDelayMs}
          verboseMap={runtime.verboseMaps.get(chartFormData.datasource)}
          colorScale={drillColorScale(runtime.labelColors, chartId, chartFormData)}
          onClose={() => setDialog({ kind: 'none' })}
        />
      )}
      {pluginDialog}
    </>
  );
}
