import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { PopKpiFormData } from './form-data.schema.js';
import { transformPopKpiProps } from './transform-props.js';

const formData: PopKpiFormData = {
  datasource: '3__table',
  viz_type: 'pop_kpi',
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
  time_compare: '1 year ago',
  y_axis_format: ',d',
};
const answer = (current: unknown, previous: unknown, offset = '1 year ago'): ChartDataResponse => ({
  result: [{ colnames: ['SUM(num)', `SUM(num)__${offset}`], coltypes: [0, 0], data: [{ 'SUM(num)': current, [`SUM(num)__${offset}`]: previous }], rowcount: 1 }],
});

describe('transformPopKpiProps', () => {
  it('gives the value, the previous value, the difference and the percentage change', () => {
    const props = transformPopKpiProps(answer('1100', 1000), formData, { verboseMap: { 'SUM(num)': 'Births' } });
    expect(props).toMatchObject({ metricName: 'Births', value: 1100, formattedValue: '1,100' });
    expect(props.comparison).toEqual({
      period: '1 year ago',
      previousValue: 1000,
      formattedPreviousValue: '1,000',
      difference: 100,
      formattedDifference: '+100',
      percentChange: 0.1,
      formattedPercentChange: '+10.0%',
      direction: 'up',
    });
  });

  it('writes the currency_format symbol with the values and the difference, not the percentage', () => {
    const props = transformPopKpiProps(answer(1100, 1000), { ...formData, currency_format: { symbol: 'USD', symbolPosition: 'prefix' } });
    expect(props.formattedValue).toBe('$ 1,100');
    expect(props.comparison).toMatchObject({ formattedPreviousValue: '$ 1,000', formattedDifference: '+$ 100', formattedPercentChange: '+10.0%' });
  });

  it('writes a fall without a plus and with the chosen percent format', () => {
    const comparison = transformPopKpiProps(answer(750, 1000), { ...formData, percentDifferenceFormat: '.2%' }).comparison!;
    expect([comparison.formattedDifference, comparison.formattedPercentChange, comparison.direction]).toEqual(['−250', '−25.00%', 'down']);
    expect(transformPopKpiProps(answer(1500, 1000), { ...formData, percentDifferenceFormat: '+.0%' }).comparison!.formattedPercentChange).toBe('+50%');
  });

  it("follows Superset's rule when a side is zero, and reads the previous period of the same length", () => {
    expect(transformPopKpiProps(answer(5, 0), formData).comparison).toMatchObject({ percentChange: 1, direction: 'up' });
    expect(transformPopKpiProps(answer(0, 5), formData).comparison).toMatchObject({ percentChange: -1, direction: 'down' });
    expect(transformPopKpiProps(answer(0, 0), formData).comparison).toMatchObject({ percentChange: 0, direction: 'flat', formattedPercentChange: '0.0%' });
    expect(transformPopKpiProps(answer(10, 8, 'inherit'), { ...formData, time_compare: 'inherit' }).comparison).toMatchObject({ period: 'the previous period', previousValue: 8 });
  });

  it('shows the number alone without a time shift, and nothing without data', () => {
    const alone = transformPopKpiProps({ result: [{ colnames: ['SUM(num)'], coltypes: [0], data: [{ 'SUM(num)': 42 }], rowcount: 1 }] }, { ...formData, time_compare: null });
    expect(alone).toMatchObject({ value: 42, comparison: null });
    const empty = transformPopKpiProps({ result: [{ colnames: ['SUM(num)'], coltypes: [0], data: [{ 'SUM(num)': null }], rowcount: 1 }] }, formData);
    expect(empty).toMatchObject({ value: null, comparison: null, formattedValue: '' });
  });

  it("passes Superset's display defaults on", () => {
    expect(transformPopKpiProps(answer(1, 1), formData)).toMatchObject({ headerFontSize: 0.2, subheaderFontSize: 0.125, colorChange: false, colorScheme: 'Green', showMetricName: false });
  });
});
