import type { Frame } from './frame.js';
import type { PivotGrid, PivotGridLeaf } from './pivot-grid.js';

/** The labels of a leaf's headers joined as Superset names a pivoted column: `Births CA boy`. */
function leafName(leaf: PivotGridLeaf): string {
  return leaf.headers
    .map((header) => header?.label ?? '')
    .filter((label) => label !== '')
    .join(' ');
}

/**
 * A pivot grid as one flat table, for a pivoted CSV or Excel file: one column per row-header
 * level (named by the level's label: the column's display name, or "Metric") holding every row's
 * header values in full, then one column per column leaf, named by its headers joined with spaces
 * as Superset names them (`Births boy`, `Births Total (Sum)`). Cells a subtotal or total header
 * spans are empty. Without row levels the rows are headed by the aggregate function, as the chart
 * shows them; without column levels the single value column is named after it.
 *
 * @example
 * ```ts
 * pivotGridFrame(pivotGrid(records, { rows: ['state'], columns: ['gender'], metrics: ['Births'], aggregateFunction: 'Sum' }));
 * // { columns: ['state', 'Births boy', 'Births girl'], data: [['CA', 'NY'], [10, 7], [12, 6]] }
 * ```
 */
export function pivotGridFrame(grid: PivotGrid): Frame {
  const rowHeaderNames = grid.rowLevels.length > 0 ? grid.rowLevels.map((level) => level.label) : [''];
  const rowHeaders: unknown[][] = rowHeaderNames.map((_, level) =>
    grid.rowLeaves.map((leaf) => (grid.rowLevels.length === 0 ? grid.aggregateFunction : (leaf.headers[level]?.label ?? ''))),
  );
  const valueNames = grid.colLeaves.map((leaf) => (grid.colLevels.length === 0 ? grid.aggregateFunction : leafName(leaf)));
  const values: unknown[][] = grid.colLeaves.map((_, col) => grid.rowLeaves.map((_row, row) => grid.values[row]?.[col] ?? null));
  return { columns: [...rowHeaderNames, ...valueNames], data: [...rowHeaders, ...values] };
}
