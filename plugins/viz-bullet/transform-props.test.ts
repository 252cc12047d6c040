import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { BulletFormData } from './form-data.schema.js';
import { transformBulletProps } from './transform-props.js';

const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'SUM(num)'],
      coltypes: [1, 0],
      data: [
        { state: 'CA', 'SUM(num)': '260' },
        { state: 'TX', 'SUM(num)': 180 },
        { state: null, 'SUM(num)': 20 },
        { state: 'NY', 'SUM(num)': null },
      ],
      rowcount: 4,
    },
  ],
};
const formData: BulletFormData = {
  datasource: '3__table',
  viz_type: 'bullet',
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
  groupby: ['state'],
  ranges: '100, 300,200',
  range_labels: 'Poor,Great,Fair',
  markers: '150,250',
  marker_labels: 'Last year',
  marker_lines: '275',
  marker_line_labels: 'Target',
  y_axis_format: ',d',
  color_scheme: 'd3Category10',
  label_colors: { TX: '#ff00ff' },
};

describe('transformBulletProps', () => {
  it('makes one bullet per group with a value, coloured from the scale', () => {
    const props = transformBulletProps(response, formData);
    expect(props.bullets.map((b) => [b.key, b.value, b.formattedValue])).toEqual([
      ['CA', 260, '260'],
      ['TX', 180, '180'],
      ['<NULL>', 20, '20'],
    ]);
    expect(props.bullets.map((b) => b.color)).toEqual([getColorScheme('d3Category10').colors[0], '#ff00ff', getColorScheme('d3Category10').colors[1]]);
  });

  it('pairs ranges, markers and lines with their labels, ranges widest first', () => {
    const props = transformBulletProps(response, formData);
    expect(props.ranges).toEqual([
      { value: 300, label: 'Great', formattedValue: '300' },
      { value: 200, label: 'Fair', formattedValue: '200' },
      { value: 100, label: 'Poor', formattedValue: '100' },
    ]);
    expect(props.markers).toEqual([
      { value: 150, label: 'Last year', formattedValue: '150' },
      { value: 250, label: '', formattedValue: '250' },
    ]);
    expect(props.markerLines).toEqual([{ value: 275, label: 'Target', formattedValue: '275' }]);
    expect(props.domain).toEqual([0, 300]);
  });

  it("shades to 10% past the largest measure without ranges, as Superset's bullet does", () => {
    const props = transformBulletProps(
      { result: [{ colnames: ['SUM(num)'], coltypes: [0], data: [{ 'SUM(num)': 1000 }], rowcount: 1 }] },
      { datasource: '3__table', viz_type: 'bullet', metric: 'SUM(num)' },
      { verboseMap: { 'SUM(num)': 'Births' } },
    );
    expect(props.bullets.map((b) => b.key)).toEqual(['Births']);
    expect(props.ranges.map((r) => r.value)).toEqual([1100]);
    expect(props.domain[1]).toBeCloseTo(1100);
    expect(props).toMatchObject({ metricLabel: 'Births', showLabels: false, showLegend: false, numberFormat: 'SMART_NUMBER', markers: [], markerLines: [] });
  });

  it('reaches below zero for negative values and ignores broken numbers', () => {
    const props = transformBulletProps({ result: [{ colnames: ['SUM(num)'], coltypes: [0], data: [{ 'SUM(num)': -50 }], rowcount: 1 }] }, { ...formData, groupby: [], ranges: '100,abc', markers: '' });
    expect(props.domain).toEqual([-50, 275]);
    expect(props.ranges.map((r) => r.value)).toEqual([100]);
    expect(props.markers).toEqual([]);
  });

  it('has no bullets for an empty result', () => {
    const props = transformBulletProps({ result: [{ colnames: ['SUM(num)'], coltypes: [0], data: [], rowcount: 0 }] }, { ...formData, ranges: '' });
    expect(props.bullets).toEqual([]);
    expect(props.ranges).toEqual([]);
  });
});
