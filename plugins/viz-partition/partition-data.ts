import { toFiniteNumber } from '@core/plugin-api/index.js';
import type { TimeSeriesOption } from './partition-controls.js';

/** The label of the period column of a time-series query (Superset's DTTM_ALIAS). */
export const TIME_COLUMN = '__timestamp';

/** A value of a dimension or a period (epoch milliseconds), as the rows hold it. */
export type PartitionKey = string | number | boolean | null;

/** One partition before display: its dimension value (or period, or metric label) and value. */
export interface PartitionDatum {
  key: PartitionKey;
  /** What the partition stands for: a metric, a period or a value of the hierarchy's columns. */
  kind: 'metric' | 'time' | 'group';
  /** The value; null when there is none (a mean of nothing, a change from zero). */
  value: number | null;
  children: PartitionDatum[];
}

/** Everything the nesting needs besides the rows. */
export interface PartitionDataOptions {
  groupbyLabels: readonly string[];
  metricLabels: readonly string[];
  timeSeriesOption: TimeSeriesOption;
  rollingType?: string | null;
  rollingPeriods?: number | null;
  minPeriods?: number | null;
  contribution?: boolean;
}

type Row = Readonly<Record<string, unknown>>;

const finite = (value: number) => (Number.isFinite(value) ? value : null);

function keyOf(value: unknown): PartitionKey {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** Rows grouped by their value in a column, groups in sorted order (numbers numerically, nulls last). */
function groupBy(rows: readonly Row[], column: string): Array<[PartitionKey, Row[]]> {
  const groups = new Map<PartitionKey, Row[]>();
  for (const row of rows) {
    const key = keyOf(row[column]);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return [...groups].sort(([a], [b]) => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a) < String(b) ? -1 : 1;
  });
}

/** Sum (missing values skipped) or mean (null when there is nothing to average), as pandas has them. */
function aggregate(rows: readonly Row[], metric: string, op: 'sum' | 'mean'): number | null {
  let total = 0;
  let count = 0;
  for (const row of rows) {
    const value = toFiniteNumber(row[metric]);
    if (value === null) continue;
    total += value;
    count += 1;
  }
  if (op === 'mean') return count === 0 ? null : total / count;
  return total;
}

/** Every metric aggregated at every prefix of the levels (the period first for a plain time series). */
function nestAggregates(rows: readonly Row[], levels: readonly string[], metrics: readonly string[], op: 'sum' | 'mean'): PartitionDatum[] {
  const nest = (metric: string, subset: readonly Row[], level: number): PartitionDatum[] => {
    if (level >= levels.length) return [];
    const column = levels[level]!;
    return groupBy(subset, column).map(([key, group]) => ({
      key,
      kind: column === TIME_COLUMN ? 'time' : 'group',
      value: aggregate(group, metric, op),
      children: nest(metric, group, level + 1),
    }));
  };
  return metrics.map((metric) => ({ key: metric, kind: 'metric', value: aggregate(rows, metric, op), children: nest(metric, rows, 0) }));
}

/** The last period compared with the first at every prefix of the levels. */
function nestComparison(rows: readonly Row[], levels: readonly string[], metrics: readonly string[], option: 'point_diff' | 'point_percent' | 'point_factor'): PartitionDatum[] {
  const times = groupBy(rows, TIME_COLUMN).map(([key]) => key);
  const since = times[0];
  const until = times[times.length - 1];
  const compare = (a: number, b: number) => finite(option === 'point_diff' ? a - b : option === 'point_factor' ? a / b : a / b - 1);
  const at = (subset: readonly Row[], metric: string, time: PartitionKey | undefined) => {
    const matching = subset.filter((row) => keyOf(row[TIME_COLUMN]) === time);
    return matching.length > 0 ? aggregate(matching, metric, 'sum') : null;
  };
  const nest = (metric: string, subset: readonly Row[], level: number): PartitionDatum[] => {
    if (level >= levels.length) return [];
    return groupBy(subset, levels[level]!).map(([key, group]) => ({
      key,
      kind: 'group',
      // A side a group has no rows for counts as zero.
      value: compare(at(group, metric, until) ?? 0, at(group, metric, since) ?? 0),
      children: nest(metric, group, level + 1),
    }));
  };
  return metrics.map((metric) => ({
    key: metric,
    kind: 'metric',
    value: compare(at(rows, metric, until) ?? 0, at(rows, metric, since) ?? 0),
    children: nest(metric, rows, 0),
  }));
}

/** A rolling function over values in period order. */
function roll(values: Array<number | null>, type: string | null | undefined, periods: number, minPeriods: number): Array<number | null> {
  if (type === 'cumsum') {
    let running = 0;
    return values.map((value) => (running += value ?? 0));
  }
  if (!type || !['mean', 'sum', 'std'].includes(type) || periods <= 0) return values;
  return values.map((_, index) => {
    const window = values.slice(Math.max(0, index - periods + 1), index + 1).filter((v): v is number => v !== null);
    if (window.length < Math.max(minPeriods, 1)) return null;
    const sum = window.reduce((total, v) => total + v, 0);
    if (type === 'sum') return sum;
    const mean = sum / window.length;
    if (type === 'mean') return mean;
    if (window.length < 2) return null;
    return Math.sqrt(window.reduce((total, v) => total + (v - mean) ** 2, 0) / (window.length - 1));
  });
}

