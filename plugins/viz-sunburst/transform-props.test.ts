import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { SunburstFormData } from './form-data.schema.js';
import { transformSunburstProps } from './transform-props.js';

// Births and boys' births by state and gender, as the chart-data API returns them.
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'gender', 'SUM(num)', 'SUM(num_boys)'],
      coltypes: [1, 1, 0, 0],
      data: [
        { state: 'CA', gender: 'boy', 'SUM(num)': 600, 'SUM(num_boys)': 600 },
        { state: 'CA', gender: 'girl', 'SUM(num)': '400', 'SUM(num_boys)': 0 },
        { state: 'TX', gender: 'girl', 'SUM(num)': 300, 'SUM(num_boys)': 30 },
        { state: null, gender: 'boy', 'SUM(num)': 100, 'SUM(num_boys)': 100 },
        { state: 'NY', gender: 'boy', 'SUM(num)': 0, 'SUM(num_boys)': 0 },
      ],
      rowcount: 5,
    },
  ],
};
const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;
const sumBoys = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_boys' }, label: 'SUM(num_boys)' } as const;
const formData: SunburstFormData = {
  datasource: '3__table',
  viz_type: 'sunburst_v2',
  columns: ['state', 'gender'],
  metric: sumNum,
  number_format: ',d',
  color_scheme: 'd3Category10',
  label_colors: { girl: '#ff00ff' },
};

describe('transformSunburstProps', () => {
  it('nests the rows by the hierarchy, one ring per column, largest first', () => {
    const { root, formattedTotal } = transformSunburstProps(response, formData);
    expect(root.value).toBe(1400);
    expect(formattedTotal).toBe('1,400');
    expect(root.children.map((node) => node.name)).toEqual(['CA', 'TX', '<NULL>']);
    expect(root.children[0]).toMatchObject({ value: 1000, formattedValue: '1,000', groupValues: ['CA'] });
    expect(root.children[0]!.children.map((node) => [node.path, node.value])).toEqual([
      [['CA', 'boy'], 600],
      [['CA', 'girl'], 400],
    ]);
    expect(root.children[2]!.groupValues).toEqual([null]);
  });

  it('colours every arc by its category, label colours first, without a secondary metric', () => {
    const scheme = getColorScheme('d3Category10').colors;
    const { root, colorBy } = transformSunburstProps(response, formData);
    expect(colorBy).toBe('category');
    const [ca, tx] = root.children;
    expect([ca!.color, ca!.children[0]!.color, ca!.children[1]!.color, tx!.color]).toEqual([scheme[0], scheme[1], '#ff00ff', scheme[2]]);
  });

  it('colours by the ratio of the secondary metric, summed up the hierarchy, with a domain from 0', () => {
    const props = transformSunburstProps(response, { ...formData, secondary_metric: sumBoys }, { verboseMap: { 'SUM(num_boys)': 'Boys' } });
    expect(props).toMatchObject({ colorBy: 'ratio', secondaryMetricLabel: 'Boys', linearColorScheme: 'superset_seq_1', ratioDomain: [0, 1] });
    const [ca, tx] = props.root.children;
    expect(ca).toMatchObject({ value: 1000, secondaryValue: 600, ratio: 0.6, formattedSecondaryValue: '600', color: '' });
    expect(tx!.ratio).toBeCloseTo(0.1);
    // The same metric twice is no ratio to colour by.
    expect(transformSunburstProps(response, { ...formData, secondary_metric: sumNum }).colorBy).toBe('category');
  });

  it('passes the display settings on, with their defaults', () => {
    const props = transformSunburstProps(response, { ...formData, show_labels_threshold: 2.5 }, { verboseMap: { 'SUM(num)': 'Births' } });
    expect(props).toMatchObject({ metricLabel: 'Births', secondaryMetricLabel: null, labelType: 'key', showLabels: false, showTotal: false, columns: ['state', 'gender'] });
    expect(props.root.name).toBe('Births');
    expect(props.showLabelsThreshold).toBeCloseTo(0.025);
  });

  it('has no arcs for an empty result', () => {
    const { root } = transformSunburstProps({ result: [{ colnames: ['state', 'SUM(num)'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData);
    expect(root).toMatchObject({ value: 0, children: [] });
  });
});
