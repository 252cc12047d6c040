import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { ParaFormData } from './form-data.schema.js';
import { transformParaProps } from './transform-props.js';

const formData: ParaFormData = { datasource: '3__table', viz_type: 'para', series: 'state', metrics: ['boys', 'girls'], number_format: ',d' };
const response = (data: Array<Record<string, unknown>>, colnames = ['state', 'boys', 'girls', 'total'], coltypes = [1, 0, 0, 0]): ChartDataResponse => ({
  result: [{ colnames, coltypes, data, rowcount: data.length }],
});
const rows = [
  { state: 'CA', boys: '120', girls: 100, total: 220 },
  { state: 'TX', boys: 80n, girls: null, total: 80 },
  { state: null, boys: 5, girls: 6, total: 11 },
];

describe('transformParaProps', () => {
  it('makes an axis per metric and a line per row with its values', () => {
    const props = transformParaProps(response(rows), formData, { verboseMap: { boys: 'Boys born' } });
    expect(props.axes).toEqual([
      { key: 'boys', title: 'Boys born' },
      { key: 'girls', title: 'girls' },
    ]);
    expect(props.lines.map((line) => [line.name, line.values])).toEqual([
      ['CA', [120, 100]],
      ['TX', [80, null]],
      ['<NULL>', [5, 6]],
    ]);
    expect(props).toMatchObject({ seriesTitle: 'state', includeSeries: false, showDatatable: false, numberFormat: ',d' });
  });

  it('colours lines by dimension value with the shared scale when there is no colour metric', () => {
    const props = transformParaProps(response(rows), formData, { colorScale: (label) => (label === 'CA' ? '#0000aa' : '#00aa00') });
    expect(props.coloring).toEqual({ kind: 'series' });
    expect(props.lines.map((line) => line.color)).toEqual(['#0000aa', '#00aa00', '#00aa00']);
  });

  it('colours lines along the linear scheme by the colour metric', () => {
    const props = transformParaProps(response(rows), { ...formData, secondary_metric: 'total', linear_color_scheme: 'white_black' });
    expect(props.coloring).toEqual({ kind: 'metric', title: 'total', min: 11, max: 220, scheme: 'white_black' });
    expect(props.lines[0]!.color).toBe('rgb(0, 0, 0)');
    expect(props.lines[2]!.color).toBe('rgb(255, 255, 255)');
  });

  it('draws a single colour without a dimension, and the dimension axis only with one', () => {
    const props = transformParaProps(response([{ boys: 1, girls: 2 }], ['boys', 'girls'], [0, 0]), { ...formData, series: null, include_series: true });
    expect(props.coloring).toEqual({ kind: 'single' });
    expect(props.lines[0]).toMatchObject({ name: null, values: [1, 2], color: '#2F6FDE' });
    expect(props.includeSeries).toBe(false);
    expect(transformParaProps(response(rows), { ...formData, include_series: true }).includeSeries).toBe(true);
  });

  it('writes temporal dimension values as dates, and is empty for an empty result', () => {
    expect(transformParaProps(response([{ ds: Date.UTC(1999, 0, 1), boys: 1, girls: 1 }], ['ds', 'boys', 'girls'], [2, 0, 0]), { ...formData, series: 'ds' }).lines[0]!.name).toBe('1999');
    expect(transformParaProps(response([]), formData).lines).toEqual([]);
  });
});
