import { dimensionFilters, marksCrossFilter, selectedMarkIds, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { FunnelStep } from './transform-props.js';

/** How the cross-filter's state (`selectedValues`, the label) names a mark. */
const NAMES = { nameOf: (mark: FunnelStep) => mark.key };

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
  return marksCrossFilter(groupby, selected, NAMES);
}

/**
 * The steps a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per step, or bare values for a single dimension).
 */
export function selectedStepKeys(filterState: FilterState | undefined, steps: readonly FunnelStep[]): Set<string> {
  return selectedMarkIds(filterState, steps, { ...NAMES, prefer: 'names' });
}

/** The filters that select one step's rows, for drill to detail and drill by. */
export function stepFilters(groupby: readonly QueryFormColumn[], step: FunnelStep): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, step.groupValues, '==');
}
