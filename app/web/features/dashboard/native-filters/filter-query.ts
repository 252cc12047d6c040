import type { NativeFilter } from '@core/dashboard/index.js';
import { applyExtraFormData, type ExtraFormData, type NativeFilterConfig, type NativeFilterTarget, type QueryContext } from '@core/plugin-api/index.js';
import type { FilterTypeDescriptor } from '@core/registry/index.js';

/**
 * A stored native filter as its type's functions read it: the type's default options under the
 * filter's own, and only the targets that name a dataset.
 */
export function filterConfigOf(filter: NativeFilter, descriptor: FilterTypeDescriptor | undefined): NativeFilterConfig {
  const targets = ((filter.targets ?? []) as ReadonlyArray<Partial<NativeFilterTarget> | undefined>).filter(
    (target): target is NativeFilterTarget => typeof target?.datasetId === 'number',
  );
  return {
    id: filter.id,
    name: filter.name,
    filterType: filter.filterType,
    targets,
    controlValues: { ...(descriptor?.defaults ?? {}), ...(filter.controlValues ?? {}) },
    ...(filter.time_range !== undefined ? { time_range: filter.time_range } : {}),
    ...(filter.granularity_sqla !== undefined ? { granularity_sqla: filter.granularity_sqla } : {}),
    ...(filter.adhoc_filters !== undefined ? { adhoc_filters: filter.adhoc_filters } : {}),
    ...(filter.sortMetric !== undefined ? { sortMetric: filter.sortMetric } : {}),
  };
}

/** Whether a filter asks the server for options: its type queries and, when it needs a column, it has a dataset target. */
export function filterNeedsQuery(filter: NativeFilter, descriptor: FilterTypeDescriptor | undefined): boolean {
  if (!descriptor || descriptor.needsQuery === false) return false;
  const config = filterConfigOf(filter, descriptor);
  if (config.targets.length === 0) return false;
  return descriptor.needsColumn === false || Boolean(config.targets[0]?.column?.name);
}

/**
 * The options query of a filter: its type's `buildQuery` given what its cascade parents add, with
 * that extra form data merged into every query (so a child's options narrow to its parents'
 * values). Null when the filter asks nothing of the server.
 *
 * @example
 * ```ts
 * filterOptionsQuery(regionFilter, filterTypes.get('filter_select'), { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] });
 * ```
 */
export function filterOptionsQuery(
  filter: NativeFilter,
  descriptor: FilterTypeDescriptor | undefined,
  parentsExtraFormData: ExtraFormData,
  search?: string,
): QueryContext | null {
  if (!descriptor || !filterNeedsQuery(filter, descriptor)) return null;
  const config = filterConfigOf(filter, descriptor);
  const context = descriptor.buildQuery(config, { extraFormData: parentsExtraFormData, ...(search ? { search } : {}) });
  return applyExtraFormData({ ...context, result_format: context.result_format ?? 'json', result_type: context.result_type ?? 'full' }, parentsExtraFormData);
}
