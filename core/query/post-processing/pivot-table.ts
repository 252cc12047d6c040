import type { Reducer, ReducerColumn } from './aggregate-operators.js';
import { compareValues } from './compare-values.js';
import { groupRows, type RowGroups } from './group-rows.js';
import { isMissing } from './numeric-values.js';

/** A value column of a pivot table before naming: its metric, group key and cells. */
export interface PivotColumn {
  metric: string;
  /** Values of the pivot's `columns` for this column (the margin's name then `''` for the totals column). */
  key: unknown[];
  values: unknown[];
}

/** The computed pivot: row keys (one tuple per output row) and value columns in pandas' order. */
export interface PivotTable {
  rowKeys: unknown[][];
  valueColumns: PivotColumn[];
}

/** What {@link computePivotTable} needs, already validated. */
export interface PivotTableInput {
  rowCount: number;
  indexColumns: ArrayLike<unknown>[];
  /** The pivot's `columns`, missing values already replaced by `column_fill_value`. */
  keyColumns: ArrayLike<unknown>[];
  /** One reducer per metric column, in sorted metric order. */
  metrics: { name: string; source: ReducerColumn; reduce: Reducer }[];
  dropMissing: boolean;
  fillValue: unknown;
  marginName: string | null;
}

/** Rows of group `g` that `include` keeps. */
function groupRowsKept(groups: RowGroups, g: number, include: Uint8Array): Int32Array {
  return groups.order.subarray(groups.offsets[g]!, groups.offsets[g + 1]!).filter((row) => include[row] === 1);
}

/** A margin: the metric over the given rows, missing when no row is left (pandas has no such group). */
function margin(metric: PivotTableInput['metrics'][number], rows: Int32Array): unknown {
  return rows.length === 0 ? null : metric.reduce(metric.source, rows, 0, rows.length);
}

/**
 * Rows ordered by (row group, column group) with two stable counting sorts — linear, however many
 * cells there are, which matters because a chart query usually has one row per cell. Rows without
 * a group are left out.
 */
function orderByCell(rows: RowGroups, groups: RowGroups): Int32Array {
  const byGroup = groups.order;
  const counts = new Int32Array(rows.count + 1);
  let kept = 0;
  for (let k = 0; k < byGroup.length; k++) {
    const r = rows.groupOf[byGroup[k]!]!;
    if (r < 0) continue;
    counts[r + 1] = counts[r + 1]! + 1;
    kept++;
  }
  for (let r = 0; r < rows.count; r++) counts[r + 1] = counts[r + 1]! + counts[r]!;
  const order = new Int32Array(kept);
  for (let k = 0; k < byGroup.length; k++) {
    const row = byGroup[k]!;
    const r = rows.groupOf[row]!;
    if (r >= 0) order[counts[r]!++] = row;
  }
  return order;
}

/**
 * pandas' `pivot_table(values, index, columns, aggfunc, fill_value, dropna, margins)` over columnar
 * data. Rows and group keys come out sorted; with `dropMissing` (pandas' `dropna=True`) rows with a
 * missing key are left out, (row, group) cells whose every metric is missing are dropped, and so
 * are value columns left with no value at all. Without it every observed row and group is kept —
 * Superset's `drop_missing_columns=False`, which keeps only combinations that occur in the data.
 */
export function computePivotTable(input: PivotTableInput): PivotTable {
  const { rowCount, metrics, dropMissing, fillValue, marginName } = input;
  const rows = groupRows(input.indexColumns, rowCount, dropMissing);
  const groups = groupRows(input.keyColumns, rowCount, dropMissing);
  const R = rows.count;
  const C = groups.count;
  const order = orderByCell(rows, groups);

  const table: (unknown[] | undefined)[][] = metrics.map(() => new Array<unknown[] | undefined>(C));
  const rowPresent = new Uint8Array(R).fill(dropMissing ? 0 : 1);
  const groupPresent = new Uint8Array(C).fill(dropMissing ? 0 : 1);
  const cellValues = new Array<unknown>(metrics.length);
  for (let start = 0; start < order.length; ) {
    const r = rows.groupOf[order[start]!]!;
    const c = groups.groupOf[order[start]!]!;
    let end = start + 1;
    while (end < order.length && rows.groupOf[order[end]!] === r && groups.groupOf[order[end]!] === c) end++;
    let anyPresent = false;
    for (let m = 0; m < metrics.length; m++) {
      cellValues[m] = metrics[m]!.reduce(metrics[m]!.source, order, start, end);
      if (!isMissing(cellValues[m])) anyPresent = true;
    }
    start = end;
    if (dropMissing && !anyPresent) continue;
    rowPresent[r] = 1;
    groupPresent[c] = 1;
    for (let m = 0; m < metrics.length; m++) {
      const column = (table[m]![c] ??= new Array<unknown>(R).fill(null));
      column[r] = cellValues[m];
    }
  }

  const presentRows: number[] = [];
  for (let r = 0; r < R; r++) if (rowPresent[r]) presentRows.push(r);
  const fill = (value: unknown): unknown => (fillValue !== undefined && isMissing(value) ? fillValue : value);
  const keyOf = (c: number): unknown[] => input.keyColumns.map((column) => column[groups.firstRow[c]!]);

  const valueColumns: PivotColumn[] = [];
  const marginRows = marginName !== null ? marginRowFilter(input) : null;
  for (let m = 0; m < metrics.length; m++) {
    const metric = metrics[m]!;
    for (let c = 0; c < C; c++) {
      if (!groupPresent[c]) continue;
      const column = table[m]![c];
      const values = presentRows.map((r) => fill(column ? column[r] : null));
      if (marginRows) values.push(margin(metric, groupRowsKept(groups, c, marginRows)));
      valueColumns.push({ metric: metric.name, key: keyOf(c), values });
    }
    if (marginRows && input.keyColumns.length > 0) {
      // The totals column of each metric: every group of a row together.
      const values = presentRows.map((r) => margin(metric, groupRowsKept(rows, r, marginRows)));
      values.push(margin(metric, allRows(rowCount, marginRows)));
      const key = input.keyColumns.map((_, level) => (level === 0 ? marginName : ''));
      valueColumns.push({ metric: metric.name, key, values });
    }
  }

  const rowKeys = presentRows.map((r) => input.indexColumns.map((column) => column[rows.firstRow[r]!]));
  if (marginName !== null) rowKeys.push(input.indexColumns.map((_, level) => (level === 0 ? marginName : '')));
  const kept = dropMissing ? valueColumns.filter((column) => column.values.some((value) => !isMissing(value))) : valueColumns;
  return { rowKeys, valueColumns: kept };
}

/** Rows the margins aggregate over: with `dropna`, pandas first drops rows missing any key or value. */
function marginRowFilter(input: PivotTableInput): Uint8Array {
  const include = new Uint8Array(input.rowCount).fill(1);
  if (!input.dropMissing) return include;
  const columns = [...input.indexColumns, ...input.keyColumns, ...input.metrics.map((metric) => metric.source.cells)];
  for (let row = 0; row < input.rowCount; row++) {
    for (const column of columns) {
      if (isMissing(column[row])) {
        include[row] = 0;
        break;
      }
    }
  }
  return include;
}

function allRows(rowCount: number, include: Uint8Array): Int32Array {
  const out: number[] = [];
  for (let row = 0; row < rowCount; row++) if (include[row]) out.push(row);
  return Int32Array.from(out);
}

/** Sorts metric names as pandas' `sort_index(axis=1)` orders a pivot's first level. */
export function sortMetricNames(names: Iterable<string>): string[] {
  return [...names].sort(compareValues);
}
