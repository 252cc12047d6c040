import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { TableColumn, TableRow } from './table-chart-props.js';

/** The dimension cell a cross-filter selects: its column key and value. */
export interface SelectedCell {
  key: string;
  value: unknown;
}

/**
 * The cell selected by the chart's current cross-filter, read back from its filter state
 * (`filters: { [key]: [value] }`, which {@link crossFilterMask} writes); null when none.
 */
export function selectedCellOf(filterState: FilterState | undefined): SelectedCell | null {
  if (!filterState || filterState.value === null || filterState.value === undefined) return null;
  const filters = filterState['filters'];
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) return null;
  const [entry] = Object.entries(filters as Record<string, unknown>);
  if (!entry || !Array.isArray(entry[1]) || entry[1].length === 0) return null;
  return { key: entry[0], value: entry[1][0] };
}

const scalar = (value: unknown): string | number | boolean | null =>
  value === null || value === undefined ? null : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);

/**
 * The data mask of a click on a dimension cell: a cross-filter `col IN [value]` on that column,
 * or, when that cell is already the selection, the mask that clears it.
 *
 * @example
 * crossFilterMask(stateColumn, 'CA', null);
 * // { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] }, filterState: { value: ['CA'], label: 'CA', … } }
 */
export function crossFilterMask(column: TableColumn, value: unknown, selected: SelectedCell | null): DataMask {
  if (selected && selected.key === column.key && selected.value === value) return clearCrossFilter();
  const val = scalar(value);
  return {
    extraFormData: { filters: [{ col: column.filterColumn ?? column.key, op: 'IN', val: [val] }] },
    filterState: { value: [val], label: column.formatter(value), selectedValues: [val], filters: { [column.key]: [val] } },
  };
}

/**
 * The filters that select a row for drill to detail and drill by: one equality (or IS NULL) per
 * dimension of the row.
 */
export function drillFilters(columns: readonly TableColumn[], row: TableRow): QueryObjectFilterClause[] {
  const dimensions = columns.flatMap((column) => (column.filterColumn === undefined ? [] : [{ col: column.filterColumn, value: scalar(row[column.key]) }]));
  return dimensionFilters(
    dimensions.map((dimension) => dimension.col),
    dimensions.map((dimension) => dimension.value),
    '==',
  );
}
