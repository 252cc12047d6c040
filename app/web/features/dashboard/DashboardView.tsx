import Box from '@mui/material/Box';
import { type ReactNode, Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useNavigate, useSearchParams } from 'react-router';
import { getClientErrorObject, getErrorMessage } from '@core/errors/index.js';
import { getChartIds } from '@core/dashboard/index.js';
import { usePageTitle } from '../../components/usePageTitle';
import { selectConf, selectCurrentUser, selectIsFeatureEnabled } from '../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { removeToast } from '../../store/message-toasts-slice';
import { addDangerToast, addInfoToast, addSuccessToast, addWarningToast } from '../../store/toast-actions';
import { useKernel } from '../../kernel/kernel-context';
import { copyText } from '../../components/copy-text';
import { downloadElementAsPdf } from '../../menu-actions/download-as-pdf';
import { FullSizeChartDialog } from './chart/FullSizeChartDialog';
import { UNTRACKED, unwrapCall } from '../../api/unwrap-call';
import { dashboardApi } from './dashboard-api';
import {
  ActiveTabsContext,
  DashboardChartsContext,
  type DashboardChartsState,
  GridMetricsContext,
  LayoutEditingContext,
} from './dashboard-contexts';
import type { DashboardChart, DashboardInfo, DashboardPermalinkState } from './dashboard-types';
import { downloadElementAsImage } from './download-as-image';
import { DashboardHeader } from './header/DashboardHeader';
import type { PropertiesFormValues } from './header/PropertiesDialog';
import { DashboardDialogs, type DashboardDialogName } from './DashboardDialogs';
import { DashboardGrid } from './layout/DashboardGrid';
import { DndServiceContext } from './layout/dnd-service';
import { DropIndicator } from './layout/DropIndicator';
import { dashboardPermissionsOf } from './model/dashboard-permissions';
import { activeTabsOf, shownTabIds } from './model/page-state';
import { refreshFrequencyLabel } from './model/refresh-schedule';
import { StandaloneMode, dashboardChromeOf } from './model/ui-config';
import { DashboardUrlParam, chromeSearchOf, dashboardPath, isEditRequested, permalinkUrlParams, searchWithout } from './model/url-params';
import { FilterBar } from './native-filters/FilterBar';
import { NativeFilterDialogs } from './native-filters/NativeFilterDialogs';
import { NativeFiltersContext } from './native-filters/native-filters-context';
import { useFilterBarUi } from './native-filters/use-filter-bar-ui';
import { useNativeFilters } from './native-filters/use-native-filters';
import { useAutoRefresh } from './use-auto-refresh';
import { useDashboardChartRuntime } from './use-dashboard-chart-runtime';
import { useDashboardDnd } from './use-dashboard-dnd';
import { useDashboardDocument } from './use-dashboard-document';
import { useDashboardHooks } from './use-dashboard-hooks';
import { useDashboardSave } from './use-dashboard-save';
import { useDashboardStar } from './use-dashboard-star';
import { useEmitDataMasks } from './use-emit-data-masks';
import { RenderAllChartsContext, waitForChartsDrawn } from './render-all-charts';
import { useReportReady } from './use-report-ready';
import { useInitialReveal } from './use-initial-reveal';
import { useRevealComponent } from './use-reveal-component';
import { useUndoShortcuts } from './use-undo-shortcuts';
import { useGridMetrics } from './use-grid-metrics';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

// Parts only editors open load on first use.
const BuilderPanel = lazy(() => import('./builder/BuilderPanel').then((module) => ({ default: module.BuilderPanel })));

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  info: DashboardInfo;
  charts: DashboardChart[];
  /** The state of the permalink the page was opened from, to restore. */
  permalinkState: DashboardPermalinkState | null;
  /** The dashboard changed on the server (saved, renamed, published). */
  onInfoChange: (info: DashboardInfo) => void;
  /**
   * Shown in another application's page (`/embedded/{uuid}`): view only, with no editing, saving,
   * star, publishing or properties; `inside` is drawn within the dashboard's contexts (to answer
   * the embedding page).
   */
  embedded?: { inside: ReactNode };
}