/**
 * Advanced Analytics: per level, one series per metric and combination of the level's values
 * over the periods (missing periods are zero), rolled, and with `contribution` divided by the
 * total of the level's series in each period; nested metric → period → levels.
 */
function nestProcessed(rows: readonly Row[], levels: readonly string[], options: PartitionDataOptions): PartitionDatum[] {
  const allTimes = groupBy(rows, TIME_COLUMN).map(([key]) => key);
  const minPeriods = Math.max(0, options.minPeriods ?? 0);
  const shownTimes = minPeriods > 0 ? allTimes.slice(minPeriods) : allTimes;

  /** The series of one level: by the JSON of [metric, ...values of the level's columns]. */
  const seriesOfLevel = (depth: number): Map<string, Map<PartitionKey, number | null>> => {
    const groups = new Map<string, Row[]>();
    for (const metric of options.metricLabels) {
      for (const row of rows) {
        const key = JSON.stringify([metric, ...levels.slice(0, depth).map((column) => keyOf(row[column]))]);
        const list = groups.get(key);
        if (list) list.push(row);
        else groups.set(key, [row]);
      }
    }
    const series = new Map<string, Map<PartitionKey, number | null>>();
    for (const [key, group] of groups) {
      const metric = (JSON.parse(key) as string[])[0]!;
      const byTime = new Map(groupBy(group, TIME_COLUMN).map(([time, timeRows]) => [time, aggregate(timeRows, metric, 'sum')]));
      const rolled = roll(
        allTimes.map((time) => byTime.get(time) ?? 0),
        options.rollingType,
        options.rollingPeriods ?? 0,
        minPeriods,
      );
      series.set(key, new Map(allTimes.map((time, index) => [time, rolled[index] ?? null])));
    }
    if (options.contribution) {
      for (const time of allTimes) {
        let total = 0;
        for (const values of series.values()) total += values.get(time) ?? 0;
        for (const values of series.values()) values.set(time, total === 0 ? null : (values.get(time) ?? 0) / total);
      }
    }
    return series;
  };
  const byDepth = Array.from({ length: levels.length + 1 }, (_, depth) => seriesOfLevel(depth));

  const nest = (metric: string, prefix: readonly PartitionKey[], time: PartitionKey): PartitionDatum[] => {
    const depth = prefix.length + 1;
    if (depth > levels.length) return [];
    const children: PartitionDatum[] = [];
    for (const [key, values] of byDepth[depth]!) {
      const parts = JSON.parse(key) as PartitionKey[];
      if (parts[0] !== metric || !prefix.every((value, i) => parts[i + 1] === value)) continue;
      const value = parts[depth]!;
      children.push({ key: value, kind: 'group', value: values.get(time) ?? null, children: nest(metric, [...prefix, value], time) });
    }
    return children;
  };
  return options.metricLabels.map((metric) => ({
    key: metric,
    kind: 'metric',
    value: null,
    children: shownTimes.map((time) => ({
      key: time,
      kind: 'time',
      value: byDepth[0]!.get(JSON.stringify([metric]))?.get(time) ?? null,
      children: nest(metric, [], time),
    })),
  }));
}

/**
 * The partitions of each metric from the query's rows, by the time series option as Superset's
 * legacy partition nests them: aggregated over all periods (sum, or mean for `agg_mean`), with a
 * level of periods first (`time_series`), comparing the last period with the first
 * (`point_diff`, `point_percent`, `point_factor`), or per period after the rolling window and
 * contribution (`adv_anal`). Pure; the rows are not modified.
 *
 * @example
 * nestPartitions([{ state: 'CA', count: 2 }, { state: 'TX', count: 1 }], { groupbyLabels: ['state'], metricLabels: ['count'], timeSeriesOption: 'not_time' });
 * // [{ key: 'count', kind: 'metric', value: 3, children: [{ key: 'CA', value: 2, … }, { key: 'TX', value: 1, … }] }]
 */
export function nestPartitions(rows: readonly Row[], options: PartitionDataOptions): PartitionDatum[] {
  const { groupbyLabels, metricLabels, timeSeriesOption } = options;
  switch (timeSeriesOption) {
    case 'agg_mean':
      return nestAggregates(rows, groupbyLabels, metricLabels, 'mean');
    case 'time_series':
      return nestAggregates(rows, [TIME_COLUMN, ...groupbyLabels], metricLabels, 'sum');
    case 'point_diff':
    case 'point_percent':
    case 'point_factor':
      return nestComparison(rows, groupbyLabels, metricLabels, timeSeriesOption);
    case 'adv_anal':
      return nestProcessed(rows, groupbyLabels, options);
    default:
      return nestAggregates(rows, groupbyLabels, metricLabels, 'sum');
  }
}
