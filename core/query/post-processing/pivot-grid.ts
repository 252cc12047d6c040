import { aggregatePivotValues, pivotFractionOf, type PivotAggregateFunction, type PivotValue } from './pivot-grid-aggregates.js';
import { comparePivotKeys, comparePivotValues, type PivotKeyValue, type PivotOrder } from './pivot-grid-order.js';

/** Where metric names go: as a level of the column headers or of the row headers. */
export type PivotMetricsLayout = 'COLUMNS' | 'ROWS';

/**
 * One level of headers on an axis: a grouping column's values, or the metric names. `label` is
 * what the level's corner header reads: the column's display name, or "Metric".
 */
export type PivotGridLevel = { kind: 'attribute'; column: string; label: string } | { kind: 'metric'; label: string };

/** Corner header of the metric level. */
export const PIVOT_METRIC_LEVEL_LABEL = 'Metric';

/** What a header cell stands for. */
export type PivotHeaderKind = 'key' | 'metric' | 'subtotal' | 'total';

/** One header cell of a leaf at one level; consecutive leaves with the same `id` share the cell. */
export interface PivotGridHeader {
  /** Identifies the header path down to this cell, so equal ids in a row of leaves merge. */
  id: string;
  label: string;
  kind: PivotHeaderKind;
  /** How many levels the cell spans: 1, or the remaining grouping levels for subtotals and totals. */
  depth: number;
  /** How many grouping values lead to this cell (the key prefix of a `key` header). */
  prefixLength: number;
  /** A `key` header whose group has a subtotal leaf, so the group can be collapsed to it. */
  hasSubtotal: boolean;
}

/** One row or column of values: a full key, a group's subtotal or the axis total. */
export interface PivotGridLeaf {
  kind: 'data' | 'subtotal' | 'total';
  /** The grouping values of this axis, outermost first (shorter for subtotals, empty for the total). */
  key: PivotKeyValue[];
  /** Identity of `key`. */
  keyId: string;
  /** The metric of this leaf when the metric level is on this axis. */
  metric: string | null;
  /** One header per level; `null` where a deeper-spanning header of an earlier level covers it. */
  headers: Array<PivotGridHeader | null>;
}

/**
 * What a pivot table chart (`pivot_table_v2`) shows: the two axes' levels and leaves, and a value
 * per row leaf × column leaf. Unlike the `pivot` operation (pandas' `pivot_table` inside a chart's
 * query), it is computed from a query's result by the chart and by the server's pivoted exports.
 */
export interface PivotGrid {
  aggregateFunction: PivotAggregateFunction;
  rowLevels: PivotGridLevel[];
  colLevels: PivotGridLevel[];
  /** The grouping columns of the rows, outermost first (after transposing). */
  rowAttributes: string[];
  colAttributes: string[];
  rowLeaves: PivotGridLeaf[];
  colLeaves: PivotGridLeaf[];
  /** `values[row][column]`, indices into `rowLeaves` and `colLeaves`. */
  values: PivotValue[][];
}

/** How to pivot: Superset's pivot-table options, with the metric and column labels resolved. */
export interface PivotGridOptions {
  /** Labels of the columns whose values head the rows, outermost first. */
  rows: readonly string[];
  /** Labels of the columns whose values head the columns, outermost first. */
  columns: readonly string[];
  /** Metric labels, in order. */
  metrics: readonly string[];
  aggregateFunction: PivotAggregateFunction;
  metricsLayout?: PivotMetricsLayout;
  /** Metric names as the innermost level of their axis instead of the outermost. */
  combineMetric?: boolean;
  /** Swap rows and columns. */
  transpose?: boolean;
  /** A "Total" column: each row aggregated across all columns (Superset's `rowTotals`). */
  rowTotals?: boolean;
  /** A "Total" row: each column aggregated across all rows (Superset's `colTotals`). */
  colTotals?: boolean;
  /** A subtotal row after each row group that has nested groups. */
  rowSubTotals?: boolean;
  /** A subtotal column after each column group that has nested groups. */
  colSubTotals?: boolean;
  rowOrder?: PivotOrder;
  colOrder?: PivotOrder;
  /** Header text of a non-null value of a column (dates, numbers); NULL is written 'NULL'. */
  formatKey?: (column: string, value: Exclude<PivotKeyValue, null>) => string;
  /** How List Unique Values writes each value. */
  formatListValue?: (value: number) => string;
  /**
   * Display name of a grouping column or a metric (a dataset's verbose name), for the level
   * headers and the metric headers; the name itself by default. Identities stay the names.
   */
  displayName?: (name: string) => string;
}

