import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { FunnelStep, GroupValue } from './transform-props.js';

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The cross-filter a funnel emits for its selected steps: per dimension column, `IN` the selected
 * steps' values (`IS NULL` when they are all missing); the filter state keeps their dimension
 * values and names. No step selected clears it.
 *
 * @example
 * funnelCrossFilter(['stage'], [buyStep]);
 * // { extraFormData: { filters: [{ col: 'stage', op: 'IN', val: ['Buy'] }] }, filterState: { value: [['Buy']], selectedValues: ['Buy'], label: 'Buy' } }
 */
export function funnelCrossFilter(groupby: readonly QueryFormColumn[], selected: readonly FunnelStep[]): DataMask {
  if (selected.length === 0 || groupby.length === 0) return clearCrossFilter();
  const filters = groupby.map((col, i): QueryObjectFilterClause => {
    const values = [...new Set(selected.map((step) => step.groupValues[i] ?? null))].filter((v): v is Exclude<GroupValue, null> => v !== null);
    return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
  });
  const keys = selected.map((step) => step.key);
  return {
    extraFormData: { filters },
    filterState: { value: selected.map((step) => [...step.groupValues]), selectedValues: keys, label: keys.join(', ') },
  };
}

/**
 * The steps a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per step, or bare values for a single dimension).
 */
export function selectedStepKeys(filterState: FilterState | undefined, steps: readonly FunnelStep[]): Set<string> {
  const keys = new Set<string>();
  if (!filterState) return keys;
  const { selectedValues, value } = filterState;
  if (Array.isArray(selectedValues)) {
    for (const key of selectedValues) if (typeof key === 'string') keys.add(key);
    return keys;
  }
  if (!Array.isArray(value)) return keys;
  for (const entry of value) {
    const wanted = Array.isArray(entry) ? entry : [entry];
    for (const step of steps) if (sameValues(step.groupValues, wanted)) keys.add(step.key);
  }
  return keys;
}

/** The filters that select one step's rows, for drill to detail and drill by. */
export function stepFilters(groupby: readonly QueryFormColumn[], step: FunnelStep): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, step.groupValues, '==');
}
