import type { ListFilterValue } from './list-view-filter';

export type SortDirection = 'asc' | 'desc';

/** What a list view shows: filters, sort and page. Pages count from 0, as the API does. */
export interface ListViewState {
  filterValues: Readonly<Record<string, ListFilterValue | undefined>>;
  sortColumn: string | null;
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
}

/** Superset's list pages show 25 rows a page. */
export const DEFAULT_PAGE_SIZE = 25;

/** A list view's first state: no filters, the given sort, first page. */
export function initialListViewState(
  sortColumn: string | null,
  sortDirection: SortDirection = 'desc',
  pageSize: number = DEFAULT_PAGE_SIZE,
): ListViewState {
  return { filterValues: {}, sortColumn, sortDirection, page: 0, pageSize };
}

/** True when any filter holds a value, so an empty list means "no match" rather than "nothing yet". */
export const hasActiveFilters = (state: ListViewState): boolean =>
  Object.values(state.filterValues).some((value) => value !== undefined && value !== '');