/** Header text of an empty (null) grouping value. */
export const PIVOT_NULL_LABEL = 'NULL';

interface KeyNode {
  value: PivotKeyValue;
  id: string;
  children: Map<string, KeyNode>;
}

const ROOT_ID = JSON.stringify([]);
const newNode = (value: PivotKeyValue, id: string): KeyNode => ({ value, id, children: new Map() });

/** A metric value as a number; null when empty or not numeric (numeric strings count). */
function toMetricNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function toKeyValue(value: unknown): PivotKeyValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.getTime();
  return JSON.stringify(value);
}

/** The metric values per metric index, row prefix and column prefix, filled from the records. */
type ValueStore = Array<Map<string, Map<string, Array<number | null>>>>;

function prefixIds(key: readonly PivotKeyValue[]): string[] {
  return Array.from({ length: key.length + 1 }, (_, length) => JSON.stringify(key.slice(0, length)));
}

function insertKey(root: KeyNode, key: readonly PivotKeyValue[], ids: readonly string[]): void {
  let node = root;
  key.forEach((value, index) => {
    const id = ids[index + 1] as string;
    let child = node.children.get(id);
    if (!child) {
      child = newNode(value, id);
      node.children.set(id, child);
    }
    node = child;
  });
}

interface Axis {
  name: 'row' | 'col';
  levels: PivotGridLevel[];
  attributes: string[];
  root: KeyNode;
  totals: boolean;
  subtotals: boolean;
  order: PivotOrder;
}

function levelsOf(attributes: readonly string[], withMetrics: boolean, metricsInnermost: boolean, displayName: (name: string) => string): PivotGridLevel[] {
  const levels: PivotGridLevel[] = attributes.map((column) => ({ kind: 'attribute', column, label: displayName(column) }));
  if (!withMetrics) return levels;
  const metricLevel: PivotGridLevel = { kind: 'metric', label: PIVOT_METRIC_LEVEL_LABEL };
  return metricsInnermost ? [...levels, metricLevel] : [metricLevel, ...levels];
}

/**
 * Pivots query records (one per combination of the grouping columns, with a value per metric)
 * into a table: row and column headers built from the distinct keys, ordered per `rowOrder` /
 * `colOrder`, with the metric names as the outermost (or, with `combineMetric`, innermost) level
 * of the rows or columns, optional subtotals and totals, and each cell's value re-aggregated with
 * the aggregate function (fractions divided by the grand, row or column total of their metric).
 * Empty grouping values read 'NULL'. Pure: the records are not modified.
 *
 * @example
 * ```ts
 * const table = pivotGrid(
 *   [{ region: 'EU', year: 2023, sales: 10 }, { region: 'EU', year: 2024, sales: 12 }],
 *   { rows: ['region'], columns: ['year'], metrics: ['sales'], aggregateFunction: 'Sum', rowTotals: true },
 * );
 * table.values[0]; // [10, 12, 22]: 2023, 2024 and the row total
 * ```
 */
