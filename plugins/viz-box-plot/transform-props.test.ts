import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { BoxPlotFormData } from './form-data.schema.js';
import { transformBoxPlotProps } from './transform-props.js';

const stats = (metric: string, s: { min: number; q1: number; median: number; q3: number; max: number; mean: number; count: number; outliers: number[] }) =>
  Object.fromEntries(Object.entries(s).map(([name, value]) => [`${metric}__${name}`, value]));

// What the server's boxplot operation answers per state.
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'count__mean', 'count__median', 'count__max', 'count__min', 'count__q1', 'count__q3', 'count__count', 'count__outliers'],
      coltypes: [1, 0, 0, 0, 0, 0, 0, 0, 1],
      data: [
        { state: 'CA', ...stats('count', { min: 1, q1: 4, median: 6, q3: 9, max: 14, mean: 6.5, count: 40, outliers: [30, 41] }) },
        { state: null, ...stats('count', { min: 2, q1: 3, median: 3, q3: 5, max: 7, mean: 4, count: 12, outliers: [] }) },
        { state: 'NY', 'count__min': null, 'count__q1': null, 'count__median': null, 'count__q3': null, 'count__max': null, 'count__mean': null, 'count__count': 0, 'count__outliers': [] },
      ],
      rowcount: 3,
    },
  ],
};
const formData: BoxPlotFormData = { datasource: '3__table', viz_type: 'box_plot', columns: ['name'], groupby: ['state'], metrics: ['count'], color_scheme: 'd3Category10' };

describe('transformBoxPlotProps', () => {
  it('makes a box per group from the statistics columns, skipping groups without values', () => {
    const props = transformBoxPlotProps(response, formData);
    expect(props.boxes.map((b) => b.key)).toEqual(['CA', '<NULL>']);
    expect(props.boxes[0]).toMatchObject({ group: 'CA', groupValues: ['CA'], metric: 'count', stats: { min: 1, q1: 4, median: 6, q3: 9, max: 14, mean: 6.5, count: 40, outliers: [30, 41] } });
    expect(props.extent).toEqual([1, 41]);
  });

  it('colours boxes by group from the scheme', () => {
    const scheme = getColorScheme('d3Category10').colors;
    expect(transformBoxPlotProps(response, formData).boxes.map((b) => b.color)).toEqual([scheme[0], scheme[1]]);
  });

  it('names boxes by group and metric when there are several metrics, by metric without groups', () => {
    const two: ChartDataResponse = {
      result: [{ colnames: [], coltypes: [], data: [{ ...stats('a', { min: 0, q1: 1, median: 2, q3: 3, max: 4, mean: 2, count: 5, outliers: [] }), ...stats('b', { min: 0, q1: 1, median: 2, q3: 3, max: 4, mean: 2, count: 5, outliers: [] }) }], rowcount: 1 }],
    };
    const props = transformBoxPlotProps(two, { ...formData, groupby: [], metrics: ['a', 'b'] }, { verboseMap: { a: 'Alpha' } });
    expect(props.boxes.map((b) => b.key)).toEqual(['Alpha', 'b']);
    const grouped: ChartDataResponse = { result: [{ ...two.result[0]!, data: [{ state: 'TX', ...two.result[0]!.data[0] }] }] };
    expect(transformBoxPlotProps(grouped, { ...formData, metrics: ['a', 'b'] }).boxes.map((b) => b.key)).toEqual(['TX, a', 'TX, b']);
  });

  it('writes temporal groups with the date format', () => {
    const byYear: ChartDataResponse = {
      result: [{ colnames: ['ds', 'count__min'], coltypes: [2, 0], data: [{ ds: Date.UTC(1999, 0, 1), ...stats('count', { min: 0, q1: 1, median: 2, q3: 3, max: 4, mean: 2, count: 5, outliers: [] }) }], rowcount: 1 }],
    };
    expect(transformBoxPlotProps(byYear, { ...formData, groupby: ['ds'], date_format: '%Y' }).boxes[0]?.key).toBe('1999');
  });

  it('has no boxes for an empty result', () => {
    const props = transformBoxPlotProps({ result: [{ colnames: [], coltypes: [], data: [], rowcount: 0 }] }, formData);
    expect(props.boxes).toEqual([]);
    expect(props).toMatchObject({ numberFormat: 'SMART_NUMBER', xTicksLayout: 'auto', xAxisTitle: '', yAxisTitle: '' });
  });
});
