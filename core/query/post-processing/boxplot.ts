import type { Frame } from './frame.js';
import { assertColumnsExist, resolveColumn, rowCount } from './frame-columns.js';
import { groupKeyValues, groupRows } from './group-rows.js';
import { toCell, toNumericColumn } from './numeric-values.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';
import { quantileOfSorted } from './quantile.js';

/** Options of `boxplot` (Superset's `ChartDataBoxplotOptionsSchema`). */
export type BoxplotOptions = {
  groupby?: string[] | null;
  metrics: string[];
  /** `tukey`: whiskers at the last values within 1.5 IQR; `min/max`: at the extremes; `percentile`: at `percentiles`. */
  whisker_type: 'tukey' | 'min/max' | 'percentile';
  /** `[low, high]` percentiles (0…100) of the whiskers, for `percentile`. */
  percentiles?: [number, number];
};

/** Statistic suffixes, in the order Superset adds the columns. */
const STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;
type Statistic = (typeof STATISTICS)[number];

type Whiskers = (sorted: Float64Array, q1: number, q3: number) => [low: number, high: number];

function whiskersFor(reader: OptionReader): Whiskers {
  const type = reader.string('whisker_type');
  if (type === 'tukey') {
    // Each whisker is the most extreme value on its own side of its limit, as Superset finds them.
    return (sorted, q1, q3) => {
      const reach = 1.5 * (q3 - q1);
      const low = sorted.find((value) => value >= q1 - reach) ?? Number.NaN;
      const high = sorted.findLast((value) => value <= q3 + reach) ?? Number.NaN;
      return [low, high];
    };
  }
  if (type === 'percentile') {
    const percentiles = reader.value('percentiles');
    if (
      !Array.isArray(percentiles) ||
      percentiles.length !== 2 ||
      typeof percentiles[0] !== 'number' ||
      typeof percentiles[1] !== 'number' ||
      percentiles[0] >= percentiles[1]
    ) {
      throw new PostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      );
    }
    const [low, high] = percentiles as [number, number];
    return (sorted) => [quantileOfSorted(sorted, low / 100), quantileOfSorted(sorted, high / 100)];
  }
  if (type === 'min/max') return (sorted) => [sorted[0] ?? Number.NaN, sorted[sorted.length - 1] ?? Number.NaN];
  return reader.fail('"whisker_type" must be one of tukey, min/max, percentile');
}

/**
 * Box-plot statistics of each metric per group, as Superset's `boxplot`: for every metric the
 * columns `<metric>__mean`, `__median`, `__max`, `__min` (the whiskers), `__q1`, `__q3` (quartiles,
 * numpy's `midpoint` method), `__count` (present values) and `__outliers` (values beyond the
 * whiskers, as an array). Missing values are skipped; numeric strings count as numbers.
 *
 * @example
 * boxplot(frame, { groupby: ['region'], metrics: ['sales'], whisker_type: 'tukey' })
 * // columns ['region', 'sales__mean', 'sales__median', 'sales__max', …, 'sales__outliers']
 */
export function boxplot(frame: Frame, options: BoxplotOptions): Frame {
  const reader = new OptionReader('boxplot', options, ['groupby', 'metrics', 'whisker_type', 'percentiles']);
  const groupby = reader.stringArray('groupby') ?? [];
  const metrics = reader.stringArray('metrics') ?? [];
  assertColumnsExist(frame, [...groupby, ...metrics]);
  const whiskers = whiskersFor(reader);

  const keyColumns = groupby.map((name) => frame.data[resolveColumn(frame, name)[0]!]!);
  const groups = groupRows(keyColumns, rowCount(frame));
  const groupCount = groups.count;
  const output = new Map<string, unknown[]>();
  for (const statistic of STATISTICS) for (const metric of metrics) output.set(`${metric}__${statistic}`, new Array<unknown>(groupCount));

  for (const metric of metrics) {
    const values = toNumericColumn(frame.data[resolveColumn(frame, metric)[0]!]!, true);
    const column = (statistic: Statistic): unknown[] => output.get(`${metric}__${statistic}`)!;
    for (let g = 0; g < groupCount; g++) {
      const present: number[] = [];
      for (let k = groups.offsets[g]!; k < groups.offsets[g + 1]!; k++) {
        const value = values[groups.order[k]!]!;
        if (!Number.isNaN(value)) present.push(value);
      }
      const sorted = Float64Array.from(present).sort();
      const q1 = quantileOfSorted(sorted, 0.25, 'midpoint');
      const q3 = quantileOfSorted(sorted, 0.75, 'midpoint');
      const [low, high] = whiskers(sorted, q1, q3);
      let total = 0;
      for (const value of present) total += value;
      column('mean')[g] = toCell(present.length === 0 ? Number.NaN : total / present.length);
      column('median')[g] = toCell(quantileOfSorted(sorted, 0.5));
      column('max')[g] = toCell(high);
      column('min')[g] = toCell(low);
      column('q1')[g] = toCell(q1);
      column('q3')[g] = toCell(q3);
      column('count')[g] = present.length;
      column('outliers')[g] = [...present.filter((value) => value > high), ...present.filter((value) => value < low)];
    }
  }

  const data: unknown[][] = keyColumns.map((column) => groupKeyValues(groups, column));
  data.push(...output.values());
  return { columns: [...groupby, ...output.keys()], data };
}