/**
 * A dashboard, shown and edited: header, grid of charts and layout components, the edit panel,
 * and the dialogs of its menus. Holds the page state (edit mode, active tabs, data masks, auto
 * refresh) around the layout document of `useDashboardDocument`.
 */
export function DashboardView({ info: loadedInfo, charts: loadedCharts, permalinkState, onInfoChange, embedded }: DashboardViewProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const conf = useAppSelector(selectConf);
  const rbac = useAppSelector((state) => selectIsFeatureEnabled(state, 'DASHBOARD_RBAC'));
  const confirmDiff = useAppSelector((state) => selectIsFeatureEnabled(state, 'CONFIRM_DASHBOARD_DIFF'));
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  // Only the parameters the chrome reads rebuild it (the filters rewrite `native_filters` as they change).
  const chromeSearch = chromeSearchOf(search);
  const chrome = useMemo(() => dashboardChromeOf(new URLSearchParams(chromeSearch)), [chromeSearch]);

  const [info, setInfoState] = useState(loadedInfo);
  const setInfo = useCallback(
    (next: DashboardInfo) => {
      setInfoState(next);
      onInfoChange(next);
    },
    [onInfoChange],
  );
  const dashboardHooks = useDashboardHooks(loadedInfo.id);
  const dashboard = useDashboardDocument(loadedInfo, loadedCharts, dashboardHooks.openLayout);
  const { layout, history } = dashboard;
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const viewOnly = embedded !== undefined;
  const permissions = useMemo(() => dashboardPermissionsOf(viewOnly ? null : user, info.owners.map((owner) => owner.id)), [viewOnly, user, info.owners]);
  const [editMode, setEditMode] = useState(() => permissions.canEdit && isEditRequested(search));
  const [cssPreview, setCssPreview] = useState<string | null>(null);
  const [refreshFrequency, setRefreshFrequency] = useState(() => Number(dashboard.metadata.refresh_frequency) || 0);
  const [expandedSlices, setExpandedSlices] = useState<Record<string, boolean>>(() => ({ ...(dashboard.metadata.expanded_slices ?? {}) }));
  const [activeTabs, setActiveTabs] = useState(() => activeTabsOf(layout, permalinkState?.activeTabs));
  const [fullSizeId, setFullSizeId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DashboardDialogName>('none');
  const [scrollRoot, setScrollRoot] = useState<HTMLElement | null>(null);
  const star = useDashboardStar(info.id, !viewOnly);
  const unsaved = editMode && dashboard.unsaved;
  usePageTitle(dashboard.title || info.dashboard_title);

  // Refused edits and the undo-slot warning become warning toasts.
  useEffect(() => {
    if (history.warning) dispatch(addWarningToast(history.warning));
  }, [history, dispatch]);

  // --- Chart runtime: one cache, one refresh bus and one request lane for the page.
  const { vizTypes, filterTypes } = useKernel();
  const pollingDelayMs = conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY;
  const { runtime, bus, refreshAll } = useDashboardChartRuntime({
    dashboardId: info.id,
    charts: dashboard.charts,
    vizTypes,
    pollingDelayMs,
    scrollRoot,
    eager: chrome.report,
    layoutRef,
    metadata: dashboard.metadata,
    canStoreColors: permissions.canEdit && !chrome.report,
  });
  useAutoRefresh({ bus, frequencySeconds: refreshFrequency, paused: editMode, chartIds: () => getChartIds(layoutRef.current), settings: dashboard.metadata });

  // --- Grid width: a first guess of the window less the page's padding (and the edit panel).
  const { ref: measured, metrics } = useGridMetrics(typeof window === 'undefined' ? 0 : window.innerWidth - 48 - (editMode ? 320 : 0), editMode);

  // --- Tabs, focus and anchors.
  const setActiveTab = useCallback((tabsId: string, tabId: string) => setActiveTabs((current) => (current[tabsId] === tabId ? current : { ...current, [tabsId]: tabId })), []);
  const { reveal, highlightedId } = useRevealComponent(layout, setActiveTab);
  useInitialReveal(layout, search, permalinkState, reveal);

  // --- Native filters and cross-filters (their data masks), kept in the URL.
  const filters = useNativeFilters({ info, setInfo, dashboard, editMode, permalinkState, filterTypes, pollingDelayMs });
  const dataMasks = filters.applied;
  const setDataMask = filters.setChartDataMask;
  // An embedded page reports its data masks through the SDK's channel instead.
  useEmitDataMasks(chrome.emitDataMasks && !viewOnly, info.id, dataMasks);
  const filterBar = useFilterBarUi(filters, { canEdit: permissions.canEdit && !chrome.report, layout, charts: dashboard.charts, hidden: editMode || chrome.report, search });
  const filtersUi = filterBar.ui;

  // --- Edit mode.
  const leaveEditMode = useCallback(() => {
    setEditMode(false);
    setCssPreview(null);
    if (isEditRequested(search)) setSearch((current) => new URLSearchParams(searchWithout(current, [DashboardUrlParam.EDIT])), { replace: true });
  }, [search, setSearch]);
  const { blocker, allowLeaving } = useUnsavedChangesGuard(unsaved);
  useUndoShortcuts(editMode, dashboard.undo, dashboard.redo);

  const saver = useDashboardSave({
    info,
    setInfo,
    dashboard,
    editMode,
    leaveEditMode,
    refreshFrequency,
    expandedSlices,
    rbac,
    confirmDiff,
    afterSave: dashboardHooks.afterSave,
    openDashboard: (id) => {
      allowLeaving();
      navigate(dashboardPath(id));
    },
  });

  const discard = () => {
    dashboard.discard();
    setRefreshFrequency(Number(dashboard.saved.current.metadata.refresh_frequency) || 0);
    setExpandedSlices({ ...(dashboard.saved.current.metadata.expanded_slices ?? {}) });
    setDialog('none');
    leaveEditMode();
  };

  const dnd = useDashboardDnd(layoutRef, dashboard.addChart, dashboard.dispatchLayout);

  // --- Sharing and images.
  const shownTabs = useMemo(() => shownTabIds(layout, activeTabs), [layout, activeTabs]);
  // Read at share time: the filters rewrite `native_filters` after each apply, which must not rebuild the charts' context.
  const searchRef = useRef(search);
  searchRef.current = search;
  const sharePermalink = useCallback(
    async (anchor?: string) => {
      try {
        const state = { urlParams: permalinkUrlParams(searchRef.current), dataMask: dataMasks, activeTabs: shownTabs, anchor: anchor ?? null };
        const { url } = await unwrapCall(dispatch(dashboardApi.endpoints.createDashboardPermalink.initiate({ id: info.id, state }, UNTRACKED)));
        await copyText(url).catch(() => undefined);
        dispatch(addSuccessToast(`Copied to clipboard! ${url}`));
      } catch (error) {
        dispatch(addDangerToast(getErrorMessage(await getClientErrorObject(error))));
      }
    },
    [info.id, dataMasks, shownTabs, dispatch],
  );
  const gridElement = useRef<HTMLDivElement>(null);
  // Report rendering waits for every shown chart to finish (see use-report-ready.ts).
  useReportReady(gridElement);
  // Downloads under way: while there is one, every chart of the shown tabs draws, scrolled to or not.
  const [picturesUnderWay, setPicturesUnderWay] = useState(0);
  /**
   * Downloads the grid as a picture (image or PDF) of every chart of the shown tabs: the charts not
   * scrolled to yet load and draw first (a toast says so meanwhile), then charts load as they come
   * into view again. A failure reaches the user as a toast.
   */
  const downloadGrid = async (as: 'image' | 'PDF') => {
    const grid = gridElement.current;
    if (!grid) return;
    const download = as === 'image' ? downloadElementAsImage : downloadElementAsPdf;
    const progress = dispatch(addInfoToast('Preparing download…', { duration: 0 }));
    setPicturesUnderWay((count) => count + 1);
    try {
      const notDrawn = await waitForChartsDrawn(grid);
      if (notDrawn > 0) {
        const charts = notDrawn === 1 ? '1 chart' : `${notDrawn} charts`;
        dispatch(addWarningToast(`${charts} did not finish drawing in time; the ${as} shows the dashboard as it is now.`));
      }
      await download(grid, dashboard.title || 'dashboard', getComputedStyle(grid).backgroundColor || '#ffffff');
    } catch (error) {
      dispatch(addDangerToast(`The ${as} could not be created: ${getErrorMessage(await getClientErrorObject(error))}`));
    } finally {
      setPicturesUnderWay((count) => count - 1);
      dispatch(removeToast(progress.payload.toast.id));
    }
  };
  const toggleFullscreen = () => {
    const next = new URLSearchParams(search);
    if (chrome.standaloneMode === StandaloneMode.NONE) next.set(DashboardUrlParam.STANDALONE, String(StandaloneMode.HIDE_NAV));
    else next.delete(DashboardUrlParam.STANDALONE);
    setSearch(next);
  };

  const chartsState = useMemo<DashboardChartsState>(
    () => ({
      runtime,
      charts: dashboard.charts,
      metadata: dashboard.metadata,
      chrome,
      permissions,
      expandedSlices,
      toggleDescription: (chartId) => setExpandedSlices((current) => ({ ...current, [chartId]: !current[chartId] })),
      dataMasks,
      setDataMask,
      extraFormDataOf: filters.extraFormDataOf,
      waitingForFilters: filters.waitingCharts,
      crossFiltersEnabled: filters.crossFiltersEnabled,
      openFullSize: setFullSizeId,
      shareComponent: (componentId) => void sharePermalink(componentId),
      highlightedId,
    }),
    [runtime, dashboard.charts, dashboard.metadata, chrome, permissions, expandedSlices, dataMasks, setDataMask, filters.extraFormDataOf, filters.waitingCharts, filters.crossFiltersEnabled, sharePermalink, highlightedId],
  );
  const canEnterEdit = permissions.canEdit && !chrome.report;
  const editing = useMemo(
    () => ({ layout, editMode, dispatch: dashboard.dispatchLayout, requestEdit: canEnterEdit ? () => setEditMode(true) : undefined }),
    [layout, editMode, dashboard.dispatchLayout, canEnterEdit],
  );
  const tabsState = useMemo(() => ({ activeTabs, setActiveTab }), [activeTabs, setActiveTab]);

  const [propertiesValues, setPropertiesValues] = useState<PropertiesFormValues | null>(null);
  const openProperties = () => {
    // The dialog starts from the page's current values, taken when it opens.
    setPropertiesValues({
      dashboard_title: dashboard.title,
      slug: dashboard.properties.slug ?? '',
      owners: dashboard.choices.owners,
      roles: dashboard.choices.roles,
      certified_by: dashboard.properties.certified_by ?? '',
      certification_details: dashboard.properties.certification_details ?? '',
      json_metadata: JSON.stringify(saver.metadataForDialog(), null, 2),
    });
    setDialog('properties');
  };

  const css = cssPreview ?? dashboard.properties.css;
  const canEdit = permissions.canEdit;
  const subtitle = [
    info.changed_by_name && !viewOnly ? `Modified ${info.changed_on_delta_humanized ?? ''} by ${info.changed_by_name}`.replace('  ', ' ') : null,
    refreshFrequency > 0 ? `Auto-refresh every ${refreshFrequencyLabel(refreshFrequency)}` : null,
    unsaved ? 'Unsaved changes' : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <DndProvider backend={HTML5Backend}>
      <DndServiceContext.Provider value={editMode ? dnd : null}>
        <LayoutEditingContext.Provider value={editing}>
          <NativeFiltersContext.Provider value={filtersUi}>
            <DashboardChartsContext.Provider value={chartsState}>
              <ActiveTabsContext.Provider value={tabsState}>
                <GridMetricsContext.Provider value={metrics}>
                  <Box
                    className={`dashboard${editMode ? ' dashboard--editing' : ''}`}
                    data-dashboard-id={info.id}
                    data-edit-mode={editMode}
                    sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
                  >
                    {css ? <style data-dashboard-css>{css}</style> : null}
                    {!chrome.hideTitle && (
                      <DashboardHeader
                        title={dashboard.title}
                        editMode={editMode}
                        onTitleChange={(title) => dashboard.dispatchLayout({ type: 'SET_DASHBOARD_TITLE', title })}
                        certifiedBy={dashboard.properties.certified_by}
                        certificationDetails={dashboard.properties.certification_details}
                        starred={star.starred}
                        onToggleStar={viewOnly ? undefined : star.toggle}
                        published={viewOnly ? null : info.published}
                        onTogglePublished={canEdit ? () => void saver.togglePublished() : undefined}
                        onEdit={canEnterEdit ? () => setEditMode(true) : undefined}
                        subtitle={subtitle}
                        undo={{ canUndo: history.past.length > 0, canRedo: history.future.length > 0, onUndo: dashboard.undo, onRedo: dashboard.redo }}
                        hasUnsavedChanges={dashboard.unsaved}
                        saving={saver.saving}
                        onSave={() => void saver.save()}
                        onDiscard={() => (dashboard.unsaved ? setDialog('discard') : discard())}
                        actions={{
                          onRefresh: editMode ? undefined : refreshAll,
                          onSetRefreshInterval: () => setDialog('refresh'),
                          fullscreen: chrome.standaloneMode !== StandaloneMode.NONE,
                          onToggleFullscreen: editMode || viewOnly ? undefined : toggleFullscreen,
                          onSaveAs: permissions.canSaveAs ? () => setDialog('saveAs') : undefined,
                          onEditProperties: canEdit ? openProperties : undefined,
                          onEditCss: canEdit ? () => setDialog('css') : undefined,
                          onDownloadImage: editMode ? undefined : () => void downloadGrid('image'),
                          onDownloadPdf: editMode ? undefined : () => void downloadGrid('PDF'),
                          onCopyPermalink: permissions.canShare && !editMode ? () => void sharePermalink() : undefined,
                        }}
                      />
                    )}
                    {filterBar.shown && <FilterBar ui={filtersUi} placement="horizontal" />}
                    <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
                      {filterBar.shown && <FilterBar ui={filtersUi} placement="vertical" initiallyOpen={filterBar.initiallyOpen} />}
                      <Box ref={setScrollRoot} data-testid="dashboard-scroll" sx={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
                        <Box ref={gridElement} className="dashboard-content" sx={{ px: 3, pt: 2, pb: 4, bgcolor: 'background.default' }}>
                          <Box ref={measured} sx={{ width: '100%' }}>
                            <RenderAllChartsContext.Provider value={picturesUnderWay > 0}>
                              <DashboardGrid />
                            </RenderAllChartsContext.Provider>
                          </Box>
                        </Box>
                      </Box>
                      {editMode && (
                        <Suspense fallback={null}>
                          <BuilderPanel />
                        </Suspense>
                      )}
                    </Box>
                    {editMode && <DropIndicator dnd={dnd} />}
                  </Box>
                  {fullSizeId !== null && <FullSizeChartDialog componentId={fullSizeId} onClose={() => setFullSizeId(null)} />}
                  {embedded?.inside}
                </GridMetricsContext.Provider>
              </ActiveTabsContext.Provider>
            </DashboardChartsContext.Provider>
          </NativeFiltersContext.Provider>
        </LayoutEditingContext.Provider>
      </DndServiceContext.Provider>
      <DashboardDialogs
        dialog={dialog}
        close={() => setDialog('none')}
        editMode={editMode}
        saver={saver}
        propertiesValues={propertiesValues}
        showRoles={rbac}
        title={dashboard.title}
        css={dashboard.properties.css}
        previewCss={setCssPreview}
        refreshFrequency={refreshFrequency}
        changeRefreshFrequency={(seconds) => {
          setRefreshFrequency(seconds);
          if (editMode) dashboard.setMetadata({ ...dashboard.metadata, refresh_frequency: seconds });
        }}
        discard={discard}
        blocker={blocker}
      />
      <NativeFilterDialogs dialog={filterBar.dialog} close={filterBar.closeDialog} ui={filtersUi} layout={layout} charts={dashboard.charts} filterTypes={filterTypes} />
    </DndProvider>
  );
}
