import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { WaterfallFormData } from './form-data.schema.js';
import { transformWaterfallProps } from './transform-props.js';

const formData: WaterfallFormData = { datasource: '1__table', viz_type: 'waterfall', x_axis: 'ds', time_grain_sqla: 'P1Y', metric: 'sum__num', x_axis_time_format: '%Y' };
const year = (y: number) => Date.UTC(y, 0, 1);
const response = (colnames: string[], coltypes: number[], data: Array<Record<string, unknown>>): ChartDataResponse => ({ result: [{ colnames, coltypes, data, rowcount: data.length }] });

describe('transformWaterfallProps', () => {
  it('floats each change from the running total and closes with a total bar', () => {
    const props = transformWaterfallProps(
      response(['ds', 'sum__num'], [2, 0], [
        { ds: year(2000), sum__num: '100' },
        { ds: year(2001), sum__num: -30 },
        { ds: year(2002), sum__num: null },
        { ds: year(2003), sum__num: 50n },
      ]),
      formData,
      { verboseMap: { sum__num: 'Births' } },
    );
    expect(props.bars.map((b) => [b.name, b.kind, b.start, b.end, b.value])).toEqual([
      ['2000', 'increase', 0, 100, 100],
      ['2001', 'decrease', 100, 70, -30],
      ['2002', 'increase', 70, 70, 0],
      ['2003', 'increase', 70, 120, 50],
      ['Total', 'total', 0, 120, 120],
    ]);
    expect(props.extent).toEqual([0, 120]);
    expect(props.metricName).toBe('Births');
    expect(props.hasBreakdown).toBe(false);
    expect(props.colors).toEqual({ increase: 'rgba(90, 193, 137, 1)', decrease: 'rgba(224, 67, 85, 1)', total: 'rgba(102, 102, 102, 1)' });
    expect(new Set(props.bars.map((b) => b.key)).size).toBe(5);
  });

  it('with a breakdown, writes each part then a subtotal per x-axis value', () => {
    const props = transformWaterfallProps(
      response(['ds', 'gender', 'sum__num'], [2, 1, 0], [
        { ds: year(2000), gender: 'boy', sum__num: 10 },
        { ds: year(2000), gender: 'girl', sum__num: 5 },
        { ds: year(2001), gender: 'boy', sum__num: -20 },
        { ds: year(2001), gender: null, sum__num: 2 },
      ]),
      { ...formData, groupby: ['gender'], increase_color: '#00ff00', total_color: { r: 1, g: 2, b: 3, a: 0.5 } },
    );
    expect(props.bars.map((b) => [b.name, b.group, b.kind, b.start, b.end])).toEqual([
      ['boy', '2000', 'increase', 0, 10],
      ['girl', '2000', 'increase', 10, 15],
      ['2000', '2000', 'total', 0, 15],
      ['boy', '2001', 'decrease', 15, -5],
      ['<NULL>', '2001', 'increase', -5, -3],
      ['2001', '2001', 'total', 0, -3],
    ]);
    expect(props.extent).toEqual([-5, 15]);
    expect(props.hasBreakdown).toBe(true);
    expect(props.colors.increase).toBe('#00ff00');
    expect(props.colors.total).toBe('rgba(1, 2, 3, 0.5)');
  });

  it('has no bars for an empty result or before a metric is chosen', () => {
    expect(transformWaterfallProps(response(['ds', 'sum__num'], [2, 0], []), formData).bars).toEqual([]);
    expect(transformWaterfallProps(response(['ds'], [2], [{ ds: 1 }]), { ...formData, metric: null }).bars).toEqual([]);
    expect(transformWaterfallProps({ result: [] }, formData).extent).toEqual([0, 0]);
  });

  it('reads colour controls as CSS, the defaults where a control is empty', () => {
    const picked = { ...formData, increase_color: { r: 1, g: 2, b: 3 }, decrease_color: '#123456', total_color: '' };
    expect(transformWaterfallProps({ result: [] }, picked).colors).toEqual({ increase: 'rgba(1, 2, 3, 1)', decrease: '#123456', total: 'rgba(102, 102, 102, 1)' });
  });
});
