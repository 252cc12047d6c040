/** The list view shared by list pages, and what pages need to drive it. */
export { buildListQuery, type ListQuery, type ListQueryFilter } from './build-list-query';
export { ConfirmDialog } from './ConfirmDialog';
export { describeRequestError } from './describe-request-error';
export type { ListViewColumn, ListViewRowAction } from './list-view-column';
export type { ListFilterValue, ListViewFilter, ListViewSearchFilter, ListViewSelectFilter } from './list-view-filter';
export { DEFAULT_PAGE_SIZE, hasActiveFilters, initialListViewState, type ListViewState, type SortDirection } from './list-view-state';
export { BooleanCell } from './BooleanCell';
export type { ListResponse } from './list-response';
export { listQueryProps } from './list-query-props';
export { ListView, type ListViewProps } from './ListView';
export { risonParam } from './rison-param';
export { unwrapRequestError } from './unwrap-request-error';
export { useDeleteConfirmation } from './use-delete-confirmation';
export { useRequestErrorMessage } from './use-request-error-message';
export { BulkSelectionBar } from './BulkSelectionBar';
export { BulkSelectButton, useBulkSelection } from './use-bulk-selection';
export { useBulkDeletion } from './use-bulk-deletion';
export { lastModifiedColumn, selectionColumn, type ListSelection, type ModifiedFields } from './common-columns';
