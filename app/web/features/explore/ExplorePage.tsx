import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { DataMask, QueryContext } from '@core/plugin-api/index.js';
import { CONTROL_WIDGET_COMPONENTS, ControlPanel } from '@control-schemas/widgets/index.js';
import type { ControlPanelServices } from '@control-schemas/widgets/control-panel-context.js';
import { LOG_ACTIONS, logEvent } from '../../api/log-event';
import { EditConflictDialog } from '../../components/EditConflictDialog';
import { usePageTitle } from '../../components/usePageTitle';
import { isEditConflict } from '../../api/edit-conflict';
import { useKernel } from '../../kernel/kernel-context';
import { findPermission } from '../../permissions/find-permission';
import { isStandalone } from '../../routing/screen-handle';
import { selectConf, selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { addDangerToast, addSuccessToast } from '../../store/toast-actions';
import { ChartStatusOverlay } from '../../chart/ChartStatusOverlay';
import { ViewQueryDialog } from '../../chart/view-query/ViewQueryDialog';
import { DataPane, DatasourcePanel, VizTypeGallery } from './components';
import { DatasetPickerDialog } from './DatasetPickerDialog';
import { chartApi } from '../chart/chart-api';
import { exploreApi, type ExploreContext } from './explore-api';
import { FRESH_READ, unwrapCall } from '../../api/unwrap-call';
import { useResolveTimeRange } from '../../api/resolve-time-range';
import { useAnnotationSources } from '../annotation-layer/annotation-sources';
import { buildQueryContext } from '../../chart/build-query-context';
import { exploreContextParams } from './explore-context-params';
import { ExploreChartArea } from './ExploreChartArea';
import { ExploreHeader } from './ExploreHeader';
import { SaveChartModal, type SaveChartRequest } from './SaveChartModal';
import { saveExploreChart } from './save-explore-chart';
import { DEFAULT_VIZ_TYPE, queryFieldsDiffer, switchVizType } from './state/explore-form-data';
import type { FormData } from '../../chart/chart-form-data';
import { useChartQuery } from '../../chart/use-chart-query';
import { verboseMapOf } from '../../chart/verbose-map-of';
import { useChartFavorite } from './use-chart-favorite';
import { useExploreHooks } from './use-explore-hooks';
import { useExploreChartActions } from './use-explore-chart-actions';
import { useExploreInspection } from './use-explore-inspection';
import { useExploreValidation } from './use-explore-validation';
import { useExploreReportReady } from './use-explore-report-ready';

const isTruthyParam = (value: string | null) => value === '1' || value === 'true';

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
  const [paneOpen, setPaneOpen] = useState(false);
  const requestKey = exploreContextParams(search, permalinkKey).toString();
  const autoRun = useRef(true);
  const chartPanel = useRef<HTMLDivElement>(null);
  // Report screenshots of the standalone page wait for this signal.
  const reportArea = useExploreReportReady(standalone && loadError !== null);
  // Form data is set once its viz type has loaded (viz types load with their first chart).
  const viz = formData && vizTypes.isLoaded(formData.viz_type) ? vizTypes.get(formData.viz_type) : undefined;
  const datasource = context?.dataset;
  const verboseMap = useMemo(() => verboseMapOf(datasource), [datasource]);
  const slice = context?.slice ?? null;
  const inspection = useExploreInspection(viz, formData, ownState, datasource);
  const { openForExplore, controls } = useExploreHooks(viz, formData?.datasource);
  const { reset: resetInspection, clearResults } = inspection;

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
    unwrapCall(dispatch(exploreApi.endpoints.getExploreContext.initiate(requestKey, FRESH_READ))).then(
      (result) => {
        if (cancelled) return;
        const vizKey = search.get('viz_type') ?? (result.form_data['viz_type'] as string | undefined) ?? DEFAULT_VIZ_TYPE;
        // A chart stored under a legacy key (Superset's `line`, `dist_bar` …) opens as the type that replaced it.
        const registered = vizTypes.resolve(vizKey, result.form_data) ?? vizTypes.get(DEFAULT_VIZ_TYPE) ?? vizTypes.list()[0];
        if (!registered) {
          setLoadError('No visualization type is enabled.');
          return undefined;
        }
        return vizTypes.load(registered.key).then((viz) => {
          if (cancelled) return;
          const datasource = `${result.dataset.id}__${result.dataset.type ?? 'table'}`;
          const initial = openForExplore(viz, result.form_data, datasource);
          autoRun.current = true;
          // A view, for the home page's recent activity.
          logEvent(LOG_ACTIONS.MOUNT_EXPLORER, result.slice ? { slice_id: result.slice.slice_id } : {});
          setContext(result);
          setFormData(initial);
          setVisited({ [viz.key]: initial });
          setOwnState(undefined);
          setFilterState(undefined);
          resetInspection();
        });
      },
      (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
    ).catch((error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
    };
    // The viz_type parameter only matters when the page opens on a new context, so it is not a dependency.
  }, [requestKey, vizTypes, resetInspection, openForExplore, dispatch]);

  usePageTitle(slice?.slice_name ?? (datasource ? `Explore: ${datasource.name}` : 'Explore'));

  const { errors, canRun, missing } = useExploreValidation(viz, formData, datasource, conf.SQL_MAX_ROW);

  const runChart = useCallback(
    (data: FormData, state: Record<string, unknown> | undefined, forced: boolean) => {
      if (!viz) return;
      let queryContext: QueryContext;
      try {
        queryContext = buildQueryContext(viz, data, { ownState: state, force: forced });
      } catch (error) {
        dispatch(addDangerToast(error instanceof Error ? error.message : String(error)));
        return;
      }
      clearResults();
      void chart.run(data, queryContext);
    },
    [viz, chart, dispatch, clearResults],
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
      if (!formData || !vizTypes.has(key) || key === formData.viz_type) return;
      // The chosen type loads first (its schema shapes the switched form data).
      vizTypes.load(key).then(
        (target) => {
          const next = switchVizType(formData, target, visited);
          setFormData(next);
          setVisited((previous) => ({ ...previous, [formData.viz_type]: formData, [target.key]: next }));
          setOwnState(undefined);
          setFilterState(undefined);
          autoRun.current = true;
        },
        (error: unknown) => dispatch(addDangerToast(error instanceof Error ? error.message : String(error))),
      );
    },
    [formData, visited, vizTypes, dispatch],
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

  const resolveTimeRange = useResolveTimeRange();
  const fetchAnnotationSources = useAnnotationSources();
  const services = useMemo<ControlPanelServices>(
    () => ({
      resolveTimeRange,
      fetchColumnValues: (column) =>
        datasource
          ? unwrapCall(dispatch(exploreApi.endpoints.getColumnValues.initiate({ datasourceId: datasource.id, column }, { subscribe: false })))
          : Promise.resolve([]),
      openVizGallery: () => setGalleryOpen(true),
      openDatasourcePicker: () => setPickerOpen(true),
      vizTypeName: (key) => vizTypes.resolve(key)?.name ?? key,
      fetchAnnotationSources,
    }),
    [datasource, vizTypes, dispatch, resolveTimeRange, fetchAnnotationSources],
  );

  const favorite = useChartFavorite(slice?.slice_id ?? null);
  const canWrite = findPermission('can_write', 'Chart', user?.roles);
  const isOwner = Boolean(slice && user && (slice.owners ?? []).includes(user.userId));
  const isAdmin = Boolean(user && Object.keys(user.roles).includes('Admin'));

  const refreshChartVersion = async (chartId: number) => {
    try {
      const detail = await unwrapCall(dispatch(chartApi.endpoints.getChart.initiate(chartId, FRESH_READ)));
      const changedOn = detail.changed_on;
      if (typeof changedOn === 'string') setContext((current) => (current?.slice?.slice_id === chartId ? { ...current, slice: { ...current.slice, changed_on: changedOn } } : current));
    } catch {
      // The next overwrite names the version explore opened; a 409 then offers the overwrite.
    }
  };

  /** A chart overwrite refused because someone else saved the chart since explore opened it. */
  const [chartConflict, setChartConflict] = useState<SaveChartRequest | null>(null);
  const [overwriting, setOverwriting] = useState(false);

  const saveChart = async (request: SaveChartRequest, overwriteConfirmed = false) => {
    if (!formData || !viz || !datasource) return;
    let saved;
    try {
      saved = await saveExploreChart(dispatch, viz, formData, datasource, slice, request, { overwriteConfirmed });
    } catch (error) {
      if (!overwriteConfirmed && (await isEditConflict(error))) {
        // The save modal closes; the conflict dialog offers the overwrite.
        setChartConflict(request);
        return;
      }
      dispatch(addDangerToast('Failed to save slice'));
      throw error;
    }
    setChartConflict(null);
    dispatch(addSuccessToast(`Chart [${request.sliceName}] has been ${saved.overwritten ? 'overwritten' : 'saved'}`));
    if (request.goToDashboard && request.dashboardId !== null) {
      window.location.assign(`/superset/dashboard/${request.dashboardId}/`);
      return;
    }
    autoRun.current = false;
    navigate(`/explore/?slice_id=${saved.id}`, { replace: saved.overwritten });
  };

  const overwriteChart = async () => {
    if (!chartConflict) return;
    setOverwriting(true);
    try {
      await saveChart(chartConflict, true);
    } catch {
      setChartConflict(null);
    } finally {
      setOverwriting(false);
    }
  };

  const chartName = slice?.slice_name ?? (viz ? `Untitled ${viz.name}` : 'Chart');
  const chartActions = useExploreChartActions({
    viz,
    formData,
    ownState,
    slice,
    chartName,
    urlParams: search,
    pollingDelayMs: conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY,
    getChartElement: () => chartPanel.current,
    // The header shows the new name at once; owners decide who may edit the chart.
    onPropertiesSaved: (saved) => {
      setContext((current) =>
        current?.slice ? { ...current, slice: { ...current.slice, slice_name: saved.slice_name, description: saved.description, owners: saved.owners } } : current,
      );
      // The properties save made a new version of the chart: the next overwrite is based on it.
      if (slice) void refreshChartVersion(slice.slice_id);
    },
  });

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
            <DatasetPickerDialog
              open={pickerOpen}
              onClose={() => setPickerOpen(false)}
              onPick={(id) => {
                setPickerOpen(false);
                navigate(`/explore/?datasource_type=table&datasource_id=${id}`);
              }}
            />
          </>
        ) : (
          <LinearProgress sx={{ width: 240 }} aria-label="Loading explore" />
        )}
      </Box>
    );
  }

  const status = chart.state.status;
  const run = () => runChart(formData, ownState, false);
  const chartBody = (
    <ExploreChartArea
      viz={viz}
      state={chart.state}
      formData={formData}
      ownState={ownState}
      filterState={filterState}
      setDataMask={setDataMask}
      onRendered={chart.markRendered}
      onStop={chart.stop}
      onRun={run}
      canRun={canRun}
      missing={missing}
      verboseMap={verboseMap}
    />
  );
  const { startedAt, endedAt, response } = chart.state;

  if (standalone) {
    return <Box ref={reportArea} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', height: '100vh' }}>{chartBody}</Box>;
  }

  return (
    <DndProvider backend={HTML5Backend}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <ExploreHeader
          title={chartName}
          favorite={slice ? favorite : null}
          message={context.message}
          lastRun={endedAt && startedAt && status !== 'loading' ? { rowCount: response ? (response.result[0]?.rowcount ?? 0) : null, seconds: (endedAt - startedAt) / 1000 } : null}
          canSave={canWrite}
          onSave={() => setSaveOpen(true)}
          chart={{
            id: slice?.slice_id,
            sliceName: chartName,
            vizType: viz.key,
            formData: formData ?? { datasource: '', viz_type: viz.key },
            behaviors: viz.behaviors,
            canRun: formData !== null,
            ownedByUser: isOwner,
          }}
          menuHost={{
            viewQuery: () => void inspection.openQueryDialog(),
            viewResults: () => {
              setPaneOpen(true);
              void inspection.loadResults();
            },
            exploreUrl: () => null,
            ...chartActions.host,
          }}
        />
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <Box sx={{ width: 260, flexShrink: 0, borderRight: 1, borderColor: 'divider', minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }} data-testid="datasource-panel">
            <DatasourcePanel datasource={datasource} onChangeDataset={() => setPickerOpen(true)} />
          </Box>
          <Box sx={{ width: 340, flexShrink: 0, borderRight: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', minHeight: 0 }} data-testid="control-panel">
            <Box sx={{ flex: 1, overflow: 'auto', minHeight: 0 }}>
              <ControlPanel
                schema={controls?.schema ?? viz.formDataSchema}
                uiSchema={controls?.uiSchema ?? viz.uiSchema}
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
                    <Button fullWidth variant="contained" startIcon={<PlayArrowIcon />} disabled={!canRun} onClick={run} data-testid="explore-run">
                      {chart.state.queriedFormData ? 'Update chart' : 'Create chart'}
                    </Button>
                  </span>
                </Tooltip>
              )}
            </Box>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
            {stale && <ChartStatusOverlay status="stale" onRun={canRun ? run : undefined} />}
            <Box ref={chartPanel} sx={{ flex: 1, minHeight: 0, m: 1.5, p: 1.5, bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column' }}>
              {chartBody}
            </Box>
            <DataPane
              open={paneOpen}
              onToggle={() => setPaneOpen((open) => !open)}
              results={inspection.results}
              samples={inspection.samples}
              onLoadResults={() => void inspection.loadResults()}
              onLoadSamples={() => void inspection.loadSamples()}
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
        <EditConflictDialog open={chartConflict !== null} kind="chart" busy={overwriting} onOverwrite={() => void overwriteChart()} onCancel={() => setChartConflict(null)} />
        <ViewQueryDialog
          open={inspection.queryDialog.open}
          loading={inspection.queryDialog.loading}
          error={inspection.queryDialog.error}
          queries={inspection.queryDialog.queries}
          sqlLabSource={{ datasourceKey: formData.datasource }}
          onClose={inspection.closeQueryDialog}
        />
        {chartActions.dialogs}
      </Box>
    </DndProvider>
  );
}

