import { buildListQuery, type ListQuery, type ListViewFilter, type ListViewState } from '../../components/list-view';

/** The time range typed in the page's "From" and "To" fields (`datetime-local` values, the reader's time). */
export interface ActionLogTimeRange {
  from: string;
  to: string;
}

/** A `datetime-local` value as the API's moment (UTC), or null when blank or unreadable. */
export function localInputToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** The log request: the list's filters, sort and page, and the time range as `dttm` `gt`/`lt`. */
export function actionLogQuery(state: ListViewState, filters: readonly ListViewFilter[], range: ActionLogTimeRange): ListQuery {
  const query = buildListQuery(state, filters);
  const from = localInputToIso(range.from);
  const to = localInputToIso(range.to);
  const timeFilters = [
    ...(from ? [{ col: 'dttm', opr: 'gt', value: from }] : []),
    ...(to ? [{ col: 'dttm', opr: 'lt', value: to }] : []),
  ];
  return timeFilters.length > 0 ? { ...query, filters: [...(query.filters ?? []), ...timeFilters] } : query;
}
