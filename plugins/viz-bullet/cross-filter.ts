import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { Bullet, GroupValue } from './transform-props.js';

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The cross-filter a bullet chart emits for its selected bullets: per dimension column, `IN` the selected
 * bullets' values (`IS NULL` when they are all missing); the filter state keeps their dimension
 * values and names. No bullet selected clears it.
 *
 * @example
 * bulletCrossFilter(['state'], [caBullet]);
 * // { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] }, filterState: { value: [['CA']], selectedValues: ['CA'], label: 'CA' } }
 */
export function bulletCrossFilter(groupby: readonly QueryFormColumn[], selected: readonly Bullet[]): DataMask {
  if (selected.length === 0 || groupby.length === 0) return clearCrossFilter();
  const filters = groupby.map((col, i): QueryObjectFilterClause => {
    const values = [...new Set(selected.map((bullet) => bullet.groupValues[i] ?? null))].filter((v): v is Exclude<GroupValue, null> => v !== null);
    return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
  });
  const keys = selected.map((bullet) => bullet.key);
  return {
    extraFormData: { filters },
    filterState: { value: selected.map((bullet) => [...bullet.groupValues]), selectedValues: keys, label: keys.join(', ') },
  };
}

/**
 * The bullets a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per bullet, or bare values for a single dimension).
 */
export function selectedBulletKeys(filterState: FilterState | undefined, bullets: readonly Bullet[]): Set<string> {
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
    for (const bullet of bullets) if (sameValues(bullet.groupValues, wanted)) keys.add(bullet.key);
  }
  return keys;
}

/** The filters that select one bullet's rows, for drill to detail and drill by. */
export function bulletFilters(groupby: readonly QueryFormColumn[], bullet: Bullet): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, bullet.groupValues, '==');
}
