import type { TableColumn } from './table-chart-props.js';
import type { TableSortBy } from './table-own-state.js';

/**
 * The sort after a click on a column's header: numbers start largest first, other columns
 * A to Z; a second click reverses, a third clears the sort.
 */
export function nextSort(current: TableSortBy | null | undefined, column: TableColumn): TableSortBy | null {
  const descendingFirst = column.isNumeric;
  if (!current || current.id !== column.key) return { id: column.key, desc: descendingFirst };
  if (current.desc === descendingFirst) return { id: column.key, desc: !descendingFirst };
  return null;
}
