import rison from 'rison';

/** A saved chart as the picker offers it: its id (the control's value) and its name. */
export interface SavedChartOption {
  id: number;
  name: string;
  vizType: string;
}

/** Which saved charts the picker offers (`ui:options` of `SavedChartsWidget`). */
export interface SavedChartsFilter {
  /** Only charts whose viz type starts with this, e.g. `deck_`. */
  vizTypePrefix?: string;
  /** Viz types left out even when they match the prefix, e.g. `deck_multi` itself. */
  excludeVizTypes?: readonly string[];
}

/** How many charts one search answers with. */
export const SAVED_CHARTS_PAGE_SIZE = 50;

type ListFilter = { col: string; opr: string; value: unknown };

function filtersOf(filter: SavedChartsFilter): ListFilter[] {
  const filters: ListFilter[] = [];
  if (filter.vizTypePrefix) filters.push({ col: 'viz_type', opr: 'sw', value: filter.vizTypePrefix });
  for (const vizType of filter.excludeVizTypes ?? []) filters.push({ col: 'viz_type', opr: 'neq', value: vizType });
  return filters;
}

/**
 * The chart list address (`GET /api/v1/chart/?q=…`, Superset's rison query) of the saved charts
 * matching `search` in their name, or, with `ids`, of those charts (to name the chosen ones).
 *
 * @example
 * ```ts
 * savedChartsUrl({ vizTypePrefix: 'deck_' }, { search: 'flights' });
 * // /api/v1/chart/?q=(columns:!(id,slice_name,viz_type),filters:!((col:viz_type,opr:sw,value:deck_),…
 * ```
 */
export function savedChartsUrl(filter: SavedChartsFilter, query: { search?: string; ids?: readonly number[] }): string {
  const filters = filtersOf(filter);
  if (query.ids) filters.push({ col: 'id', opr: 'in', value: [...query.ids] });
  const search = query.search?.trim();
  if (search) filters.push({ col: 'slice_name', opr: 'ct', value: search });
  const q = {
    columns: ['id', 'slice_name', 'viz_type'],
    filters,
    order_column: 'slice_name',
    order_direction: 'asc',
    page: 0,
    page_size: query.ids ? Math.max(1, query.ids.length) : SAVED_CHARTS_PAGE_SIZE,
  };
  return `/api/v1/chart/?q=${encodeURIComponent(rison.encode(q))}`;
}

/** The options of a chart list answer (`{ result: [{ id, slice_name, viz_type }] }`); anything else gives none. */
export function savedChartOptions(body: unknown): SavedChartOption[] {
  const result = body && typeof body === 'object' ? (body as { result?: unknown }).result : undefined;
  if (!Array.isArray(result)) return [];
  return result.flatMap((chart: unknown) => {
    if (!chart || typeof chart !== 'object') return [];
    const { id, slice_name: name, viz_type: vizType } = chart as { id?: unknown; slice_name?: unknown; viz_type?: unknown };
    if (typeof id !== 'number') return [];
    return [{ id, name: typeof name === 'string' && name ? name : `Chart ${id}`, vizType: typeof vizType === 'string' ? vizType : '' }];
  });
}

/** The chart ids of the control's value (integers ≥ 1; ids saved as text are read as numbers). */
export function chartIdsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}
