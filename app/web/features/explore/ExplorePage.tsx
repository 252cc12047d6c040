import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { DataMask, QueryContext } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { applyControlRules, controlBehaviorsOf, validateFormData } from '@control-schemas/index.js';
import { CONTROL_WIDGET_COMPONENTS, ControlPanel } from '@control-schemas/widgets/index.js';
import type { ControlPanelServices } from '@control-schemas/widgets/control-panel-context.js';
import { LOG_ACTIONS, logEvent } from '../../api/log-event';
import { usePageTitle } from '../../components/usePageTitle';
import { useKernel } from '../../kernel/kernel-context';
import { findPermission } from '../../permissions/find-permission';
import { isStandalone } from '../../routing/screen-handle';
import { selectConf, selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { addDangerToast, addSuccessToast } from '../../store/toast-actions';
import { ChartStatusOverlay, DataPane, DatasourcePanel, ViewQueryDialog, VizTypeGallery } from './components';
import { ChartRenderer } from './chart/ChartRenderer';
import { DatasetPickerDialog } from './DatasetPickerDialog';
import {
  createChart,
  createExplorePermalink,
  fetchChartDashboards,
  fetchColumnValues,
  fetchExploreContext,
  fetchSamples,
  postChartData,
  resolveTimeRange,
  updateChart,
  type ExploreContext,
  type ChartSaveBody,
} from './explore-api';
import { downloadChartData } from './download-chart-data';
import { SaveChartModal, type SaveChartRequest } from './SaveChartModal';
import {
  DEFAULT_VIZ_TYPE,
  formDataForViz,
  isRenderOnlyField,
  parseDatasourceKey,
  queryFieldsDiffer,
  switchVizType,
  type FormData,
} from './state/explore-form-data';
import { useChartQuery } from './use-chart-query';
import { useChartFavorite } from './use-chart-favorite';

type TableData = { colnames: string[]; coltypes?: number[]; data: Array<Record<string, unknown>> };
type PaneState = { status: 'idle' | 'loading' | 'success' | 'error'; data?: TableData; error?: string };

const isTruthyParam = (value: string | null) => value === '1' || value === 'true';

/** The request explore opens with, from the page URL (spec §2 URL parameters). */
function contextParams(search: URLSearchParams, permalinkKey: string | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (permalinkKey) params.set('permalink_key', permalinkKey);
  for (const name of ['slice_id', 'datasource_id', 'datasource_type', 'dashboard_id', 'form_data_key']) {
    const value = search.get(name);
    if (value) params.set(name, value);
  }
  const datasource = parseDatasourceKey(search.get('datasource'));
  if (datasource && !params.has('datasource_id')) {
    params.set('datasource_id', String(datasource.id));
    params.set('datasource_type', datasource.type);
  }
  return params;
}

/** The query context of form data, with the chart's private state. */
function queryContextOf(viz: VizDescriptor, formData: FormData, ownState: Record<string, unknown> | undefined, force: boolean): QueryContext {
  const context = viz.buildQuery(formData, { ownState });
  return { ...context, force, form_data: formData } as QueryContext;
}

/** `/explore/`: builds a chart from a dataset, runs it, saves it. */
export function ExplorePage() {
  const { vizTypes } = useKernel();
  const [search] = useSearchParams();
  const { key: permalinkKey } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const conf = useAppSelector(selectConf);
  const user = useAppSelector(selectCurrentUser);
  const standalone = isStandalone(search.get('standalone'));
  const force = isTruthyParam(search.get('force'));
  const chart = useChartQuery(conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY);

  const [context, setContext] = useState<ExploreContext | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [formData, setFormData] = useState<FormData | null>(null);
  const [visited, setVisited] = useState<Record<string, FormData>>({});
  const [ownState, setOwnState] = useState<Record<string, unknown> | undefined>(undefined);
  const [filterState, setFilterState] = useState<DataMask['filterState']>(undefined);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [queryDialog, setQueryDialog] = useState<{ open: boolean; loading: boolean; queries: Array<{ query: string; language?: string }>; error?: string }>({ open: false, loading: false, queries: [] });
  const [paneOpen, setPaneOpen] = useState(false);
  const [results, setResults] = useState<PaneState>({ status: 'idle' });
  const [samples, setSamples] = useState<PaneState>({ status: 'idle' });
  const requestKey = contextParams(search, permalinkKey).toString();
  const autoRun = useRef(true);

  // Load the explore context whenever the URL names another chart, dataset or permalink.
  useEffect(() => {
    let cancelled = false;
    setLoadError(null);
    const params = new URLSearchParams(requestKey);
    if (!params.has('slice_id') && !params.has('datasource_id') && !params.has('permalink_key')) {
      setContext(null);
      setFormData(null);
      setPickerOpen(true);
      return undefined;
    }
    fetchExploreContext(params).then(
      (result) => {
        if (cancelled) return;
        const vizKey = search.get('viz_type') ?? (result.form_data['viz_type'] as string | undefined) ?? DEFAULT_VIZ_TYPE;
        const viz = vizTypes.get(vizKey) ?? vizTypes.get(DEFAULT_VIZ_TYPE) ?? vizTypes.list()[0];
        if (!viz) {
          setLoadError('No visualization type is enabled.');
          return;
        }
        const datasource = `${result.dataset.id}__${result.dataset.type ?? 'table'}`;
        const initial = formDataForViz(viz, result.form_data, datasource);
        autoRun.current = true;
        // A view, for the home page's recent activity.
        logEvent(LOG_ACTIONS.MOUNT_EXPLORER, result.slice ? { slice_id: result.slice.slice_id } : {});
        setContext(result);
        setFormData(initial);
        setVisited({ [viz.key]: initial });
        setOwnState(undefined);
        setFilterState(undefined);
        setResults({ status: 'idle' });
        setSamples({ status: 'idle' });
      },
      (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
    // The viz_type parameter only matters when the page opens on a new context, so it is not a dependency.
  }, [requestKey, vizTypes]);

  const viz = formData ? vizTypes.get(formData.viz_type) : undefined;
  const datasource = context?.dataset;
  const slice = context?.slice ?? null;
  usePageTitle(slice?.slice_name ?? (datasource ? `Explore: ${datasource.name}` : 'Explore'));

  const behaviors = useMemo(() => (viz ? controlBehaviorsOf(viz.uiSchema) : null), [viz]);
  const temporalColumns = useMemo(() => (datasource?.columns ?? []).filter((c) => c.is_dttm || c.type_generic === 2).map((c) => c.column_name), [datasource]);
  const errors = useMemo(() => {
    if (!formData || !behaviors) return {};
    const ruled = applyControlRules(formData, behaviors, { temporalColumns });
    return validateFormData(ruled.formData, behaviors, { sqlMaxRow: conf.SQL_MAX_ROW, visible: ruled.visible });
  }, [formData, behaviors, temporalColumns, conf.SQL_MAX_ROW]);
  // A query with neither metrics nor columns (a table with nothing chosen yet) has nothing to show.
  const emptyQuery = useMemo(() => {
    if (!formData || !viz || Object.keys(errors).length > 0) return false;
    try {
      return viz.buildQuery(formData, {}).queries.every((query) => (query.metrics ?? []).length === 0 && (query.columns ?? []).length === 0);
    } catch {
      return false;
    }
  }, [formData, viz, errors]);
  const missing = emptyQuery
    ? ['metrics', 'groupby'].filter((name) => formData && name in formData)
    : Object.entries(errors).filter(([, messages]) => messages.includes('cannot be empty')).map(([name]) => name);
  const canRun = Object.keys(errors).length === 0 && !emptyQuery;
  const controlTitle = (name: string) => String(((viz?.formDataSchema as { properties?: Record<string, { title?: string }> } | undefined)?.properties?.[name]?.title) ?? name);

  const runChart = useCallback(
    (data: FormData, state: Record<string, unknown> | undefined, forced: boolean) => {
      if (!viz) return;
      let queryContext: QueryContext;
      try {
        queryContext = queryContextOf(viz, data, state, forced);
      } catch (error) {
        dispatch(addDangerToast(error instanceof Error ? error.message : String(error)));
        return;
      }
      setResults({ status: 'idle' });
      void chart.run(data, queryContext);
    },
    [viz, chart, dispatch],
  );

  // The first valid form data of a newly opened context runs at once (with ?force= if given).
  useEffect(() => {
    if (!formData || !viz || !autoRun.current) return;
    autoRun.current = false;
    if (canRun) runChart(formData, ownState, force);
  }, [formData, viz, canRun, runChart, ownState, force]);

  const stale = Boolean(
    formData && viz && chart.state.queriedFormData && chart.state.status !== 'loading' && queryFieldsDiffer(viz.uiSchema, formData, chart.state.queriedFormData),
  );

  const onControlsChange = useCallback(
    (next: Record<string, unknown>) => {
      if (!formData || !viz) return;
      const updated = { ...next, datasource: formData.datasource, viz_type: formData.viz_type } as FormData;
      setFormData(updated);
      setVisited((previous) => ({ ...previous, [viz.key]: updated }));
    },
    [formData, viz],
  );

  const chooseViz = useCallback(
    (key: string) => {
      setGalleryOpen(false);
      const target = vizTypes.get(key);
      if (!formData || !target || target.key === formData.viz_type) return;
      const next = switchVizType(formData, target, visited);
      setFormData(next);
      setVisited((previous) => ({ ...previous, [formData.viz_type]: formData, [target.key]: next }));
      setOwnState(undefined);
      setFilterState(undefined);
      autoRun.current = true;
    },
    [formData, visited, vizTypes],
  );

  const setDataMask = useCallback(
    (mask: DataMask) => {
      if (mask.ownState !== undefined && formData) {
        setOwnState(mask.ownState);
        runChart(chart.state.queriedFormData ?? formData, mask.ownState, false);
      }
      if (mask.filterState !== undefined) setFilterState(mask.filterState);
    },
    [formData, runChart, chart.state.queriedFormData],
  );

  const services = useMemo<ControlPanelServices>(
    () => ({
      resolveTimeRange,
      fetchColumnValues: (column) => (datasource ? fetchColumnValues(datasource.id, column) : Promise.resolve([])),
      openVizGallery: () => setGalleryOpen(true),
      openDatasourcePicker: () => setPickerOpen(true),
      vizTypeName: (key) => vizTypes.get(key)?.name ?? key,
    }),
    [datasource, vizTypes],
  );

  const favorite = useChartFavorite(slice?.slice_id ?? null);
  const canWrite = findPermission('can_write', 'Chart', user?.roles);
  const isOwner = Boolean(slice && user && (slice.owners ?? []).includes(user.userId));
  const isAdmin = Boolean(user && Object.keys(user.roles).includes('Admin'));

  const saveChart = async (request: SaveChartRequest) => {
    if (!formData || !viz || !datasource) return;
    const saved = formData;
    const queryContext = queryContextOf(viz, saved, undefined, false);
    const overwrite = request.action === 'overwrite' && slice !== null;
    let dashboards: number[] = request.dashboardId !== null ? [request.dashboardId] : [];
    if (overwrite) dashboards = [...new Set([...(await fetchChartDashboards(slice.slice_id)), ...dashboards])];
    const body: ChartSaveBody = {
      slice_name: request.sliceName,
      viz_type: saved.viz_type,
      datasource_id: datasource.id,
      datasource_type: datasource.type ?? 'table',
      params: JSON.stringify(saved),
      query_context: JSON.stringify(queryContext),
      query_context_generation: true,
      dashboards,
    };
    let id: number;
    try {
      if (overwrite) {
        await updateChart(slice.slice_id, body);
        id = slice.slice_id;
      } else {
        id = await createChart(body);
      }
    } catch (error) {
      dispatch(addDangerToast('Failed to save slice'));
      throw error;
    }
    dispatch(addSuccessToast(`Chart [${request.sliceName}] has been ${overwrite ? 'overwritten' : 'saved'}`));
    if (request.goToDashboard && request.dashboardId !== null) {
      window.location.assign(`/superset/dashboard/${request.dashboardId}/`);
      return;
    }
    autoRun.current = false;
    navigate(`/explore/?slice_id=${id}`, { replace: overwrite });
  };

  const openQueryDialog = async () => {
    setMenuAnchor(null);
    if (!formData || !viz) return;
    setQueryDialog({ open: true, loading: true, queries: [] });
    try {
      const context = { ...queryContextOf(viz, formData, ownState, false), result_type: 'query' } as QueryContext;
      const outcome = await postChartData(context, new AbortController().signal);
      const response = outcome.kind === 'data' ? outcome.response : { result: [] };
      setQueryDialog({ open: true, loading: false, queries: response.result.map((result) => ({ query: String(result.query ?? ''), language: String(result['language'] ?? 'sql') })) });
    } catch (error) {
      setQueryDialog({ open: true, loading: false, queries: [], error: error instanceof Error ? error.message : String(error) });
    }
  };

  const loadResults = async () => {
    if (!formData || !viz) return;
    setResults({ status: 'loading' });
    try {
      const context = { ...queryContextOf(viz, formData, ownState, false), result_type: 'results' } as QueryContext;
      const outcome = await postChartData(context, new AbortController().signal);
      const first = outcome.kind === 'data' ? outcome.response.result[0] : undefined;
      setResults({ status: 'success', data: first ? { colnames: first.colnames, coltypes: first.coltypes, data: first.data } : { colnames: [], data: [] } });
    } catch (error) {
      setResults({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  };

  const loadSamples = async () => {
    if (!datasource) return;
    setSamples({ status: 'loading' });
    try {
      setSamples({ status: 'success', data: await fetchSamples(datasource.id, datasource.type ?? 'table') });
    } catch {
      setSamples({ status: 'error', error: 'Sorry, an error occurred' });
    }
  };

  const share = async () => {
    setMenuAnchor(null);
    if (!formData) return;
    try {
      const url = await createExplorePermalink(formData, [...search.entries()].filter(([name]) => name !== 'slice_id'));
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      dispatch(addSuccessToast(`Copied to clipboard! ${url}`));
    } catch (error) {
      dispatch(addDangerToast(error instanceof Error ? error.message : String(error)));
    }
  };

  const download = async (format: 'csv' | 'json' | 'xlsx') => {
    setMenuAnchor(null);
    if (!formData || !viz) return;
    try {
      await downloadChartData(queryContextOf(viz, formData, ownState, false), format, slice?.slice_name ?? viz.name);
    } catch (error) {
      dispatch(addDangerToast(error instanceof Error ? error.message : String(error)));
    }
  };

  if (loadError) {
    return (
      <Box sx={{ p: 4 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>Explore</Typography>
        <Alert severity="error">{loadError}</Alert>
      </Box>
    );
  }
  if (!context || !formData || !viz || !datasource) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
        {pickerOpen || !requestKey ? (
          <>
            <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
              <BarChartOutlinedIcon sx={{ fontSize: 48 }} />
              <Typography variant="h6">Choose a dataset to start a chart</Typography>
              <Button variant="contained" sx={{ mt: 2 }} onClick={() => setPickerOpen(true)}>Choose a dataset</Button>
            </Box>
            <DatasetPickerDialog open={pickerOpen} onClose={() => setPickerOpen(false)} onPick={(id) => navigate(`/explore/?datasource_type=table&datasource_id=${id}`)} />
          </>
        ) : (
          <LinearProgress sx={{ width: 240 }} aria-label="Loading explore" />
        )}
      </Box>
    );
  }

  const status = chart.state.status;
  const chartFormData = chart.state.queriedFormData && !queryFieldsDiffer(viz.uiSchema, formData, chart.state.queriedFormData)
    ? formData
    : chart.state.queriedFormData
      ? { ...chart.state.queriedFormData, ...renderOnlyFields(viz, formData) }
      : formData;
  const chartBody = (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }} data-testid="chart-area" data-status={status}>
      {chart.state.response && chart.state.queriedFormData?.viz_type === viz.key && status !== 'failed' ? (
        <ChartRenderer
          viz={viz}
          response={chart.state.response}
          formData={chartFormData}
          ownState={ownState}
          filterState={filterState}
          setDataMask={setDataMask}
          onRendered={chart.markRendered}
        />
      ) : null}
      {status !== 'success' && status !== 'rendered' && (
        <Box sx={(theme) => ({ position: 'absolute', inset: 0, zIndex: 1, bgcolor: alpha(theme.palette.background.paper, status === 'loading' && chart.state.response ? 0.7 : 1) })}>
          {status === 'loading' && <ChartStatusOverlay status="loading" onStop={chart.stop} />}
          {status === 'failed' && <ChartStatusOverlay status="failed" message={chart.state.error?.error} errors={chart.state.error?.errors} onRun={() => runChart(formData, ownState, false)} />}
          {status === 'stopped' && <ChartStatusOverlay status="stopped" onRun={() => runChart(formData, ownState, false)} />}
          {status === 'idle' && <ChartStatusOverlay status="empty" missing={missing.map(controlTitle)} onRun={canRun ? () => runChart(formData, ownState, false) : undefined} />}
        </Box>
      )}
    </Box>
  );

  if (standalone) {
    return <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', height: '100vh' }}>{chartBody}</Box>;
  }

  return (
    <DndProvider backend={HTML5Backend}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          {slice && (
            <Tooltip title={favorite.starred ? 'Remove from favorites' : 'Add to favorites'}>
              <IconButton size="small" onClick={favorite.toggle} aria-label="Favorite">
                {favorite.starred ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
              </IconButton>
            </Tooltip>
          )}
          <Typography variant="h6" component="h1" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="explore-title">
            {slice?.slice_name ?? `Untitled ${viz.name}`}
          </Typography>
          {context.message && <Alert severity="info" sx={{ py: 0 }}>{context.message}</Alert>}
          {chart.state.endedAt && chart.state.startedAt && status !== 'loading' && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {chart.state.response ? `${chart.state.response.result[0]?.rowcount ?? 0} rows · ` : ''}
              {((chart.state.endedAt - chart.state.startedAt) / 1000).toFixed(2)} s
            </Typography>
          )}
          <Button variant="contained" onClick={() => setSaveOpen(true)} disabled={!canWrite} data-testid="explore-save">Save</Button>
          <IconButton onClick={(event) => setMenuAnchor(event.currentTarget)} aria-label="More actions"><MoreVertIcon /></IconButton>
          <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
            <MenuItem onClick={() => void openQueryDialog()}>View query</MenuItem>
            <MenuItem onClick={() => { setMenuAnchor(null); setPaneOpen(true); void loadResults(); }}>View results</MenuItem>
            <MenuItem onClick={() => void share()}>Copy permalink to clipboard</MenuItem>
            <MenuItem onClick={() => void download('csv')}>Export to .CSV</MenuItem>
            <MenuItem onClick={() => void download('xlsx')}>Export to Excel</MenuItem>
            <MenuItem onClick={() => void download('json')}>Export to .JSON</MenuItem>
          </Menu>
        </Box>
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <Box sx={{ width: 260, flexShrink: 0, borderRight: 1, borderColor: 'divider', minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }} data-testid="datasource-panel">
            <DatasourcePanel datasource={datasource} onChangeDataset={() => setPickerOpen(true)} />
          </Box>
          <Box sx={{ width: 340, flexShrink: 0, borderRight: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', minHeight: 0 }} data-testid="control-panel">
            <Box sx={{ flex: 1, overflow: 'auto', minHeight: 0 }}>
              <ControlPanel
                schema={viz.formDataSchema}
                uiSchema={viz.uiSchema}
                formData={formData}
                datasource={datasource}
                services={services}
                maxRowLimit={conf.SQL_MAX_ROW}
                widgets={CONTROL_WIDGET_COMPONENTS}
                onChange={onControlsChange}
              />
            </Box>
            <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1 }}>
              {status === 'loading' ? (
                <Button fullWidth variant="outlined" color="warning" startIcon={<StopIcon />} onClick={chart.stop} data-testid="explore-stop">Stop</Button>
              ) : (
                <Tooltip title={canRun ? '' : `Fix the controls first: ${Object.entries(errors).map(([name, messages]) => `${name} ${messages.join(', ')}`).join('; ')}`}>
                  <span style={{ flex: 1, display: 'flex' }}>
                    <Button fullWidth variant="contained" startIcon={<PlayArrowIcon />} disabled={!canRun} onClick={() => runChart(formData, ownState, false)} data-testid="explore-run">
                      {chart.state.queriedFormData ? 'Update chart' : 'Create chart'}
                    </Button>
                  </span>
                </Tooltip>
              )}
            </Box>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
            {stale && <ChartStatusOverlay status="stale" onRun={canRun ? () => runChart(formData, ownState, false) : undefined} />}
            <Box sx={{ flex: 1, minHeight: 0, m: 1.5, p: 1.5, bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column' }}>
              {chartBody}
            </Box>
            <DataPane
              open={paneOpen}
              onToggle={() => setPaneOpen((open) => !open)}
              results={results}
              samples={samples}
              onLoadResults={() => void loadResults()}
              onLoadSamples={() => void loadSamples()}
            />
          </Box>
        </Box>
        <VizTypeGallery open={galleryOpen} vizTypes={vizTypes.list().filter((v) => !v.deprecated || v.key === viz.key)} selectedKey={viz.key} onSelect={chooseViz} onClose={() => setGalleryOpen(false)} />
        <DatasetPickerDialog
          open={pickerOpen}
          onClose={() => setPickerOpen(false)}
          onPick={(id) => {
            setPickerOpen(false);
            navigate(`/explore/?datasource_type=table&datasource_id=${id}&viz_type=${encodeURIComponent(viz.key)}`);
          }}
        />
        <SaveChartModal
          open={saveOpen}
          onClose={() => setSaveOpen(false)}
          initialName={slice?.slice_name ?? `${viz.name} of ${datasource.name}`}
          isSaved={slice !== null}
          canOverwrite={isOwner || isAdmin}
          onSave={saveChart}
        />
        <ViewQueryDialog
          open={queryDialog.open}
          loading={queryDialog.loading}
          error={queryDialog.error}
          queries={queryDialog.queries}
          sqlLabSource={datasource ? { datasourceKey: `${datasource.id}__${datasource.type ?? 'table'}` } : undefined}
          onClose={() => setQueryDialog({ open: false, loading: false, queries: [] })}
        />
      </Box>
    </DndProvider>
  );
}

/** The render-only fields of form data (they redraw the chart without a new query). */
function renderOnlyFields(viz: VizDescriptor, formData: FormData): Record<string, unknown> {
  return Object.fromEntries(Object.entries(formData).filter(([field]) => isRenderOnlyField(viz.uiSchema, field)));
}
