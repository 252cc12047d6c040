import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Suspense, lazy, useState } from 'react';
import type { QueryContext, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { useAppDispatch } from '../../../store/hooks';
import { addDangerToast } from '../../../store/toast-actions';
import type { GridData } from '../../../chart/results/results-grid-model';
import type { ViewQueryItem } from '../../../chart/view-query/ViewQueryDialog';
import { downloadChartData } from '../../../chart/download-chart-data';
import { errorMessageOf } from '../../../api/api-call-error';
import { postDashboardChartData } from '../dashboard-api';
import { useDashboardCharts } from '../dashboard-contexts';
import { downloadElementAsImage } from '../download-as-image';
import { LazyDrillDetailModal } from '../drill/LazyDrillDetailModal';

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
  /** The chart's box, for "Download as image". */
  getElement: () => HTMLElement | null;
  /** The user may drill to detail on the chart's viz type (offered while the chart has a query context). */
  canDrill: boolean;
}

type DialogState =
  | { kind: 'none' }
  | { kind: 'query'; loading: boolean; queries: ViewQueryItem[]; error?: string }
  | { kind: 'results'; loading: boolean; results: GridData[]; error?: string }
  | { kind: 'drill' };

/** Drill to detail from the menu: the chart's own filters only. */
const NO_MARK_FILTERS: readonly QueryObjectFilterClause[] = [];


/**
 * A dashboard chart's menu (Superset's slice header controls): force refresh, full-size view,
 * description, view query, view results, drill to detail, data exports, image download, explore
 * and share.
 */
export function ChartHolderMenu({ chartId, componentId, title, hasDescription, queryContext, getElement, canDrill }: ChartHolderMenuProps) {
  const dispatch = useAppDispatch();
  const { runtime, permissions, expandedSlices, toggleDescription, openFullSize, shareComponent } = useDashboardCharts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const close = () => setAnchor(null);
  const run = (action: () => void | Promise<void>) => () => {
    close();
    void action();
  };

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

  const exportData = async (format: 'csv' | 'xlsx') => {
    if (!queryContext) return;
    try {
      await downloadChartData({ ...queryContext, force: false }, format, title);
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

  const canRun = queryContext !== undefined;
  return (
    <>
      <IconButton size="small" aria-label={`Actions of ${title}`} onClick={(event) => setAnchor(event.currentTarget)} data-no-export sx={{ mr: -0.75 }}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem disabled={!canRun} onClick={run(() => runtime.bus.request([chartId], { force: true }))}>Force refresh</MenuItem>
        <MenuItem onClick={run(() => openFullSize(componentId))}>View as full screen</MenuItem>
        {hasDescription && (
          <MenuItem onClick={run(() => toggleDescription(chartId))}>{expandedSlices[String(chartId)] ? 'Hide chart description' : 'Show chart description'}</MenuItem>
        )}
        <Divider />
        <MenuItem disabled={!canRun} onClick={run(viewQuery)}>View query</MenuItem>
        <MenuItem disabled={!canRun} onClick={run(viewResults)}>View as table</MenuItem>
        {canDrill && canRun && (
          <MenuItem disabled={!canRun} onClick={run(() => setDialog({ kind: 'drill' }))}>
            Drill to detail
          </MenuItem>
        )}
        {permissions.canExplore && (
          <MenuItem component="a" href={`/explore/?slice_id=${chartId}&dashboard_id=${runtime.dashboardId}`} onClick={close}>
            Edit chart
          </MenuItem>
        )}
        {permissions.canShareChart && <MenuItem onClick={run(() => shareComponent(componentId))}>Copy permalink to clipboard</MenuItem>}
        <Divider />
        <ListSubheader>Download</ListSubheader>
        {permissions.canCsv && (
          <MenuItem disabled={!canRun} onClick={run(() => exportData('csv'))}>
            Export to .CSV
          </MenuItem>
        )}
        {permissions.canCsv && (
          <MenuItem disabled={!canRun} onClick={run(() => exportData('xlsx'))}>
            Export to Excel
          </MenuItem>
        )}
        <MenuItem onClick={run(downloadImage)}>Download as image</MenuItem>
      </Menu>
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
    </>
  );
}
