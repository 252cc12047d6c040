import { describe, expect, it } from 'vitest';
import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { buildTimePivotQuery, migrateTimePivot, periodOpacity, transformTimePivotProps, type TimePivotFormData } from './time-pivot.js';
import { periodStart, pivotByPeriod, rgbOf } from './time-pivot-periods.js';

const DAY = 86_400_000;
const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('periods', () => {
  it('rolls an instant back to the start of its period, as pandas does', () => {
    const wednesday = Date.UTC(2024, 4, 15, 13, 30);
    expect(periodStart(wednesday, 'W-MON')).toBe(Date.UTC(2024, 4, 13));
    expect(periodStart(wednesday, '52W-MON')).toBe(Date.UTC(2024, 4, 13));
    expect(periodStart(wednesday, 'W-SUN')).toBe(Date.UTC(2024, 4, 12));
    expect(periodStart(Date.UTC(2024, 4, 13), 'W-MON')).toBe(Date.UTC(2024, 4, 13));
    expect(periodStart(wednesday, 'AS')).toBe(Date.UTC(2024, 0, 1));
    expect(periodStart(wednesday, 'MS')).toBe(Date.UTC(2024, 4, 1));
    expect(periodStart(wednesday, 'D')).toBe(Date.UTC(2024, 4, 15));
  });

  it('lays each period over the latest one, ranked from the latest', () => {
    const x = Float64Array.from([Date.UTC(2022, 2, 1), Date.UTC(2022, 5, 1), Date.UTC(2023, 2, 1), Date.UTC(2023, 5, 1), Date.UTC(2024, 2, 1)]);
    const periods = pivotByPeriod(x, Float64Array.from([1, 2, 3, 4, 5]), 'AS');
    expect(periods.map((period) => [period.name, period.values])).toEqual([
      ['current', [5]],
      ['-1', [3, 4]],
      ['-2', [1, 2]],
    ]);
    // 2023-03-01 moves onto 2024 by the length of 2023 (365 days).
    expect(periods[1]!.x[0]).toBe(Date.UTC(2023, 2, 1) + 365 * DAY);
  });

  it('reads the colours a picker stores', () => {
    expect(rgbOf({ r: 10, g: 20, b: 30, a: 1 }, [0, 0, 0])).toEqual([10, 20, 30]);
    expect(rgbOf('#1f77b4', [0, 0, 0])).toEqual([31, 119, 180]);
    expect(rgbOf('#abc', [0, 0, 0])).toEqual([170, 187, 204]);
    expect(rgbOf('rgba(1, 2, 3, 0.5)', [0, 0, 0])).toEqual([1, 2, 3]);
    expect(rgbOf('teal', [9, 9, 9])).toEqual([9, 9, 9]);
  });
});

const formData: TimePivotFormData = {
  datasource: '3__table',
  viz_type: 'time_pivot',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metric: sumNum,
  freq: 'AS',
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
  time_range: 'No filter',
  row_limit: 10000,
};

describe('the period pivot', () => {
  it('queries the one metric over time, without dimensions', () => {
    const query = buildTimePivotQuery(Object.freeze({ ...formData, groupby: ['gender'] })).queries[0]!;
    expect(query.metrics).toEqual([sumNum]);
    expect(query.series_columns).toEqual([]);
    expect(query.columns).toEqual([{ sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1M' }]);
  });

  it('draws one line per year over the latest year, older years fainter', () => {
    const response: ChartDataResponse = {
      result: [
        {
          colnames: ['ds', 'SUM(num)'],
          coltypes: [2, 0],
          rowcount: 4,
          data: [
            { ds: Date.UTC(2007, 0, 1), 'SUM(num)': 100 },
            { ds: Date.UTC(2007, 1, 1), 'SUM(num)': 110 },
            { ds: Date.UTC(2008, 0, 1), 'SUM(num)': 120 },
            { ds: Date.UTC(2008, 1, 1), 'SUM(num)': 130 },
          ],
        },
      ],
    };
    const props = transformTimePivotProps(response, formData);
    expect([...props.x]).toEqual([Date.UTC(2008, 0, 1), Date.UTC(2008, 1, 1)]);
    expect(props.series.map((series) => [series.name, [...series.values], series.color])).toEqual([
      ['current', [120, 130], 'rgba(0, 122, 135, 1)'],
      ['-1', [100, 110], 'rgba(0, 122, 135, 0.45)'],
    ]);
    expect(props).toMatchObject({ variant: 'line', xType: 'time', xAxisColumn: null, dimensions: [] });
    expect(transformTimePivotProps({ result: [] }, formData).series).toEqual([]);
  });

  it('fades earlier periods in even steps, never below 0.45, so the oldest stays visible on a dark background', () => {
    expect([0, 1, 2].map((rank) => periodOpacity(rank, 3))).toEqual([1, 0.725, 0.45]);
    expect(periodOpacity(0, 1)).toBe(1);
    expect(periodOpacity(51, 52)).toBe(0.45);
    const steps = Array.from({ length: 52 }, (_, rank) => periodOpacity(rank, 52));
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeLessThan(steps[i - 1]!);
  });

  it('opens an NVD3 period pivot with its time column as the x-axis', () => {
    const migrated = migrateTimePivot({ datasource: '3__table', viz_type: 'time_pivot', granularity_sqla: 'ds', metrics: ['sum__num'], freq: 'W-MON', x_axis_label: 'Week' });
    expect(migrated).toMatchObject({ viz_type: 'time_pivot', x_axis: 'ds', metric: 'sum__num', freq: 'W-MON', x_axis_title: 'Week' });
    expect(migrateTimePivot(migrated)).toEqual(migrated);
  });
});
