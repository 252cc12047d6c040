import type { ListResponse } from './list-response';

/** What `listQueryProps` reads from an RTK Query list hook's result. */
interface ListQueryResult<Row> {
  data?: ListResponse<Row>;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The `rows`, `count`, `fetching`, `error` and `onRetry` props of `ListView`, read from a list
 * query's result, so every list page wires the request to the table the same way.
 */
export function listQueryProps<Row>(list: ListQueryResult<Row>) {
  return {
    rows: list.data?.result,
    count: list.data?.count ?? 0,
    fetching: list.isFetching,
    error: list.error,
    onRetry: () => void list.refetch(),
  };
}
