import type { ChartDataResponse } from './chart-data-response.js';
import type { ContributionToken } from './contribution-token.js';
import type { FilterState } from './data-mask.js';
import type { ExtraFormData } from '../query/model/extra-form-data.js';
import type { JsonSchema } from './json-schema.js';
import type { QueryContext } from '../query/model/query-context.js';
import type { UiSchema } from './ui-schema.js';

/** The dataset column a native filter targets. */
export interface NativeFilterTarget {
  datasetId: number;
  column?: { name: string };
}

/**
 * A native filter as configured on a dashboard. `controlValues` holds the filter type's own
 * options and is described by its `configSchema`.
 */
export interface NativeFilterConfig<ControlValues = Record<string, unknown>> {
  id: string;
  name: string;
  filterType: string;
  targets: NativeFilterTarget[];
  controlValues: ControlValues;
  /** Pre-filter: the time range the options query is limited to. */
  time_range?: string;
  granularity_sqla?: string;
  /** Pre-filters of the options query (adhoc filters on the target dataset). */
  adhoc_filters?: unknown[];
  /** A saved metric (`metric_name`) of the target dataset the options are sorted by. */
  sortMetric?: string | null;
}

/** What the host passes to a filter type's `buildQuery` besides the filter's configuration. */
export interface FilterBuildQueryOptions {
  /**
   * What the filter's parents (`cascadeParentIds`) currently add: a child filter's options are
   * narrowed by its parents' values. The host merges it into every query of the returned context
   * (`applyExtraFormData`); a type reads it only when its query depends on it otherwise.
   */
  extraFormData?: ExtraFormData;
  /** Text typed in the filter's search box, for types that search on the server. */
  search?: string;
}

/** Server calls a filter component may need; the dashboard provides them. */
export interface FilterComponentServices {
  /** Resolves a time-range expression (`GET /api/v1/time_range/`); rejects with a message to show. */
  resolveTimeRange(timeRange: string): Promise<{ since: string | null; until: string | null; timeRange: string }>;
}

/**
 * The props a filter type's component receives (`loadComponent()` resolves to a component
 * taking these). The component shows the filter's input and reports the user's choice with
 * `setFilterState`; the host turns the state into extra form data with `toExtraFormData`.
 */
export interface FilterComponentProps<ControlValues = Record<string, unknown>, Value = unknown> {
  filter: NativeFilterConfig<ControlValues>;
  /** The answer of the options query (`buildQuery`); undefined while it loads or fails. */
  data?: ChartDataResponse;
  /** The options query is running. */
  loading: boolean;
  /** The options query failed, with this message. */
  error?: string;
  filterState: FilterState<Value>;
  /** Reports a new value; `{ value: null }` clears the filter. */
  setFilterState: (state: FilterState<Value>) => void;
  /** Called as the user types in a search box (types whose `buildQuery` reads `search`). */
  onSearch?: (search: string) => void;
  /** The filter bar's orientation (horizontal bars give each filter less room). */
  orientation: 'vertical' | 'horizontal';
  /** The width available, in CSS pixels. */
  width: number;
  /** The id the host's label points at (`<label htmlFor>`). */
  inputId: string;
  /** The filter must have a value; show an empty one as an error. */
  required: boolean;
  /** `bar`: in the filter bar; `default-value`: editing the default in the configuration modal. */
  mode: 'bar' | 'default-value';
  services: FilterComponentServices;
}

/**
 * A native filter type (select, range, time, time column, time grain …).
 *
 * Its defaults are not declared here: the registry derives them from `configSchema`.
 *
 * @typeParam ControlValues - the filter type's options (`configSchema`'s properties).
 * @typeParam Value - the type of `filterState.value`.
 *
 * @example
 * ```ts
 * interface SelectOptions { multiSelect: boolean; inverseSelection: boolean }
 *
 * export const selectFilter = defineFilterType<SelectOptions, string[]>({
 *   key: 'filter_select',
 *   name: 'Value',
 *   description: 'Pick one or more values of a column.',
 *   configSchema: {
 *     type: 'object',
 *     properties: { multiSelect: { type: 'boolean', default: true }, inverseSelection: { type: 'boolean', default: false } },
 *   },
 *   uiSchema: { multiSelect: { 'ui:widget': 'CheckboxWidget' } },
 *   buildQuery: (config) => ({
 *     datasource: { id: config.targets[0]?.datasetId ?? 0, type: 'table' },
 *     queries: [{ columns: [config.targets[0]?.column?.name ?? ''], metrics: [] }],
 *   }),
 *   toExtraFormData: (state, config) => {
 *     const col = config.targets[0]?.column?.name;
 *     if (!col || !state.value?.length) return {};
 *     return { filters: [{ col, op: config.controlValues.inverseSelection ? 'NOT IN' : 'IN', val: state.value }] };
 *   },
 *   loadComponent: () => import('./SelectFilter.js'),
 * });
 * ```
 */
export interface FilterTypeContribution<ControlValues = Record<string, unknown>, Value = unknown, Component = unknown> {
  /** Superset-compatible filter type key, e.g. `filter_select`. */
  key: string;
  name: string;
  description: string;
  /** JSON Schema of `controlValues`, with `default`s. */
  configSchema: JsonSchema;
  uiSchema: UiSchema;
  /** The query that fetches the filter's options (distinct values, min/max …). */
  buildQuery: (filterConfig: NativeFilterConfig<ControlValues>, options?: FilterBuildQueryOptions) => QueryContext;
  /** The filter's state → what it adds to the form data of the charts in its scope. */
  toExtraFormData: (filterState: FilterState<Value>, filterConfig: NativeFilterConfig<ControlValues>) => ExtraFormData;
  /**
   * Whether the type queries options at all (time range, time grain and time column filters of
   * a dataset-less kind may not). Defaults to true.
   */
  needsQuery?: boolean;
  /** Whether the filter targets a dataset column (false: time range, which applies to every chart's time column). Defaults to true. */
  needsColumn?: boolean;
  loadComponent: () => Promise<{ default: Component }>;
}

/** A filter type of any options and value type; what the registry and DI hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFilterTypeContribution = FilterTypeContribution<any, any, any>;

/** DI token under which plugins bind their {@link FilterTypeContribution}s. */
export const FilterTypeContribution = Symbol.for('tessera.FilterTypeContribution') as ContributionToken<AnyFilterTypeContribution>;

/** Declares a native filter type with full type checking; returns its argument unchanged. */
export function defineFilterType<ControlValues = Record<string, unknown>, Value = unknown, Component = unknown>(
  contribution: FilterTypeContribution<ControlValues, Value, Component>,
): FilterTypeContribution<ControlValues, Value, Component> {
  return contribution;
}
