import type { ListViewFilter } from './list-view-filter';
import type { ListViewState, SortDirection } from './list-view-state';

/** One filter of a list request (`GET /api/v1/<resource>/?q=`). */
export interface ListQueryFilter {
  col: string;
  opr: string;
  value: string | number | boolean;
}

/** The rison `q` of a list request, in the API's shape. */
export interface ListQuery {
  filters?: ListQueryFilter[];
  order_column?: string;
  order_direction?: SortDirection;
  page: number;
  page_size: number;
}

/**
 * The list request for a list view's state: each filter with a value becomes
 * `{col, opr, value}` (search text trimmed, blank left out), plus sort and page.
 */
export function buildListQuery(state: ListViewState, filters: readonly ListViewFilter[]): ListQuery {
  const queryFilters: ListQueryFilter[] = [];
  for (const filter of filters) {
    const raw = state.filterValues[filter.id];
    if (raw === undefined) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '') continue;
    queryFilters.push({ col: filter.col, opr: filter.opr, value });
  }
  return {
    ...(queryFilters.length > 0 ? { filters: queryFilters } : {}),
    ...(state.sortColumn ? { order_column: state.sortColumn, order_direction: state.sortDirection } : {}),
    page: state.page,
    page_size: state.pageSize,
  };
}
