import { describe, expect, it } from 'vitest';
import type { Frame } from './frame.js';
import { resample, type ResampleOptions } from './resample.js';

const D = 86_400_000;
const utc = (iso: string): number => Date.parse(`${iso}Z`);
/** A time series indexed by `ds`, as `pivot` leaves it. */
const series = (times: number[], values: unknown[]): Frame => ({ columns: ['ds', 'v'], data: [times, values], index: ['ds'], temporalColumns: ['ds'] });
const run = (frame: Frame, options: ResampleOptions): unknown[][] => resample(frame, options).data;

describe('resample', () => {
  const gappy = series([0, D, 3 * D], [1, 2, 4]);

  it('upsamples to every label with asfreq, ffill, bfill and linear', () => {
    expect(run(gappy, { rule: '1D', method: 'asfreq' })).toEqual([[0, D, 2 * D, 3 * D], [1, 2, null, 4]]);
    expect(run(gappy, { rule: '1D', method: 'asfreq', fill_value: 0 })[1]).toEqual([1, 2, 0, 4]);
    expect(run(gappy, { rule: '1D', method: 'ffill' })[1]).toEqual([1, 2, 2, 4]);
    expect(run(gappy, { rule: '1D', method: 'bfill' })[1]).toEqual([1, 2, 4, 4]);
    expect(run(gappy, { rule: '1D', method: 'linear' })[1]).toEqual([1, 2, 3, 4]);
  });

  it('downsamples with sum, mean and median; an empty bin sums to 0', () => {
    expect(run(gappy, { rule: '2D', method: 'sum' })).toEqual([[0, 2 * D], [3, 4]]);
    expect(run(gappy, { rule: '2D', method: 'mean' })[1]).toEqual([1.5, 4]);
    expect(run(series([0, 0, 0], [1, 2, 9]), { rule: '1D', method: 'median' })[1]).toEqual([2]);
    expect(run(gappy, { rule: '1D', method: 'sum' })[1]).toEqual([1, 2, 0, 4]);
    expect(run(gappy, { rule: '1D', method: 'mean' })[1]).toEqual([1, 2, null, 4]);
  });

  it('bins fixed widths from midnight of the first day and labels them by their start', () => {
    const hourly = series([utc('2021-01-01T10:20:00'), utc('2021-01-01T10:50:00'), utc('2021-01-01T12:05:00')], [1, 2, 3]);
    expect(run(hourly, { rule: '1H', method: 'sum' })).toEqual([[utc('2021-01-01T10:00:00'), utc('2021-01-01T11:00:00'), utc('2021-01-01T12:00:00')], [3, 0, 3]]);
    const minutes = series([utc('2021-01-01T10:00:30'), utc('2021-01-01T10:02:00')], [1, 2]);
    expect(run(minutes, { rule: '1T', method: 'sum' })).toEqual([[utc('2021-01-01T10:00:00'), utc('2021-01-01T10:01:00'), utc('2021-01-01T10:02:00')], [1, 0, 2]]);
    const weekly = series([utc('2021-01-01T12:00:00'), utc('2021-01-09T00:00:00')], [1, 2]);
    expect(run(weekly, { rule: '7D', method: 'sum' })).toEqual([[utc('2021-01-01T00:00:00'), utc('2021-01-08T00:00:00')], [1, 2]]);
  });

  it('labels month-end, month-start, year-start and week-ending bins like pandas', () => {
    const monthly = series([utc('2021-01-01T00:00:00'), utc('2021-01-31T18:00:00'), utc('2021-03-15T00:00:00')], [1, 2, 4]);
    expect(run(monthly, { rule: '1M', method: 'sum' })).toEqual([[utc('2021-01-31T00:00:00'), utc('2021-02-28T00:00:00'), utc('2021-03-31T00:00:00')], [3, 0, 4]]);
    expect(run(monthly, { rule: 'MS', method: 'mean' })).toEqual([[utc('2021-01-01T00:00:00'), utc('2021-02-01T00:00:00'), utc('2021-03-01T00:00:00')], [1.5, null, 4]]);
    // Month-end labels never meet month-start data, so asfreq finds nothing there.
    expect(run(monthly, { rule: '1M', method: 'asfreq' })[1]).toEqual([null, null, null]);
    const yearly = series([utc('2020-06-01T00:00:00'), utc('2022-02-01T00:00:00')], [1, 2]);
    expect(run(yearly, { rule: '1AS', method: 'sum' })).toEqual([[utc('2020-01-01T00:00:00'), utc('2021-01-01T00:00:00'), utc('2022-01-01T00:00:00')], [1, 0, 2]]);
    // 2021-01-01 is a Friday: its week ends on Sunday the 3rd (W) or Monday the 4th (W-MON).
    const days = series([utc('2021-01-01T00:00:00'), utc('2021-01-03T00:00:00'), utc('2021-01-04T00:00:00')], [1, 2, 4]);
    expect(run(days, { rule: 'W', method: 'sum' })).toEqual([[utc('2021-01-03T00:00:00'), utc('2021-01-10T00:00:00')], [3, 4]]);
    expect(run(days, { rule: 'W-MON', method: 'sum' })).toEqual([[utc('2021-01-04T00:00:00')], [7]]);
  });

  it('zero-fills the whole queried range with asfreq, fill_value and a time range', () => {
    const data = run(series([D, 2 * D], [5, 6]), { rule: '1D', method: 'asfreq', fill_value: 0, time_range_start: 0, time_range_end: '1970-01-05T00:00:00' });
    expect(data).toEqual([[0, D, 2 * D, 3 * D], [0, 5, 6, 0]]);
  });

  it('sorts by time, uses time_column on a plain frame and leaves non-numeric columns empty when aggregating', () => {
    const plain: Frame = { columns: ['label', 'ds', 'v'], data: [['b', 'a'], [D, 0], [2, 1]] };
    expect(run(plain, { rule: '1D', method: 'asfreq', time_column: 'ds' })).toEqual([['a', 'b'], [0, D], [1, 2]]);
    expect(run(plain, { rule: '1D', method: 'sum', time_column: 'ds' })).toEqual([[null, null], [0, D], [1, 2]]);
  });

  it('returns an empty frame unchanged and resamples a single row to itself', () => {
    const empty = series([], []);
    expect(resample(empty, { rule: '1D', method: 'sum' })).toBe(empty);
    expect(run(series([D], [3]), { rule: '1D', method: 'mean' })).toEqual([[D], [3]]);
  });

  it('rejects frames without a time index, unknown methods and rules', () => {
    expect(() => resample({ columns: ['v'], data: [[1]] }, { rule: '1D', method: 'sum' })).toThrow('Resample operation requires DatetimeIndex');
    expect(() => resample(series([0], ['x']), { rule: '1D', method: 'nearest' as 'sum' })).toThrow('Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.');
    expect(() => resample(series([0], [1]), { rule: '1X', method: 'sum' })).toThrow('Invalid frequency: 1X');
  });
});
