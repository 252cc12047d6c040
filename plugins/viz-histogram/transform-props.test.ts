import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { HistogramFormData } from './form-data.schema.js';
import { parseBinEdges, transformHistogramProps } from './transform-props.js';

// What the server's histogram operation answers for num by gender, 4 bins.
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['gender', '0.0 - 2.5', '2.5 - 5.0', '5.0 - 7.5', '7.5 - 10.0'],
      coltypes: [1, 0, 0, 0, 0],
      data: [
        { gender: 'boy', '0.0 - 2.5': 3, '2.5 - 5.0': 5, '5.0 - 7.5': '2', '7.5 - 10.0': 0 },
        { gender: null, '0.0 - 2.5': 1, '2.5 - 5.0': null, '5.0 - 7.5': 0, '7.5 - 10.0': 4 },
      ],
      rowcount: 2,
    },
  ],
};
const formData: HistogramFormData = { datasource: '3__table', viz_type: 'histogram_v2', column: 'num', groupby: ['gender'], x_axis_format: ',.1f', color_scheme: 'd3Category10' };

describe('transformHistogramProps', () => {
  it('reads the bins from the server’s columns and labels them with the x-axis format', () => {
    const props = transformHistogramProps(response, formData);
    expect(props.bins).toEqual([
      { low: 0, high: 2.5, label: '0.0 – 2.5' },
      { low: 2.5, high: 5, label: '2.5 – 5.0' },
      { low: 5, high: 7.5, label: '5.0 – 7.5' },
      { low: 7.5, high: 10, label: '7.5 – 10.0' },
    ]);
  });

  it('makes one series per group with a value per bin, missing values as zero', () => {
    const props = transformHistogramProps(response, formData);
    const scheme = getColorScheme('d3Category10').colors;
    expect(props.series).toEqual([
      { key: 'boy', groupValues: ['boy'], color: scheme[0], values: [3, 5, 2, 0] },
      { key: '<NULL>', groupValues: [null], color: scheme[1], values: [1, 0, 0, 4] },
    ]);
  });

  it('names the only series by the column’s verbose name and takes the shared colours', () => {
    const single: ChartDataResponse = { result: [{ colnames: ['-5.0 - 0.0', '0.0 - 5.0'], coltypes: [0, 0], data: [{ '-5.0 - 0.0': 2, '0.0 - 5.0': 7 }], rowcount: 1 }] };
    const props = transformHistogramProps(single, { ...formData, groupby: [] }, { verboseMap: { num: 'Births' }, colorScale: () => '#123456' });
    expect(props.series).toEqual([{ key: 'Births', groupValues: [], color: '#123456', values: [2, 7] }]);
    expect(props.bins[0]).toMatchObject({ low: -5, high: 0 });
    expect(props.columnName).toBe('Births');
  });

  it('passes the display settings on, with defaults for those unset', () => {
    expect(transformHistogramProps(response, { ...formData, show_value: true, x_axis_title: 'Births' })).toMatchObject({
      valueFormat: 'SMART_NUMBER',
      showValue: true,
      showLegend: true,
      legendOrientation: 'top',
      xAxisTitle: 'Births',
      yAxisTitle: '',
      normalize: false,
      cumulative: false,
    });
  });

  it('parses only the server’s bin columns', () => {
    expect(parseBinEdges('1e+21 - 2e+21')).toEqual([1e21, 2e21]);
    expect(parseBinEdges('gender')).toBeNull();
    expect(parseBinEdges('a - b')).toBeNull();
  });

  it('has no bins for an empty result (the server hands the empty rows back)', () => {
    const props = transformHistogramProps({ result: [{ colnames: ['gender', 'num'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData);
    expect(props.bins).toEqual([]);
    expect(props.series).toEqual([]);
  });
});
