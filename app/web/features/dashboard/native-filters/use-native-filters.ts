import { useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';
import {
  type ChartConfiguration,
  type DashboardFilterInputs,
  DEFAULT_FILTER_BAR_ORIENTATION,
  type DataMaskState,
  type FilterBarOrientation,
  type FilterConfigItem,
  type GlobalChartConfiguration,
  type NativeFilter,
  type NativeFilterChanges,
  NATIVE_FILTERS_URL_PARAM,
  chartsWaitingForRequiredFilters,
  getChartIds,
  initialDataMask,
  isNativeFilter,
  missingRequiredFilters,
  orderByCascade,
  parentsExtraFormData,
} from '@core/dashboard/index.js';
import type { ChartDataResponse, DataMask, ExtraFormData, FilterState } from '@core/plugin-api/index.js';
import type { FilterTypeRegistry } from '@core/registry/index.js';
import { useAppDispatch } from '../../../store/hooks';
import { addDangerToast } from '../../../store/toast-actions';
import { postDashboardChartData } from '../dashboard-api';
import type { DashboardInfo, DashboardMetadata, DashboardPermalinkState } from '../dashboard-types';
import { ChartDataCache } from '../model/chart-data-cache';
import { DashboardUrlParam } from '../model/url-params';
import type { useDashboardDocument } from '../use-dashboard-document';
import { type ActiveCrossFilter, activeCrossFilters } from './active-cross-filters';
import { type KeptExtraFormData, chartsExtraFormData } from './chart-extra-form-data';
import { filterConfigOf, filterOptionsQuery } from './filter-query';
import { initialFilterMasks, nativeFiltersParamOf } from './initial-filter-masks';
import { changedFilterIds, initialNativeFiltersValues, nativeFiltersReducer } from './native-filters-state';
import { stableJson } from '@core/query/stable-json.js';
import { useFilterSettingsSave } from './use-filter-settings-save';

/** The `native_filter_configuration` of the metadata: its filters and dividers, parents before children. */
export function filterConfigurationOf(metadata: DashboardMetadata): FilterConfigItem[] {
  const raw = metadata['native_filter_configuration'];
  if (!Array.isArray(raw)) return [];
  const items = raw.filter(
    (item): item is FilterConfigItem =>
      typeof item === 'object' && item !== null && typeof (item as FilterConfigItem).id === 'string' && ['NATIVE_FILTER', 'DIVIDER'].includes((item as FilterConfigItem).type),
  );
  return orderByCascade(items);
}

const objectOr = <T,>(value: unknown): T | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : undefined);

/** How long the URL waits after the applied filters change before it is rewritten. */
const URL_WRITE_DELAY_MS = 250;

/** The one-time URL parameters the page removes after its first render; the filters wait for them to go. */
const ONE_TIME_PARAMS = [DashboardUrlParam.PERMALINK_KEY, DashboardUrlParam.FOCUSED_CHART] as const;

/** What a filter's target, type or default changed: its value starts again from its default. */
const definitionOf = (filter: FilterConfigItem | undefined) =>
  isNativeFilter(filter) ? stableJson([filter.filterType, filter.targets, filter.controlValues, filter.defaultDataMask, filter.cascadeParentIds]) : '';

/** What {@link useNativeFilters} needs from the page. */
export interface NativeFiltersOptions {
  info: DashboardInfo;
  setInfo: (info: DashboardInfo) => void;
  dashboard: ReturnType<typeof useDashboardDocument>;
  editMode: boolean;
  permalinkState: DashboardPermalinkState | null;
  filterTypes: FilterTypeRegistry;
  pollingDelayMs: number;
}

/**
 * The native filters and cross-filters of a dashboard page: the configuration, orientation and
 * cross-filter settings (read from the dashboard's metadata, saved with their own `PUT`s), the
 * data masks applied to the charts (native filters by filter id, cross-filters by chart id), the
 * filter bar's values not applied yet, and what each chart gets from them. The first masks come
 * from the permalink, the `native_filters` URL parameter, legacy preselected filters and the
 * filters' defaults; applied masks are written back to `native_filters` (replacing the history
 * entry) so a reload shows the same state.
 */
