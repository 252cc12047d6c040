import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { BigNumberFormData, BigNumberTotalFormData } from './form-data.schema.js';
import { transformBigNumberProps, transformBigNumberTotalProps } from './transform-props.js';

const WEEK = 7 * 86_400_000;
const start = Date.UTC(2024, 0, 1);

describe('transformBigNumberTotalProps', () => {
  const formData: BigNumberTotalFormData = {
    datasource: '3__table',
    viz_type: 'big_number_total',
    metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
    subheader: 'babies born',
    y_axis_format: ',d',
    header_font_size: 0.5,
  };
  const response = (data: Array<Record<string, unknown>>, coltypes = [0]): ChartDataResponse => ({
    result: [{ colnames: ['SUM(num)'], coltypes, data, rowcount: data.length }],
  });

  it('formats the value with y_axis_format and passes the text settings on', () => {
    expect(transformBigNumberTotalProps(response([{ 'SUM(num)': 38_987_342 }]), formData)).toEqual({
      value: 38_987_342,
      formattedValue: '38,987,342',
      subheader: 'babies born',
      headerFontSize: 0.5,
      subheaderFontSize: 0.15,
    });
  });

  it('writes the currency_format symbol with the value', () => {
    const props = transformBigNumberTotalProps(response([{ 'SUM(num)': 1234 }]), { ...formData, currency_format: { symbol: 'EUR', symbolPosition: 'suffix' } });
    expect(props.formattedValue).toBe('1,234 €');
    expect(transformBigNumberTotalProps(response([{ 'SUM(num)': 1234 }]), { ...formData, currency_format: { symbol: 'USD', symbolPosition: 'prefix' } }).formattedValue).toBe('$ 1,234');
  });

  it('uses the adaptive format by default and reads numbers sent as text', () => {
    const props = transformBigNumberTotalProps(response([{ 'SUM(num)': '12345.678' }]), { ...formData, y_axis_format: undefined });
    expect(props.value).toBeCloseTo(12345.678);
    expect(props.formattedValue).toBe('12.3k');
  });

  it('has no value without rows or with a null cell', () => {
    expect(transformBigNumberTotalProps(response([]), formData)).toMatchObject({ value: null, formattedValue: '' });
    expect(transformBigNumberTotalProps(response([{ 'SUM(num)': null }]), formData)).toMatchObject({ value: null, formattedValue: '' });
    expect(transformBigNumberTotalProps({ result: [] }, formData).value).toBeNull();
  });

  it('writes a temporal metric, or any value when forced, with the time format', () => {
    const latest = Date.UTC(2024, 2, 5);
    const temporal = response([{ 'SUM(num)': latest }], [2]);
    expect(transformBigNumberTotalProps(temporal, formData)).toMatchObject({ value: latest, formattedValue: 'Mar 5, 2024' });
    expect(transformBigNumberTotalProps(temporal, { ...formData, time_format: '%Y-%m-%d' }).formattedValue).toBe('2024-03-05');
    const forced = transformBigNumberTotalProps(response([{ 'SUM(num)': latest + 14.5 * 3_600_000 }]), { ...formData, force_timestamp_formatting: true });
    expect(forced.formattedValue).toBe('Mar 5, 2024 14:30');
  });
});

describe('transformBigNumberProps', () => {
  // Weekly births, as the pivoted result arrives: 10 weeks, the last one still without data.
  const values = [100, 104, 98, 110, 120, 118, 125, 130, 145.6, null];
  const response: ChartDataResponse = {
    result: [
      {
        colnames: ['ds', 'count'],
        coltypes: [2, 0],
        // Out of order on purpose: the props put them oldest first.
        data: values.map((count, i) => ({ ds: start + i * WEEK, count })).reverse(),
        rowcount: values.length,
      },
    ],
  };
  const formData: BigNumberFormData = {
    datasource: '3__table',
    viz_type: 'big_number',
    x_axis: 'ds',
    time_grain_sqla: 'P1W',
    metric: 'count',
    compare_lag: 1,
    compare_suffix: 'WoW',
    y_axis_format: ',.1f',
    time_format: '%Y-%m-%d',
  };

  it('shows the latest non-null period and its change against the one before', () => {
    const props = transformBigNumberProps(response, formData);
    expect(props.value).toBe(145.6);
    expect(props.formattedValue).toBe('145.6');
    expect(props.timestamp).toBe(start + 8 * WEEK);
    expect(props.formattedTimestamp).toBe('2024-02-26');
    expect(props.change).toBeCloseTo(0.12);
    expect(props.formattedChange).toBe('+12.0% WoW');
    expect(props.changeDirection).toBe('up');
  });

  it('keeps the whole series, oldest first, with gaps as null', () => {
    const props = transformBigNumberProps(response, formData);
    expect(props.trend.map((p) => p.y)).toEqual(values);
    expect(props.trend[0]?.x).toBe(start);
    expect(props.metricLabel).toBe('count');
    expect(props).toMatchObject({ showTrendLine: true, startYAxisAtZero: true, headerFontSize: 0.4, subheaderFontSize: 0.15, numberFormat: ',.1f', timeFormat: '%Y-%m-%d' });
  });

  it('keeps the x-axis column and time grain for the filters of a trend point', () => {
    expect(transformBigNumberProps(response, formData)).toMatchObject({ xAxisColumn: 'ds', timeGrain: 'P1W' });
    expect(transformBigNumberProps(response, { ...formData, time_grain_sqla: null })).toMatchObject({ xAxisColumn: 'ds', timeGrain: null });
  });

  it('compares further back with a larger lag, and goes red when down', () => {
    const props = transformBigNumberProps(response, { ...formData, compare_lag: 4, compare_suffix: ' vs last month ' });
    // 145.6 against 120.
    expect(props.change).toBeCloseTo(25.6 / 120);
    expect(props.formattedChange).toBe('+21.3% vs last month');
    const down = transformBigNumberProps(
      { result: [{ ...response.result[0]!, data: [{ ds: start, count: 200 }, { ds: start + WEEK, count: 150 }] }] },
      formData,
    );
    // d3-format writes a true minus sign.
    expect(down.formattedChange).toBe('\u221225.0% WoW');
    expect(down.changeDirection).toBe('down');
  });

  it('has no change without a lag, before enough periods, or against zero', () => {
    expect(transformBigNumberProps(response, { ...formData, compare_lag: null })).toMatchObject({ change: null, formattedChange: '', changeDirection: null });
    expect(transformBigNumberProps(response, { ...formData, compare_lag: 9 }).change).toBeNull();
    const zero = { result: [{ ...response.result[0]!, data: [{ ds: start, count: 0 }, { ds: start + WEEK, count: 5 }] }] };
    expect(transformBigNumberProps(zero, formData).change).toBeNull();
  });

  it('finds the columns when the server renamed the x-axis to the time column', () => {
    const renamed: ChartDataResponse = {
      result: [{ colnames: ['created_at', 'count'], coltypes: [2, 0], data: [{ created_at: '2024-03-04T00:00:00', count: 3 }], rowcount: 1 }],
    };
    const props = transformBigNumberProps(renamed, formData);
    expect(props.value).toBe(3);
    expect(props.timestamp).toBe(Date.UTC(2024, 2, 4));
  });

  it('has no value for an empty result', () => {
    const props = transformBigNumberProps({ result: [{ colnames: ['ds', 'count'], coltypes: [2, 0], data: [], rowcount: 0 }] }, formData);
    expect(props).toMatchObject({ value: null, formattedValue: '', timestamp: null, formattedTimestamp: '', trend: [] });
  });
});
