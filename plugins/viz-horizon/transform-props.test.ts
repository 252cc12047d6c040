import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { BANDS, drawHorizon } from './draw-horizon.js';
import type { HorizonFormData } from './form-data.schema.js';
import { NEGATIVE_COLORS, POSITIVE_COLORS, transformHorizonProps } from './transform-props.js';

const year = (y: number) => Date.UTC(y, 0, 1);
const data: ChartDataResponse = {
  result: [
    {
      colnames: ['ds', 'state', 'sum__num'],
      coltypes: [2, 1, 0],
      data: [
        { ds: year(2001), state: 'CA', sum__num: '30' },
        { ds: year(2000), state: 'CA', sum__num: 10 },
        { ds: year(2000), state: 'TX', sum__num: 40 },
        { ds: year(2001), state: null, sum__num: 5 },
      ],
      rowcount: 4,
    },
  ],
};
const base: HorizonFormData = { datasource: '1__table', viz_type: 'horizon', granularity_sqla: 'ds', metrics: ['sum__num'], groupby: ['state'] };

describe('transformHorizonProps', () => {
  it('pivots rows into one series per group, scaled to its own largest value', () => {
    const props = transformHorizonProps(data, { ...base, series_height: '40' });
    expect(props.times).toEqual([year(2000), year(2001)]);
    expect(props.series.map((s) => [s.name, s.values, s.max])).toEqual([
      ['CA', [10, 30], 30],
      ['TX', [40, NaN], 40],
      ['<NULL>', [NaN, 5], 5],
    ]);
    expect(props.seriesHeight).toBe(40);
  });

  it('scales every series to the overall largest value, or draws changes from the first value', () => {
    expect(transformHorizonProps(data, { ...base, horizon_color_scale: 'overall' }).series.map((s) => s.max)).toEqual([40, 40, 40]);
    const change = transformHorizonProps(data, { ...base, horizon_color_scale: 'change' }).series[0]!;
    expect(change.values).toEqual([0, 20]);
    expect(change.raw).toEqual([10, 30]);
    expect(change.max).toBe(20);
  });

  it('names series by metric without a group by and turns values into shares with contribution', () => {
    const twoMetrics: ChartDataResponse = { result: [{ colnames: ['ds', 'a', 'b'], coltypes: [2, 0, 0], data: [{ ds: 1, a: 1, b: 3 }], rowcount: 1 }] };
    const props = transformHorizonProps(twoMetrics, { ...base, groupby: [], metrics: ['a', 'b'], contribution: true }, { verboseMap: { a: 'Alpha' } });
    expect(props.series.map((s) => [s.name, s.values])).toEqual([
      ['Alpha', [0.25]],
      ['b', [0.75]],
    ]);
    expect(transformHorizonProps({ result: [] }, base).series).toEqual([]);
  });
});

describe('drawHorizon', () => {
  it('folds a value into bands: warm ones up from the bottom, cool ones down from the top', () => {
    const calls: Array<[string, number, number, number, number]> = [];
    const ctx = { fillStyle: '', clearRect: () => undefined, fillRect(x: number, y: number, w: number, h: number) { calls.push([String(this.fillStyle), x, y, w, h]); } };
    drawHorizon(ctx, [{ key: 'a', name: 'a', values: [40, -15, NaN], raw: [], max: 40 }], 3, 30, 20, 1);
    expect(BANDS).toBe(4);
    expect(calls).toEqual([
      [POSITIVE_COLORS[0], 0, 0, 10, 20],
      [NEGATIVE_COLORS[0], 10, 0, 10, 20],
      [POSITIVE_COLORS[1], 0, 0, 10, 20],
      [NEGATIVE_COLORS[1], 10, 0, 10, 10],
      [POSITIVE_COLORS[2], 0, 0, 10, 20],
      [POSITIVE_COLORS[3], 0, 0, 10, 20],
    ]);
  });
});