export function pivotGrid(records: ReadonlyArray<Readonly<Record<string, unknown>>>, options: PivotGridOptions): PivotGrid {
  const { metrics, aggregateFunction } = options;
  const rowAttributes = [...(options.transpose ? options.columns : options.rows)];
  const colAttributes = [...(options.transpose ? options.rows : options.columns)];
  const metricsInRows = options.metricsLayout === 'ROWS';
  const metricsInnermost = options.combineMetric === true;
  const formatKey = options.formatKey ?? ((_column: string, value: Exclude<PivotKeyValue, null>) => String(value));
  const displayName = options.displayName ?? ((name: string) => name);

  const rowRoot = newNode(null, ROOT_ID);
  const colRoot = newNode(null, ROOT_ID);
  const store: ValueStore = metrics.map(() => new Map());
  for (const record of records) {
    const rowKey = rowAttributes.map((column) => toKeyValue(record[column]));
    const colKey = colAttributes.map((column) => toKeyValue(record[column]));
    const rowIds = prefixIds(rowKey);
    const colIds = prefixIds(colKey);
    insertKey(rowRoot, rowKey, rowIds);
    insertKey(colRoot, colKey, colIds);
    metrics.forEach((metric, metricIndex) => {
      const value = toMetricNumber(record[metric]);
      const byRow = store[metricIndex] as ValueStore[number];
      for (const rowId of rowIds) {
        let byCol = byRow.get(rowId);
        if (!byCol) byRow.set(rowId, (byCol = new Map()));
        for (const colId of colIds) {
          const values = byCol.get(colId);
          if (values) values.push(value);
          else byCol.set(colId, [value]);
        }
      }
    });
  }

  const aggregates = new Map<string, PivotValue>();
  const valuesOf = (metricIndex: number, rowId: string, colId: string) => store[metricIndex]?.get(rowId)?.get(colId);
  const fraction = pivotFractionOf(aggregateFunction);
  const aggregate = (metricIndex: number, rowId: string, colId: string): PivotValue => {
    const cacheKey = `${metricIndex}\u0000${rowId}\u0000${colId}`;
    if (aggregates.has(cacheKey)) return aggregates.get(cacheKey) as PivotValue;
    const values = valuesOf(metricIndex, rowId, colId);
    let result: PivotValue = null;
    if (values && !fraction) result = aggregatePivotValues(aggregateFunction, values, options.formatListValue);
    else if (values && fraction) {
      const [denominatorRow, denominatorCol] = fraction.of === 'total' ? [ROOT_ID, ROOT_ID] : fraction.of === 'row' ? [rowId, ROOT_ID] : [ROOT_ID, colId];
      const numerator = aggregatePivotValues(fraction.base, values);
      const denominator = aggregatePivotValues(fraction.base, valuesOf(metricIndex, denominatorRow, denominatorCol) ?? []);
      result = typeof numerator === 'number' && typeof denominator === 'number' && denominator !== 0 ? numerator / denominator : null;
    }
    aggregates.set(cacheKey, result);
    return result;
  };

  const totalLabel = `Total (${aggregateFunction})`;
  const sortedChildren = (axis: Axis, node: KeyNode, metric: string | null): KeyNode[] => {
    const children = [...node.children.values()];
    const metricIndex = metrics.indexOf(metric ?? (metrics[0] as string));
    if (axis.order.startsWith('value_') && metricIndex >= 0) {
      const direction = axis.order === 'value_a_to_z' ? 1 : -1;
      const valueOf = (child: KeyNode) => (axis.name === 'row' ? aggregate(metricIndex, child.id, ROOT_ID) : aggregate(metricIndex, ROOT_ID, child.id));
      return children.sort((a, b) => comparePivotValues(valueOf(a), valueOf(b), direction) || comparePivotKeys(a.value, b.value));
    }
    const direction = axis.order === 'key_z_to_a' || axis.order === 'value_z_to_a' ? -1 : 1;
    return children.sort((a, b) => direction * comparePivotKeys(a.value, b.value));
  };

  const metricHeader = (parentId: string, metric: string, prefixLength: number): PivotGridHeader => ({
    id: `${parentId}|m${JSON.stringify(metric)}`,
    label: displayName(metric),
    kind: 'metric',
    depth: 1,
    prefixLength,
    hasSubtotal: false,
  });

  /** The leaves of a subtotal (or the total) of `node`, whose header spans the remaining grouping levels. */
  const summaryLeaves = (
    axis: Axis,
    level: number,
    node: KeyNode,
    key: PivotKeyValue[],
    metric: string | null,
    headers: Array<PivotGridHeader | null>,
    parentId: string,
    kind: 'subtotal' | 'total',
  ): PivotGridLeaf[] => {
    const depth = axis.attributes.length - key.length;
    const id = `${parentId}|${kind}`;
    const header: PivotGridHeader = { id, label: kind === 'total' ? totalLabel : 'Subtotal', kind, depth, prefixLength: key.length, hasSubtotal: false };
    const covered: Array<PivotGridHeader | null> = [...headers, header, ...Array<null>(depth - 1).fill(null)];
    if (level + depth < axis.levels.length) {
      // The metric level is innermost: one summary leaf per metric.
      return metrics.map((name) => ({ kind, key, keyId: node.id, metric: name, headers: [...covered, metricHeader(id, name, key.length)] }));
    }
    return [{ kind, key, keyId: node.id, metric, headers: covered }];
  };

  const walk = (
    axis: Axis,
    level: number,
    node: KeyNode,
    key: PivotKeyValue[],
    metric: string | null,
    headers: Array<PivotGridHeader | null>,
    parentId: string,
  ): PivotGridLeaf[] => {
    const current = axis.levels[level];
    if (!current) return [{ kind: 'data', key, keyId: node.id, metric, headers }];
    if (current.kind === 'metric') {
      return metrics.flatMap((name) => {
        const header = metricHeader(parentId, name, key.length);
        return walk(axis, level + 1, node, key, name, [...headers, header], header.id);
      });
    }
    const leaves: PivotGridLeaf[] = [];
    const attributeIndex = key.length;
    const hasSubtotal = axis.subtotals && attributeIndex + 1 < axis.attributes.length;
    for (const child of sortedChildren(axis, node, metric)) {
      const id = `${parentId}|k${child.id}`;
      const childKey = [...key, child.value];
      const label = child.value === null ? PIVOT_NULL_LABEL : formatKey(current.column, child.value);
      const childHeaders = [...headers, { id, label, kind: 'key' as const, depth: 1, prefixLength: childKey.length, hasSubtotal }];
      leaves.push(...walk(axis, level + 1, child, childKey, metric, childHeaders, id));
      if (hasSubtotal) leaves.push(...summaryLeaves(axis, level + 1, child, childKey, metric, childHeaders, id, 'subtotal'));
    }
    if (attributeIndex === 0 && axis.totals && leaves.length > 0) leaves.push(...summaryLeaves(axis, level, node, key, metric, headers, parentId, 'total'));
    return leaves;
  };

  const leavesOf = (axis: Axis): PivotGridLeaf[] => {
    if (axis.levels.length === 0) return [{ kind: 'data', key: [], keyId: ROOT_ID, metric: null, headers: [] }];
    return walk(axis, 0, axis.root, [], null, [], axis.name);
  };

  const rowAxis: Axis = {
    name: 'row',
    levels: levelsOf(rowAttributes, metricsInRows, metricsInnermost, displayName),
    attributes: rowAttributes,
    root: rowRoot,
    totals: options.colTotals === true,
    subtotals: options.rowSubTotals === true,
    order: options.rowOrder ?? 'key_a_to_z',
  };
  const colAxis: Axis = {
    name: 'col',
    levels: levelsOf(colAttributes, !metricsInRows, metricsInnermost, displayName),
    attributes: colAttributes,
    root: colRoot,
    totals: options.rowTotals === true,
    subtotals: options.colSubTotals === true,
    order: options.colOrder ?? 'key_a_to_z',
  };
  const noData = records.length === 0;
  const rowLeaves = noData ? [] : leavesOf(rowAxis);
  const colLeaves = noData ? [] : leavesOf(colAxis);
  const values = rowLeaves.map((row) =>
    colLeaves.map((col) => {
      const metricIndex = metrics.indexOf((row.metric ?? col.metric) as string);
      return metricIndex < 0 ? null : aggregate(metricIndex, row.keyId, col.keyId);
    }),
  );
  return {
    aggregateFunction,
    rowLevels: rowAxis.levels,
    colLevels: colAxis.levels,
    rowAttributes,
    colAttributes,
    rowLeaves,
    colLeaves,
    values,
  };
}
