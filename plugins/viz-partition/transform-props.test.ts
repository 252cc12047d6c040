import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { PartitionFormData } from './form-data.schema.js';
import { transformPartitionProps } from './transform-props.js';

const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'gender', 'SUM(num)', 'count'],
      coltypes: [1, 1, 0, 0],
      data: [
        { state: 'CA', gender: 'boy', 'SUM(num)': 5_000, count: 10 },
        { state: 'CA', gender: 'girl', 'SUM(num)': 3_000, count: 8 },
        { state: null, gender: 'girl', 'SUM(num)': 500, count: 1 },
      ],
      rowcount: 3,
    },
  ],
};
const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;
const formData: PartitionFormData = { datasource: '3__table', viz_type: 'partition', metrics: [sumNum, 'count'], groupby: ['state', 'gender'], number_format: ',d', color_scheme: 'd3Category10', label_colors: { CA: '#ff00ff' } };

describe('transformPartitionProps', () => {
  it('makes an icicle per metric, named and categorised for display', () => {
    const { roots } = transformPartitionProps(response, formData, { verboseMap: { 'SUM(num)': 'Births', state: 'State' } });
    expect(roots.map((root) => [root.name, root.category, root.formattedValue])).toEqual([
      ['Births', 'Metric', '8,500'],
      ['count', 'Metric', '19'],
    ]);
    const [ca, missing] = roots[0]!.children;
    expect(ca).toMatchObject({ name: 'CA', category: 'State', value: 8_000, formattedValue: '8,000', id: '[0,"CA"]' });
    expect(ca!.children.map((child) => [child.name, child.category])).toEqual([
      ['boy', 'gender'],
      ['girl', 'gender'],
    ]);
    expect(missing!.name).toBe('<NULL>');
  });

  it('colours partitions from the scheme by name, label colours first', () => {
    const scheme = getColorScheme('d3Category10').colors;
    const { roots } = transformPartitionProps(response, formData);
    expect(roots[0]!.color).toBe(scheme[0]);
    expect(roots[0]!.children[0]!.color).toBe('#ff00ff');
    expect(roots[0]!.children[0]!.children[0]!.color).toBe(scheme[1]);
    expect(roots[1]!.children[0]!.children[0]!.color).toBe(scheme[1]);
  });

  it('writes periods with date_time_format under "Date"', () => {
    const byYear: ChartDataResponse = {
      result: [{ colnames: ['__timestamp', 'state', 'count'], coltypes: [2, 1, 0], data: [{ __timestamp: Date.UTC(2020, 0, 1), state: 'CA', count: 3 }], rowcount: 1 }],
    };
    const { roots } = transformPartitionProps(byYear, { ...formData, metrics: ['count'], groupby: ['state'], time_series_option: 'time_series', date_time_format: '%Y' });
    expect(roots[0]!.children[0]).toMatchObject({ name: '2020', category: 'Date', kind: 'time' });
    expect(roots[0]!.children[0]!.children[0]).toMatchObject({ name: 'CA', category: 'state' });
  });

  it('passes the render settings on with their defaults, and has no icicle without rows or levels', () => {
    const props = transformPartitionProps(response, formData);
    expect(props).toMatchObject({ logScale: false, equalDateSize: true, partitionLimit: 5, partitionThreshold: 0.05, richTooltip: true });
    expect(transformPartitionProps(response, { ...formData, groupby: [] }).roots).toEqual([]);
  });
});
