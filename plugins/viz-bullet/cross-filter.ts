import { dimensionFilters, marksCrossFilter, selectedMarkIds, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { Bullet } from './transform-props.js';

/** How the cross-filter's state (`selectedValues`, the label) names a mark. */
const NAMES = { nameOf: (mark: Bullet) => mark.key };

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
  return marksCrossFilter(groupby, selected, NAMES);
}

/**
 * The bullets a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per bullet, or bare values for a single dimension).
 */
export function selectedBulletKeys(filterState: FilterState | undefined, bullets: readonly Bullet[]): Set<string> {
  return selectedMarkIds(filterState, bullets, { ...NAMES, prefer: 'names' });
}

/** The filters that select one bullet's rows, for drill to detail and drill by. */
export function bulletFilters(groupby: readonly QueryFormColumn[], bullet: Bullet): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, bullet.groupValues, '==');
}
