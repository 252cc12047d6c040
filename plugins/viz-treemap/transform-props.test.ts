import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { TreemapFormData } from './form-data.schema.js';
import { transformTreemapProps, type TreemapNode } from './transform-props.js';

// Births by state and gender, as the chart-data API returns them (largest first).
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'gender', 'SUM(num)'],
      coltypes: [1, 1, 0],
      data: [
        { state: 'CA', gender: 'boy', 'SUM(num)': 5_000 },
        { state: 'CA', gender: 'girl', 'SUM(num)': '3000' },
        { state: 'TX', gender: 'boy', 'SUM(num)': 2_500 },
        { state: null, gender: 'girl', 'SUM(num)': 500 },
        { state: 'TX', gender: 'girl', 'SUM(num)': 4_000 },
        { state: 'NY', gender: 'boy', 'SUM(num)': null },
        { state: 'NY', gender: 'girl', 'SUM(num)': -20 },
      ],
      rowcount: 7,
    },
  ],
};
const formData: TreemapFormData = {
  datasource: '3__table',
  viz_type: 'treemap_v2',
  groupby: ['state', 'gender'],
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
  number_format: ',d',
  color_scheme: 'd3Category10',
  label_colors: { TX: '#ff00ff' },
};
const names = (nodes: TreemapNode[]) => nodes.map((node) => node.name);

describe('transformTreemapProps', () => {
  it('nests the rows by the hierarchy, summing groups and sorting them largest first', () => {
    const { root } = transformTreemapProps(response, formData);
    expect(root.value).toBe(15_000);
    expect(names(root.children)).toEqual(['CA', 'TX', '<NULL>']);
    const [ca, tx, missing] = root.children;
    expect(ca).toMatchObject({ value: 8_000, formattedValue: '8,000', path: ['CA'], groupValues: ['CA'] });
    expect(names(tx!.children)).toEqual(['girl', 'boy']);
    expect(tx!.children.map((child) => child.rank)).toEqual([0, 1]);
    expect(tx!.children[0]).toMatchObject({ id: '["TX","girl"]', path: ['TX', 'girl'], groupValues: ['TX', 'girl'], value: 4_000 });
    expect(missing).toMatchObject({ groupValues: [null], value: 500 });
  });

  it('leaves out rows whose metric is missing, zero or negative', () => {
    const { root } = transformTreemapProps(response, formData);
    expect(root.children.find((node) => node.name === 'NY')).toBeUndefined();
  });

  it('colours the outermost groups from the scheme, label colours first, and their descendants alike', () => {
    const scheme = getColorScheme('d3Category10').colors;
    const { root } = transformTreemapProps(response, formData);
    expect(root.children.map((node) => node.color)).toEqual([scheme[0], '#ff00ff', scheme[1]]);
    expect(root.children[1]!.children.map((node) => node.color)).toEqual(['#ff00ff', '#ff00ff']);
  });

  it("takes the host's shared colours and verbose names", () => {
    const { root, metricLabel } = transformTreemapProps(response, formData, { verboseMap: { 'SUM(num)': 'Births' }, colorScale: (label) => (label === 'CA' ? '#123456' : '#654321') });
    expect(metricLabel).toBe('Births');
    expect(root.name).toBe('Births');
    expect(root.children[0]!.color).toBe('#123456');
  });

  it('passes the display settings on, with their defaults', () => {
    expect(transformTreemapProps(response, formData)).toMatchObject({
      groupby: ['state', 'gender'],
      metricLabel: 'SUM(num)',
      numberFormat: ',d',
      labelType: 'key_value',
      showLabels: true,
      showUpperLabels: true,
    });
  });

  it('writes temporal dimension values with date_format', () => {
    const byYear: ChartDataResponse = {
      result: [{ colnames: ['ds', 'count'], coltypes: [2, 0], data: [{ ds: Date.UTC(2020, 0, 1), count: 3 }], rowcount: 1 }],
    };
    const { root } = transformTreemapProps(byYear, { datasource: '3__table', viz_type: 'treemap_v2', groupby: ['ds'], metric: 'count', date_format: '%Y' });
    expect(root.children[0]).toMatchObject({ name: '2020', groupValues: [Date.UTC(2020, 0, 1)] });
  });

  it('makes one rectangle of the whole without a hierarchy, and none for an empty result', () => {
    const total: ChartDataResponse = { result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }] };
    const whole = transformTreemapProps(total, { datasource: '3__table', viz_type: 'treemap_v2', groupby: [], metric: 'count' }).root;
    expect(whole).toMatchObject({ name: 'count', value: 42, children: [] });
    expect(whole.color).not.toBe('');
    const empty = transformTreemapProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData).root;
    expect(empty.value).toBe(0);
    expect(empty.children).toEqual([]);
  });
});
