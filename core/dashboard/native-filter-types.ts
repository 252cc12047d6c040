import type { DataMask, ExtraFormData, NativeFilterTarget } from '../plugin-api/index.js';
import type { LayoutMap } from './layout-component.js';

/** Prefix of native filter ids (spec §9). */
export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
/** Prefix of filter-bar divider ids (spec §9). */
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';
/** How long a deleted filter can be restored in the configuration modal (spec §9). */
export const FILTER_DELETION_UNDO_MS = 5000;
/** Default filter-bar orientation (spec §9). */
export const DEFAULT_FILTER_BAR_ORIENTATION = 'VERTICAL';

/** Where a filter or cross-filter applies: everything under `rootPath` but the `excluded` charts. */
export interface NativeFilterScope {
  /** Layout component ids (`ROOT_ID` or tab ids) whose charts are in scope. */
  rootPath: string[];
  /** Chart ids left out. */
  excluded: number[];
}

/** Filter-bar orientation, as stored in `filter_bar_orientation`. */
export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

/** A native filter as stored in `json_metadata.native_filter_configuration` (Superset's shape). */
export interface NativeFilter {
  id: string;
  type: 'NATIVE_FILTER';
  name: string;
  /** The filter type key (`filter_select`, `filter_range`, `filter_time`, `filter_timecolumn`, `filter_timegrain`). */
  filterType: string;
  targets: NativeFilterTarget[] | [Partial<NativeFilterTarget>];
  /** The type's own options (its `configSchema`), including `enableEmptyFilter` (required) and `defaultToFirstItem` (select first value). */
  controlValues: Record<string, unknown>;
  defaultDataMask: DataMask;
  cascadeParentIds: string[];
  scope: NativeFilterScope;
  /** Computed from `scope` against the layout when saved. */
  chartsInScope?: number[];
  tabsInScope?: string[];
  /** Pre-filters of the options query. */
  adhoc_filters?: unknown[];
  time_range?: string;
  granularity_sqla?: string;
  /** Options must be chosen before charts load ("requiredFirst" in Superset's data). */
  requiredFirst?: boolean;
  sortMetric?: string | null;
  description: string;
}

/** A divider (section title) in the filter bar. */
export interface NativeFilterDivider {
  id: string;
  type: 'DIVIDER';
  title: string;
  description: string;
  scope?: NativeFilterScope;
  chartsInScope?: number[];
  tabsInScope?: string[];
}

/** One entry of `native_filter_configuration`. */
export type FilterConfigItem = NativeFilter | NativeFilterDivider;

/** What `PUT /api/v1/dashboard/{id}/filters` sends: changed filters, deleted ids and the new order. */
export interface NativeFilterChanges {
  modified: FilterConfigItem[];
  deleted: string[];
  reordered: string[];
}

/** Cross-filter scope of one chart (`chart_configuration[chartId]`). */
export interface ChartCrossFilterConfig {
  id: number;
  crossFilters: {
    /** `global`: the dashboard's global cross-filter scope; or the chart's own. */
    scope: 'global' | NativeFilterScope;
    chartsInScope: number[];
  };
}

/** `json_metadata.chart_configuration`: cross-filter scoping by chart id. */
export type ChartConfiguration = Record<string, ChartCrossFilterConfig>;

/** `json_metadata.global_chart_configuration`: the default cross-filter scope. */
export interface GlobalChartConfiguration {
  scope: NativeFilterScope;
  chartsInScope: number[];
}

/** A data mask with the id of its filter (a native filter id, or a chart id for cross-filters). */
export interface DataMaskWithId extends DataMask {
  id: string;
}

/** The data masks of a dashboard by filter id or chart id (Superset's `DataMaskStateWithId`). */
export type DataMaskState = Record<string, DataMaskWithId>;

/** One filter applied to a chart, for the chart's indicators. */
export interface AppliedFilterIndicator {
  /** Native filter id, or the emitting chart's id as text for cross-filters. */
  id: string;
  kind: 'native' | 'cross';
  name: string;
  /** The filter's value as shown (`filterState.label` or the values joined). */
  value: string;
  /** The target column (or the time range / grain / column for time filters). */
  column?: string;
  /** The applied extra form data (for tests and the tooltip). */
  extraFormData: ExtraFormData;
}

/**
 * What decides the filters a chart receives: the layout (for scopes), the filter configuration,
 * the current data masks and the cross-filter scoping of `json_metadata`.
 */
export interface DashboardFilterInputs {
  layout: LayoutMap;
  /** `native_filter_configuration`. */
  configuration: readonly FilterConfigItem[];
  dataMask: DataMaskState;
  /** `chart_configuration`; a chart without an entry cross-filters every other chart. */
  chartConfiguration?: ChartConfiguration | null;
  /** `global_chart_configuration`, used by charts whose cross-filter scope is `global`. */
  globalChartConfiguration?: GlobalChartConfiguration | null;
  /** `cross_filters_enabled`; only `false` turns cross-filters off. */
  crossFiltersEnabled?: boolean | null;
}
