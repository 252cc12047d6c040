import type { ContributionToken } from './contribution-token.js';
import type { FilterState } from './data-mask.js';
import type { ExtraFormData } from './extra-form-data.js';
import type { JsonSchema } from './json-schema.js';
import type { QueryContext } from './query-context.js';
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
  time_range?: string;
  granularity_sqla?: string;
  adhoc_filters?: unknown[];
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
  buildQuery: (filterConfig: NativeFilterConfig<ControlValues>) => QueryContext;
  /** The filter's state → what it adds to the form data of the charts in its scope. */
  toExtraFormData: (filterState: FilterState<Value>, filterConfig: NativeFilterConfig<ControlValues>) => ExtraFormData;
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
