import type { QueryFormColumn } from '@core/plugin-api/index.js';

/**
 * The heatmap's y-axis column from its `groupby`: Superset stores one column, older form data a
 * list of one; null when none is chosen.
 */
export function yAxisColumnOf(groupby: unknown): QueryFormColumn | null {
  const column = Array.isArray(groupby) ? groupby[0] : groupby;
  if (typeof column === 'string') return column === '' ? null : column;
  return column && typeof column === 'object' ? (column as QueryFormColumn) : null;
}
