import { clearCrossFilter, dimensionFilters, type DataMask, type DimensionValue, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { Bubble } from './transform-props.js';

/**
 * The cross-filter a bubble chart emits for its selected entities: the entity column `IN` their
 * values (`IS NULL` when they are all missing); the filter state keeps the values and names. No
 * entity selected clears it.
 *
 * @example
 * bubbleCrossFilter('name', [aaronBubble]);
 * // { extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['Aaron'] }] },
 * //   filterState: { value: ['Aaron'], selectedValues: ['Aaron'], label: 'Aaron' } }
 */
export function bubbleCrossFilter(entityColumn: QueryFormColumn | null, selected: readonly Bubble[]): DataMask {
  const entities = [...new Map(selected.map((bubble) => [bubble.entity, bubble])).values()];
  if (entities.length === 0 || entityColumn === null) return clearCrossFilter();
  const values = entities.map((bubble) => bubble.entityValue).filter((v): v is Exclude<DimensionValue, null | undefined> => v !== null && v !== undefined);
  const names = entities.map((bubble) => bubble.entity);
  return {
    extraFormData: { filters: [values.length === 0 ? { col: entityColumn, op: 'IS NULL' } : { col: entityColumn, op: 'IN', val: values }] },
    filterState: { value: entities.map((bubble) => bubble.entityValue), selectedValues: names, label: names.join(', ') },
  };
}

/** The entities a chart's current cross-filter selects: by name (`selectedValues`), else by value. */
export function selectedEntities(filterState: FilterState | undefined, bubbles: readonly Bubble[]): Set<string> {
  const names = new Set<string>();
  if (!filterState) return names;
  const { selectedValues, value } = filterState;
  if (Array.isArray(selectedValues)) {
    for (const name of selectedValues) if (typeof name === 'string') names.add(name);
    return names;
  }
  if (!Array.isArray(value)) return names;
  const wanted = new Set(value);
  for (const bubble of bubbles) if (wanted.has(bubble.entityValue)) names.add(bubble.entity);
  return names;
}

/** The filters that select one bubble's rows (its entity and dimension value), for drill to detail and drill by. */
export function bubbleFilters(entityColumn: QueryFormColumn | null, seriesColumn: QueryFormColumn | null, bubble: Bubble): QueryObjectFilterClause[] {
  const columns = [entityColumn, seriesColumn].filter((column): column is QueryFormColumn => column !== null);
  const values = [bubble.entityValue, ...(seriesColumn !== null ? [bubble.seriesValue] : [])];
  return dimensionFilters(columns, values, '==');
}
