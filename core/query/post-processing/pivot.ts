import { cellLabel } from './cell-label.js';
import { compareTuples, compareValues } from './compare-values.js';
import type { Frame } from './frame.js';
import { assertColumnsExist, flatColumnName, FLAT_COLUMN_SEPARATOR, resolveColumn, rowCount } from './frame-columns.js';
import { isMissing } from './numeric-values.js';
import { OptionReader } from './option-reader.js';
import { computePivotTable, sortMetricNames, type PivotColumn } from './pivot-table.js';
import { PostProcessingError } from './post-processing-error.js';
import { resolveAggregates, type AggregateSpec, type ResolvedAggregate } from './resolve-aggregates.js';

/** Superset's `NULL_STRING`: the label missing pivot-column values get by default. */
export const NULL_STRING = '<NULL>';

/** Options of `pivot` (Superset's `ChartDataPivotOptionsSchema`). */
export type PivotOptions = {
  index: string[];
  columns?: string[];
  aggregates: Record<string, AggregateSpec>;
  metric_fill_value?: unknown;
  /** Label for missing values of `columns` (default `<NULL>`); `null` leaves such rows out. */
  column_fill_value?: string | null;
  drop_missing_columns?: boolean;
  combine_value_with_metric?: boolean;
  marginal_distributions?: boolean;
  marginal_distribution_name?: string;
  /** Legacy (Superset < 2.0): `true` names columns the old way and returns a frame without levels. */
  flatten_columns?: boolean;
  /** Legacy (Superset < 2.0): `true` turns the index into ordinary columns. */
  reset_index?: boolean;
};

const KNOWN = [
  'index', 'columns', 'aggregates', 'metric_fill_value', 'column_fill_value', 'drop_missing_columns',
  'combine_value_with_metric', 'marginal_distributions', 'marginal_distribution_name', 'flatten_columns', 'reset_index',
];

function fillMissing(values: ArrayLike<unknown>, fill: string): unknown[] {
  const out = new Array<unknown>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = isMissing(values[i]) ? fill : values[i];
  return out;
}

/** One metric per source column, as pandas' dict `aggfunc` keeps it: a later aggregate on the same column wins. */
function metricsByColumn(aggregates: ResolvedAggregate[]): Map<string, ResolvedAggregate> {
  const byColumn = new Map<string, ResolvedAggregate>();
  for (const aggregate of aggregates) byColumn.set(aggregate.column, aggregate);
  return byColumn;
}

/**
 * Pivots rows into a table: one row per `index` value, one column per metric and combination of
 * `columns` values (pandas' `pivot_table`, as Superset calls it). The index stays first and is
 * recorded in `frame.index`; with `columns`, each value column has the labels
 * `[metric, ...group values]` in `frame.levels` and the name those labels joined with `', '`
 * (`SUM(num), boy`), exactly what `flatten` later produces. The first level is the aggregate's
 * source column (as in pandas, which keys `aggfunc` by column). Missing group values become
 * `<NULL>`; with `drop_missing_columns` (default) all-empty columns are dropped.
 *
 * @example
 * pivot(frame, { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'mean' } } })
 * // columns ['ds', 'SUM(num), boy', 'SUM(num), girl']
 */
export function pivot(frame: Frame, options: PivotOptions): Frame {
  const reader = new OptionReader('pivot', options, KNOWN);
  const index = reader.stringArray('index') ?? [];
  const columns = reader.stringArray('columns') ?? [];
  assertColumnsExist(frame, [...index, ...columns]);
  if (index.length === 0) throw new PostProcessingError('Pivot operation requires at least one index');
  const rawAggregates = reader.record('aggregates');
  if (!rawAggregates || Object.keys(rawAggregates).length === 0) {
    throw new PostProcessingError('Pivot operation must include at least one aggregate');
  }
  const columnFill = reader.isExplicitNull('column_fill_value') ? '' : (reader.string('column_fill_value') ?? NULL_STRING);
  const dropMissing = reader.boolean('drop_missing_columns', true);
  const combine = reader.boolean('combine_value_with_metric', false);
  const margins = reader.boolean('marginal_distributions', false);
  const marginName = reader.string('marginal_distribution_name') ?? 'All';
  const legacyFlatten = reader.boolean('flatten_columns', false);
  const legacyReset = reader.boolean('reset_index', false);

  const aggregates = resolveAggregates(frame, rawAggregates);
  const metrics = metricsByColumn(aggregates);
  const column = (name: string): ArrayLike<unknown> => frame.data[resolveColumn(frame, name)[0]!]!;
  const table = computePivotTable({
    rowCount: rowCount(frame),
    indexColumns: index.map(column),
    keyColumns: columns.map((name) => (columnFill ? fillMissing(column(name), columnFill) : column(name))),
    metrics: sortMetricNames(metrics.keys()).map((name) => ({ name, source: metrics.get(name)!.source, reduce: metrics.get(name)!.reduce })),
    dropMissing,
    fillValue: reader.value('metric_fill_value'),
    marginName: margins ? marginName : null,
  });

  let valueColumns: PivotColumn[] = table.valueColumns;
  if (combine && columns.length > 0) {
    // pandas' stack(0).unstack(): the metric becomes the last level, grouped under each key.
    valueColumns = [...valueColumns].sort((a, b) => compareTuples(a.key, b.key) || compareValues(a.metric, b.metric));
  }
  const temporal = new Set(frame.temporalColumns ?? []);
  const labelsOf = (col: PivotColumn): (string | null)[] => {
    const keyLabels = col.key.map((value, level) => cellLabel(value, temporal.has(columns[level]!)));
    return combine ? [...keyLabels, col.metric] : [col.metric, ...keyLabels];
  };

  const data: unknown[][] = index.map((_, level) => table.rowKeys.map((key) => key[level]));
  data.push(...valueColumns.map((col) => col.values));
  const result: Frame = { columns: [...index], data };
  const indexTemporal = index.filter((name) => temporal.has(name));
  if (indexTemporal.length > 0) result.temporalColumns = indexTemporal;
  if (!legacyReset) result.index = [...index];

  const valueLabels = valueColumns.map(labelsOf);
  if (legacyFlatten) {
    // Superset < 2.0 named pivoted columns itself, leaving out the metric when there was only one.
    const dropMetric = Object.keys(rawAggregates).length === 1;
    for (const labels of valueLabels) {
      const parts = dropMetric && labels.length > 1 ? labels.slice(1) : labels;
      result.columns.push(parts.map((label) => label ?? 'nan').join(FLAT_COLUMN_SEPARATOR));
    }
  } else if (columns.length > 0) {
    result.columns.push(...valueLabels.map(flatColumnName));
    result.levels = [...index.map((name) => [name]), ...valueLabels];
  } else {
    result.columns.push(...valueColumns.map((col) => col.metric));
  }
  return result;
}
