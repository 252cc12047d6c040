import type { QueryFormColumn } from '@core/plugin-api/index.js';
import type { TableSortBy } from './table-own-state.js';

/** One row of the table, keyed by column label as the chart-data response returns it. */
export type TableRow = Readonly<Record<string, unknown>>;

/** One column of the table, with what the component needs to draw, sort and filter it. */
export interface TableColumn {
  /** The label the values are keyed by in each row. */
  key: string;
  /** The header text. */
  label: string;
  isMetric: boolean;
  /** A `%<metric>` column: each value's share of the column total. */
  isPercentMetric: boolean;
  isNumeric: boolean;
  isTemporal: boolean;
  /**
   * The form-data column a cross-filter or drill filter on this column names; set for the
   * dimensions of an aggregate table (temporal ones excepted, their values are bucketed).
   */
  filterColumn?: QueryFormColumn;
  /** Writes one cell value; `null` and `undefined` come out as `N/A`. */
  formatter: (value: unknown) => string;
}

/** What the `table` viz's `transformProps` hands to its component. */
export interface TableChartProps {
  columns: TableColumn[];
  rows: TableRow[];
  /** The metrics over every row (show totals, aggregate mode). */
  totals?: TableRow;
  /** Rows in the whole result: the row-count query's answer under server pagination, else `rows.length`. */
  rowCount: number;
  serverPagination: boolean;
  /** Rows per page; 0 shows every row in one scrolling list (client side only). */
  pageSize: number;
  /** The page shown first (0-based); the chart's own state overrides it. */
  currentPage: number;
  /** The sort shown first; the chart's own state overrides it under server pagination. */
  sortBy: TableSortBy[];
  includeSearch: boolean;
  showCellBars: boolean;
  colorPositiveNegative: boolean;
  alignPositiveNegative: boolean;
  allowRearrangeColumns: boolean;
  /** Whether clicking a dimension cell emits a cross-filter (aggregate mode with dimensions). */
  emitCrossFilters: boolean;
}
