import { describe, expect, it } from 'vitest';
import { nestPartitions, TIME_COLUMN, type PartitionDatum } from './partition-data.js';

const Y2019 = Date.UTC(2019, 0, 1);
const Y2020 = Date.UTC(2020, 0, 1);
const Y2021 = Date.UTC(2021, 0, 1);
// Births by period, state and gender, as a time-series query returns them.
const rows = [
  { [TIME_COLUMN]: Y2019, state: 'CA', gender: 'boy', num: 10 },
  { [TIME_COLUMN]: Y2019, state: 'CA', gender: 'girl', num: 6 },
  { [TIME_COLUMN]: Y2019, state: 'TX', gender: 'boy', num: 4 },
  { [TIME_COLUMN]: Y2020, state: 'CA', gender: 'boy', num: 12 },
  { [TIME_COLUMN]: Y2020, state: 'TX', gender: 'girl', num: '8' },
  { [TIME_COLUMN]: Y2021, state: 'CA', gender: 'boy', num: 20 },
  { [TIME_COLUMN]: Y2021, state: 'TX', gender: 'boy', num: null },
];
const base = { groupbyLabels: ['state', 'gender'], metricLabels: ['num'] } as const;
const brief = (datum: PartitionDatum): unknown => [datum.key, datum.value, datum.children.map(brief)];

describe('nestPartitions', () => {
  it('sums every metric at every level when time is ignored', () => {
    const [num] = nestPartitions(rows, { ...base, timeSeriesOption: 'not_time' });
    expect(brief(num!)).toEqual([
      'num',
      60,
      [
        ['CA', 48, [['boy', 42, []], ['girl', 6, []]]],
        ['TX', 12, [['boy', 4, []], ['girl', 8, []]]],
      ],
    ]);
    expect(num!.kind).toBe('metric');
    expect(num!.children[0]!.kind).toBe('group');
    expect(brief(nestPartitions(rows, { ...base, timeSeriesOption: 'agg_sum' })[0]!)).toEqual(brief(num!));
  });

  it('averages with agg_mean, skipping missing values', () => {
    const [num] = nestPartitions(rows, { ...base, timeSeriesOption: 'agg_mean' });
    expect(num!.value).toBe(10);
    expect(num!.children[1]).toMatchObject({ key: 'TX', value: 6 });
  });

  it('puts the periods first for a time series', () => {
    const [num] = nestPartitions(rows, { ...base, timeSeriesOption: 'time_series' });
    expect(num!.children.map((period) => [period.key, period.kind, period.value])).toEqual([
      [Y2019, 'time', 20],
      [Y2020, 'time', 20],
      [Y2021, 'time', 20],
    ]);
    expect(brief(num!.children[0]!.children[0]!)).toEqual(['CA', 16, [['boy', 10, []], ['girl', 6, []]]]);
  });

  it('compares the last period with the first, a missing side counting as zero', () => {
    const diff = nestPartitions(rows, { ...base, timeSeriesOption: 'point_diff' })[0]!;
    expect(diff.value).toBe(0);
    expect(brief(diff.children[0]!)).toEqual(['CA', 4, [['boy', 10, []], ['girl', -6, []]]]);
    const factor = nestPartitions(rows, { ...base, timeSeriesOption: 'point_factor' })[0]!;
    expect(factor.children[0]!.value).toBeCloseTo(20 / 16);
    const percent = nestPartitions(rows, { ...base, timeSeriesOption: 'point_percent' })[0]!;
    expect(percent.children[0]!.value).toBeCloseTo(20 / 16 - 1);
    // TX had 4 in 2019 and none in 2021: -100%; its girls had nothing to change from: no value.
    expect(percent.children[1]!.value).toBe(-1);
    expect(percent.children[1]!.children.find((child) => child.key === 'girl')!.value).toBeNull();
  });

  it('rolls each series over the periods and nests metric, period, levels with Advanced Analytics', () => {
    const [num] = nestPartitions(rows, { ...base, timeSeriesOption: 'adv_anal', rollingType: 'cumsum' });
    expect(num!.children.map((period) => [period.key, period.value])).toEqual([
      [Y2019, 20],
      [Y2020, 40],
      [Y2021, 60],
    ]);
    const ca2021 = num!.children[2]!.children.find((child) => child.key === 'CA')!;
    expect(ca2021.value).toBe(48);
    expect(ca2021.children.find((child) => child.key === 'girl')!.value).toBe(6);
  });

  it('drops the first periods a rolling window cannot fill, and gives shares with contribution', () => {
    const [rolled] = nestPartitions(rows, { ...base, timeSeriesOption: 'adv_anal', rollingType: 'mean', rollingPeriods: 2, minPeriods: 2 });
    expect(rolled!.children.map((period) => [period.key, period.value])).toEqual([[Y2021, 20]]);
    const [shares] = nestPartitions(rows, { ...base, timeSeriesOption: 'adv_anal', contribution: true });
    const states = shares!.children[0]!.children;
    expect(states.map((state) => [state.key, state.value])).toEqual([
      ['CA', 0.8],
      ['TX', 0.2],
    ]);
  });
});
