import { compareValues } from './compare-values.js';
import type { Frame } from './frame.js';
import { rowCount } from './frame-columns.js';
import { isMissing, isNumericColumn, toCell, toNumber } from './numeric-values.js';
import { OptionReader } from './option-reader.js';
import { PostProcessingError } from './post-processing-error.js';
import { quantileOfSorted } from './quantile.js';
import { parseResampleRule, type ResampleRule } from './resample-rule.js';

/** Superset's `RESAMPLE_METHOD`. */
export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;
export type ResampleMethod = (typeof RESAMPLE_METHODS)[number];

/** Options of `resample` (Superset's `resample`). */
export type ResampleOptions = {
  /** A pandas offset alias: `1T`, `1H`, `1D`, `7D`, `W`, `1M` (month end), `MS`, `Q`, `1AS` … */
  rule: string;
  method: ResampleMethod;
  /** With `asfreq`: the value of new and empty rows (Superset's "zero fill" uses 0). */
  fill_value?: number | null;
  /** The time column; defaults to the frame's index (the pivot's x-axis). */
  time_column?: string;
  /** With `asfreq` and `fill_value`: cover the queried range (start inclusive, end exclusive), epoch ms or ISO. */
  time_range_start?: number | string;
  time_range_end?: number | string;
};

function toTimestamp(reader: OptionReader, key: string): number | undefined {
  const value = reader.value(key);
  if (value === undefined) return undefined;
  const timestamp = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`) : Number.NaN;
  if (!Number.isFinite(timestamp)) reader.fail(`"${key}" must be a timestamp`);
  return timestamp;
}

/** Rows of one value column gathered per label, then reduced or picked by the method. */
function resampleColumn(method: ResampleMethod, cells: ArrayLike<unknown>, rows: Int32Array, times: Float64Array, labels: number[], rule: ResampleRule): unknown[] {
  const n = rows.length;
  const out = new Array<unknown>(labels.length).fill(null);
  if (method === 'mean' || method === 'median' || method === 'sum') {
    // Aggregating a non-numeric column (a label) has no meaning: its bins stay empty.
    if (!isNumericColumn(cells)) return out;
    const firstBin = rule.binOf(labels[0]!);
    const buckets = labels.map(() => [] as number[]);
    for (let k = 0; k < n; k++) {
      const value = toNumber(cells[rows[k]!]);
      if (!Number.isNaN(value)) buckets[rule.binOf(times[k]!) - firstBin]?.push(value);
    }
    return buckets.map((bucket) => {
      if (method === 'sum') return bucket.reduce((a, b) => a + b, 0);
      if (bucket.length === 0) return null;
      if (method === 'mean') return bucket.reduce((a, b) => a + b, 0) / bucket.length;
      return toCell(quantileOfSorted(Float64Array.from(bucket).sort(), 0.5));
    });
  }
  // asfreq, ffill, bfill and linear reindex on the labels: a row exactly at a label, or the
  // nearest one before (ffill) or after (bfill) it.
  let k = 0;
  for (let l = 0; l < labels.length; l++) {
    const label = labels[l]!;
    while (k < n && times[k]! <= label) k++;
    // rows[0..k) are at or before the label.
    if (method === 'bfill') {
      let j = k - 1 >= 0 && times[k - 1] === label ? k - 1 : k;
      while (j > 0 && times[j - 1] === label) j--;
      out[l] = j < n ? cells[rows[j]!] : null;
    } else if (method === 'ffill') out[l] = k > 0 ? cells[rows[k - 1]!] : null;
    else out[l] = k > 0 && times[k - 1] === label ? cells[rows[k - 1]!] : null;
  }
  if (method === 'ffill' || method === 'bfill') fillAlong(out, method);
  if (method === 'linear') interpolate(out);
  return out;
}

/** pandas' `ffill()` / `bfill()`: missing cells take the previous (next) present value. */
function fillAlong(values: unknown[], method: 'ffill' | 'bfill'): void {
  let last: unknown = null;
  const step = method === 'ffill' ? 1 : -1;
  for (let i = method === 'ffill' ? 0 : values.length - 1; i >= 0 && i < values.length; i += step) {
    if (isMissing(values[i])) values[i] = last;
    else last = values[i];
  }
}

/** pandas' `interpolate()`: linear by position between present values, the last one carried forward. */
function interpolate(values: unknown[]): void {
  let previous = -1;
  for (let i = 0; i < values.length; i++) {
    const value = toNumber(values[i]);
    if (Number.isNaN(value)) continue;
    if (previous >= 0 && i - previous > 1) {
      const from = toNumber(values[previous]);
      for (let j = previous + 1; j < i; j++) values[j] = from + ((value - from) * (j - previous)) / (i - previous);
    }
    previous = i;
  }
  if (previous >= 0) for (let j = previous + 1; j < values.length; j++) values[j] = values[previous];
}

/**
 * Resamples a time series to a regular frequency (pandas' `resample(rule)`, as Superset calls it):
 * one row per bin from the first timestamp's bin to the last's. `asfreq` keeps rows that fall
 * exactly on a label (others are null, or `fill_value`), `ffill`/`bfill` carry the nearest earlier
 * (later) row and then fill gaps, `linear` interpolates, and `mean`/`median`/`sum` aggregate each
 * bin (an empty bin sums to 0). The time column is `time_column`, else the frame's index.
 *
 * @example
 * resample(pivoted, { rule: '1D', method: 'asfreq', fill_value: 0 }) // one row per day, gaps as 0
 */
export function resample(frame: Frame, options: ResampleOptions): Frame {
  const reader = new OptionReader('resample', options, ['rule', 'method', 'fill_value', 'time_column', 'time_range_start', 'time_range_end']);
  const method = reader.string('method');
  if (!RESAMPLE_METHODS.includes(method as ResampleMethod)) {
    throw new PostProcessingError(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`);
  }
  const ruleText = reader.requiredString('rule');
  const fillValue = reader.value('fill_value');
  const timeName = reader.string('time_column') ?? (frame.index?.length === 1 ? frame.index[0] : undefined);
  const timePosition = timeName === undefined ? -1 : frame.columns.indexOf(timeName);
  if (timePosition < 0) throw new PostProcessingError('Resample operation requires DatetimeIndex');

  const timeCells = frame.data[timePosition]!;
  const order: number[] = [];
  for (let row = 0; row < rowCount(frame); row++) {
    const cell = timeCells[row];
    if (isMissing(cell)) continue;
    if (typeof cell !== 'number' && !(cell instanceof Date)) throw new PostProcessingError('Resample operation requires DatetimeIndex');
    order.push(row);
  }
  if (order.length === 0) return frame;
  order.sort((a, b) => compareValues(timeCells[a], timeCells[b]));
  const rows = Int32Array.from(order);
  const times = Float64Array.from(order, (row) => toNumber(timeCells[row]));

  const rule = parseResampleRule(ruleText, times[0]!);
  const labels: number[] = [];
  const lastBin = rule.binOf(times[times.length - 1]!);
  for (let bin = rule.binOf(times[0]!); bin <= lastBin; bin++) labels.push(rule.labelOf(bin));
  const zeroFill = method === 'asfreq' && fillValue !== undefined;
  const rangeStart = toTimestamp(reader, 'time_range_start');
  const rangeEnd = toTimestamp(reader, 'time_range_end');
  if (zeroFill && rangeStart !== undefined && rangeEnd !== undefined) {
    // Zero filling covers the whole queried range, not only the span of the data.
    const extra = new Set(labels);
    const rangeRule = parseResampleRule(ruleText, rangeStart);
    for (let bin = rangeRule.binOf(rangeRule.firstLabelFrom(rangeStart)); rangeRule.labelOf(bin) < rangeEnd; bin++) extra.add(rangeRule.labelOf(bin));
    labels.splice(0, labels.length, ...[...extra].sort((a, b) => a - b));
  }

  const data = frame.data.map((cells, position) => {
    if (position === timePosition) return [...labels];
    const values = resampleColumn(method as ResampleMethod, cells, rows, times, labels, rule);
    return zeroFill ? values.map((value) => (isMissing(value) ? fillValue : value)) : values;
  });
  return { ...frame, data };
}
