import type { Frame } from './frame.js';
import { assertColumnsExist, resolveColumn, rowCount, takeRows } from './frame-columns.js';
import { groupKeyValues, groupRows } from './group-rows.js';
import { isMissing, toNumber } from './numeric-values.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';
import { pythonFloatRepr } from './python-float-repr.js';

/** Options of `histogram` (Superset's `histogram`). */
export type HistogramOptions = {
  column: string;
  groupby?: string[] | null;
  /** Number of equal-width bins between the smallest and largest value, 1…1000 (default 5). */
  bins?: number;
  /** Running totals across bins. */
  cumulative?: boolean;
  /** Divide every count by the sum of all counts. */
  normalize?: boolean;
};

/** Upper bound on `bins`, as Superset caps it. */
export const MAX_HISTOGRAM_BINS = 1000;

/** numpy's `histogram_bin_edges(values, bins)`: equal widths over [min, max], ±0.5 around a single value. */
function binEdges(min: number, max: number, bins: number): number[] {
  if (min === max) {
    min -= 0.5;
    max += 0.5;
  }
  const step = (max - min) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => i * step + min);
  edges[bins] = max;
  return edges;
}

/** Bin of a value, as numpy's `histogram` places it: bins are half-open except the last. */
function binOf(value: number, edges: number[]): number {
  const bins = edges.length - 1;
  const first = edges[0]!;
  const last = edges[bins]!;
  if (value === last) return bins - 1;
  let bin = Math.floor((value - first) * (bins / (last - first)));
  bin = Math.min(Math.max(bin, 0), bins - 1);
  // Correct the arithmetic estimate against the edges themselves.
  if (value < edges[bin]!) bin--;
  else if (bin < bins - 1 && value >= edges[bin + 1]!) bin++;
  return bin;
}

/**
 * Counts the values of `column` in `bins` equal-width bins (per `groupby` group), as Superset's
 * `histogram`: one row per group (one row in all without `groupby`), the group columns first, then
 * one column per bin named `<low> - <high>` in Python's float notation (`0.0 - 2.5`). Rows with a
 * missing value are left out; a non-numeric value is an error.
 *
 * @example
 * histogram(frame, { column: 'age', bins: 2 }) // columns ['18.0 - 40.5', '40.5 - 63.0']
 */
export function histogram(frame: Frame, options: HistogramOptions): Frame {
  const reader = new OptionReader('histogram', options, ['column', 'groupby', 'bins', 'cumulative', 'normalize']);
  const column = reader.requiredString('column');
  const groupby = reader.stringArray('groupby') ?? [];
  const bins = reader.value('bins') ?? 5;
  if (typeof bins !== 'number' || !Number.isInteger(bins) || bins < 1 || bins > MAX_HISTOGRAM_BINS) {
    throw new PostProcessingError(`\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`);
  }
  const cumulative = reader.boolean('cumulative', false);
  const normalize = reader.boolean('normalize', false);
  assertColumnsExist(frame, [column, ...groupby]);

  const cells = frame.data[resolveColumn(frame, column)[0]!]!;
  const kept: number[] = [];
  for (let row = 0; row < rowCount(frame); row++) if (!isMissing(cells[row])) kept.push(row);
  // No values: Superset hands the (empty) input back.
  if (kept.length === 0) return takeRows(frame, []);
  const values = Float64Array.from(kept, (row) => toNumber(cells[row], true));
  if (values.some(Number.isNaN)) throw new PostProcessingError(`Column '${column}' contains non-numeric values`);

  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const edges = binEdges(min, max, bins);
  const labels = edges.slice(0, -1).map((edge, i) => `${pythonFloatRepr(edge)} - ${pythonFloatRepr(edges[i + 1]!)}`);

  const keyColumns = groupby.map((name) => {
    const source = frame.data[resolveColumn(frame, name)[0]!]!;
    return kept.map((row) => source[row]);
  });
  const groups = groupRows(keyColumns, kept.length);
  const counts = labels.map(() => new Array<number>(groups.count).fill(0));
  for (let i = 0; i < values.length; i++) {
    const g = groups.groupOf[i]!;
    if (g >= 0) counts[binOf(values[i]!, edges)]![g]!++;
  }
  if (cumulative) for (let b = 1; b < bins; b++) counts[b] = counts[b]!.map((count, g) => count + counts[b - 1]![g]!);
  if (normalize) {
    // As in Superset, after `cumulative`: the divisor is the sum of every cell shown.
    const total = counts.reduce((sum, bin) => bin.reduce((acc, count) => acc + count, sum), 0);
    for (let b = 0; b < bins; b++) counts[b] = counts[b]!.map((count) => count / total);
  }

  const data: unknown[][] = keyColumns.map((column) => groupKeyValues(groups, column));
  data.push(...counts);
  return { columns: [...groupby, ...labels], data };
}