export function useNativeFilters(options: NativeFiltersOptions) {
  const { info, dashboard, filterTypes, pollingDelayMs } = options;
  const appDispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { metadata, layout } = dashboard;

  const configuration = useMemo(() => filterConfigurationOf(metadata), [metadata]);
  const filters = useMemo(() => configuration.filter(isNativeFilter), [configuration]);
  const crossFiltersEnabled = metadata['cross_filters_enabled'] !== false;
  const chartConfiguration = useMemo(() => objectOr<ChartConfiguration>(metadata['chart_configuration']), [metadata]);
  const globalChartConfiguration = useMemo(() => objectOr<GlobalChartConfiguration>(metadata['global_chart_configuration']), [metadata]);
  const savedOrientation: FilterBarOrientation = metadata['filter_bar_orientation'] === 'HORIZONTAL' ? 'HORIZONTAL' : DEFAULT_FILTER_BAR_ORIENTATION;
  const [orientationDraft, setOrientationDraft] = useState<FilterBarOrientation | null>(null);
  const orientation = orientationDraft ?? savedOrientation;

  // --- Applied and pending masks, starting from the permalink, the URL and the defaults.
  const [initial] = useState(() =>
    initialFilterMasks({ configuration, permalinkState: options.permalinkState, search: new URLSearchParams(location.search), metadata }),
  );
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    for (const message of new Set(initial.errors)) appDispatch(addDangerToast(message));
  }, [initial, appDispatch]);
  const [values, dispatchValues] = useReducer(nativeFiltersReducer, undefined, () => initialNativeFiltersValues(configuration, initial.dataMask));
  const { applied, pending } = values;

  // --- The applied masks in the URL, replacing the history entry.
  const urlParam = useMemo(() => nativeFiltersParamOf(configuration, applied), [configuration, applied]);
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (ONE_TIME_PARAMS.some((name) => search.has(name))) return undefined;
    if (search.get(NATIVE_FILTERS_URL_PARAM) === urlParam) return undefined;
    if (urlParam === null) search.delete(NATIVE_FILTERS_URL_PARAM);
    else search.set(NATIVE_FILTERS_URL_PARAM, urlParam);
    const text = search.toString();
    // Written once the charts have repainted (a navigation renders the page again), and once for a burst of changes.
    const timer = setTimeout(() => {
      // The visitor has moved on meanwhile (the router's location changes as soon as a navigation
      // starts, while this page stays on screen until the next one has loaded): writing this page's
      // address would take them back.
      const current = dataRouter?.router.state.location ?? location;
      if (current.pathname !== location.pathname || current.search !== location.search) return;
      navigate({ pathname: location.pathname, search: text ? `?${text}` : '', hash: location.hash }, { replace: true, state: location.state });
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [urlParam, location, navigate, dataRouter]);

  // --- What reaches each chart.
  const filterInputs = useMemo<DashboardFilterInputs>(
    () => ({ layout, configuration, dataMask: applied, chartConfiguration, globalChartConfiguration, crossFiltersEnabled }),
    [layout, configuration, applied, chartConfiguration, globalChartConfiguration, crossFiltersEnabled],
  );
  const keptExtraFormData = useRef<ReadonlyMap<number, KeptExtraFormData>>(new Map());
  const extraFormDataByChart = useMemo(() => {
    const next = chartsExtraFormData(filterInputs, getChartIds(layout), keptExtraFormData.current);
    keptExtraFormData.current = next;
    return next;
  }, [filterInputs, layout]);
  const extraFormDataOf = useCallback((chartId: number): ExtraFormData | undefined => extraFormDataByChart.get(chartId)?.value, [extraFormDataByChart]);
  const waitingCharts = useMemo(() => new Set(chartsWaitingForRequiredFilters(configuration, applied, layout)), [configuration, applied, layout]);
  const crossFilters = useMemo<ActiveCrossFilter[]>(
    () => (crossFiltersEnabled ? activeCrossFilters(applied, layout, dashboard.charts) : []),
    [crossFiltersEnabled, applied, layout, dashboard.charts],
  );

  // --- The filter bar.
  const changed = useMemo(() => changedFilterIds(configuration, values), [configuration, values]);
  const missingRequired = useMemo(() => missingRequiredFilters(configuration, pending), [configuration, pending]);
  const latest = useRef({ configuration, filterTypes, crossFiltersEnabled });
  latest.current = { configuration, filterTypes, crossFiltersEnabled };

  const setFilterState = useCallback((filterId: string, filterState: FilterState) => {
    const { configuration: current, filterTypes: types } = latest.current;
    const filter = current.find((item) => item.id === filterId);
    if (!isNativeFilter(filter)) return;
    const descriptor = types.get(filter.filterType);
    const extraFormData = descriptor ? descriptor.toExtraFormData(filterState, filterConfigOf(filter, descriptor)) : {};
    dispatchValues({ type: 'SET_PENDING', configuration: current, filterId, filterState, extraFormData });
  }, []);
  const apply = useCallback(() => dispatchValues({ type: 'APPLY', configuration: latest.current.configuration }), []);
  const clearAll = useCallback(() => dispatchValues({ type: 'CLEAR_ALL', configuration: latest.current.configuration }), []);
  const removeCrossFilter = useCallback((chartId: number) => dispatchValues({ type: 'REMOVE_CROSS_FILTER', chartId }), []);
  const setChartDataMask = useCallback(
    (chartId: number, dataMask: DataMask) => dispatchValues({ type: 'SET_CHART_MASK', chartId, dataMask, crossFiltersEnabled: latest.current.crossFiltersEnabled }),
    [],
  );

  // --- Option queries of filters: their own cache, apart from the charts' queries.
  const filterCache = useMemo(() => new ChartDataCache({ request: (context) => postDashboardChartData(context, { dashboardId: info.id, pollingDelayMs }) }), [info.id, pollingDelayMs]);
  /** What a filter's cascade parents add to its options, from the bar's values (so a child narrows before Apply). */
  const parentsExtraOf = useCallback((filter: NativeFilter, source: DataMaskState = pending) => {
    const current = configuration.some((item) => item.id === filter.id) ? configuration : [...configuration, filter];
    return parentsExtraFormData(current.map((item) => (item.id === filter.id ? filter : item)), source, filter.id);
  }, [configuration, pending]);
  /** Runs a (possibly unsaved) filter's options query, for the configuration modal's default value. */
  const runFilterQuery = useCallback(
    async (filter: NativeFilter): Promise<ChartDataResponse> => {
      const context = filterOptionsQuery(filter, filterTypes.get(filter.filterType), parentsExtraOf(filter));
      return context ? filterCache.load(context) : { result: [] };
    },
    [filterTypes, parentsExtraOf, filterCache],
  );

  // --- Saving the settings.
  const saves = useFilterSettingsSave({ info, setInfo: options.setInfo, dashboard, editMode: options.editMode });
  const { savingFilters, saveConfiguration: saveFilterChanges, saveOrientation: putOrientation, saveCrossFiltersEnabled: putCrossFiltersEnabled } = saves;
  const saveCrossFilterScoping = saves.saveCrossFilterScoping;
  const saveConfiguration = useCallback(
    async (changes: NativeFilterChanges) => {
      const before = configuration;
      const stored = await saveFilterChanges(changes);
      // Filters whose definition changed start again from their default; the others keep their value.
      const kept: DataMaskState = {};
      for (const [key, mask] of Object.entries(applied)) {
        const previous = before.find((item) => item.id === key);
        const next = stored.find((item) => item.id === key);
        if (!previous || definitionOf(previous) === definitionOf(next)) kept[key] = mask;
      }
      dispatchValues({ type: 'RESET', applied: initialDataMask(stored, { urlDataMask: kept }) });
    },
    [configuration, applied, saveFilterChanges],
  );
  const saveOrientation = useCallback(
    async (next: FilterBarOrientation) => {
      setOrientationDraft(next);
      try {
        await putOrientation(next);
      } catch {
        // The toast has said so; the bar goes back.
      } finally {
        setOrientationDraft(null);
      }
    },
    [putOrientation],
  );
  const saveCrossFiltersEnabled = useCallback((enabled: boolean) => putCrossFiltersEnabled(enabled).catch(() => undefined), [putCrossFiltersEnabled]);

  return useMemo(
    () => ({
      configuration,
      filters,
      orientation,
      crossFiltersEnabled,
      chartConfiguration,
      globalChartConfiguration,
      applied,
      pending,
      /** Native filters whose bar value is not applied yet. */
      changed,
      /** Required filters without a value in the bar (Apply waits for them). */
      missingRequired,
      crossFilters,
      waitingCharts,
      filterInputs,
      extraFormDataOf,
      filterCache,
      parentsExtraOf,
      runFilterQuery,
      setFilterState,
      apply,
      clearAll,
      removeCrossFilter,
      setChartDataMask,
      savingFilters,
      saveConfiguration,
      saveOrientation,
      saveCrossFiltersEnabled,
      saveCrossFilterScoping,
    }),
    [
      configuration,
      filters,
      orientation,
      crossFiltersEnabled,
      chartConfiguration,
      globalChartConfiguration,
      applied,
      pending,
      changed,
      missingRequired,
      crossFilters,
      waitingCharts,
      filterInputs,
      extraFormDataOf,
      filterCache,
      parentsExtraOf,
      runFilterQuery,
      setFilterState,
      apply,
      clearAll,
      removeCrossFilter,
      setChartDataMask,
      savingFilters,
      saveConfiguration,
      saveOrientation,
      saveCrossFiltersEnabled,
      saveCrossFilterScoping,
    ],
  );
}

/** The dashboard's filter state and actions, as {@link useNativeFilters} answers them. */
export type NativeFiltersModel = ReturnType<typeof useNativeFilters>;
