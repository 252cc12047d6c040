/** One sort key of a table: a column or metric label and its direction (react-table's shape, as Superset stores it). */
export interface TableSortBy {
  id: string;
  desc: boolean;
}

/**
 * The table's private state under server pagination (the `ownState` of its data mask): the page
 * shown, the page size and the server-side sort.
 */
export interface TableOwnState {
  currentPage?: number;
  pageSize?: number;
  sortBy?: TableSortBy[];
}

const nonNegativeInteger = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/**
 * Reads a table's own state from an untyped `ownState`, dropping fields of the wrong shape (it
 * arrives from URLs and permalinks). Superset's sort entries may carry the label as `key`.
 *
 * @example
 * readTableOwnState({ currentPage: 2, pageSize: 20, sortBy: [{ id: 'SUM(num)', desc: true }] });
 */
export function readTableOwnState(ownState: Readonly<Record<string, unknown>> | undefined): TableOwnState {
  if (!ownState) return {};
  const state: TableOwnState = {};
  const currentPage = nonNegativeInteger(ownState['currentPage']);
  if (currentPage !== undefined) state.currentPage = currentPage;
  const pageSize = nonNegativeInteger(ownState['pageSize']);
  if (pageSize !== undefined && pageSize > 0) state.pageSize = pageSize;
  const sortBy = ownState['sortBy'];
  if (Array.isArray(sortBy)) {
    state.sortBy = sortBy.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { id, key, desc } = entry as Record<string, unknown>;
      const label = typeof key === 'string' && key !== '' ? key : id;
      return typeof label === 'string' && label !== '' ? [{ id: label, desc: desc === true }] : [];
    });
  }
  return state;
}
