import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { PieFormData } from './form-data.schema.js';
import { transformPieProps } from './transform-props.js';

// Births by gender and state, as the chart-data API returns them for a pie (largest first).
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['gender', 'state', 'SUM(num)'],
      coltypes: [1, 1, 0],
      data: [
        { gender: 'boy', state: 'CA', 'SUM(num)': 5_430_796 },
        { gender: 'girl', state: 'CA', 'SUM(num)': 3_567_754 },
        { gender: 'boy', state: 'TX', 'SUM(num)': '3311985' },
        { gender: 'girl', state: null, 'SUM(num)': 1_000 },
        { gender: 'boy', state: 'NY', 'SUM(num)': null },
        { gender: 'girl', state: 'NY', 'SUM(num)': -5 },
      ],
      rowcount: 6,
    },
  ],
};
const formData: PieFormData = {
  datasource: '3__table',
  viz_type: 'pie',
  groupby: ['gender', 'state'],
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
  number_format: ',d',
  label_type: 'key_percent',
  color_scheme: 'd3Category10',
  label_colors: { 'girl, CA': '#ff00ff' },
};
const total = 5_430_796 + 3_567_754 + 3_311_985 + 1_000;

describe('transformPieProps', () => {
  it('makes one slice per row with a positive value, named by its dimension values', () => {
    const props = transformPieProps(response, formData);
    expect(props.slices.map((s) => s.key)).toEqual(['boy, CA', 'girl, CA', 'boy, TX', 'girl, <NULL>']);
    expect(props.slices.map((s) => s.groupValues)).toEqual([
      ['boy', 'CA'],
      ['girl', 'CA'],
      ['boy', 'TX'],
      ['girl', null],
    ]);
    expect(props.slices[2]?.value).toBe(3_311_985);
    expect(props.total).toBe(total);
    expect(props.formattedTotal).toBe('12,311,535');
  });

  it('gives each slice its share, formatted value and label', () => {
    const [first] = transformPieProps(response, formData).slices;
    expect(first?.percent).toBeCloseTo(5_430_796 / total);
    expect(first?.formattedValue).toBe('5,430,796');
    expect(first?.formattedPercent).toBe('44.1%');
    expect(first?.label).toBe('boy, CA: 44.1%');
    expect(transformPieProps(response, { ...formData, label_type: 'key_value_percent' }).slices[0]?.label).toBe('boy, CA: 5,430,796 (44.1%)');
    expect(transformPieProps(response, { ...formData, label_type: undefined }).slices[0]?.label).toBe('boy, CA');
  });

  it('colours slices from the scheme, with label colours first', () => {
    const scheme = getColorScheme('d3Category10').colors;
    expect(transformPieProps(response, formData).slices.map((s) => s.color)).toEqual([scheme[0], '#ff00ff', scheme[1], scheme[2]]);
  });

  it('passes the display settings on, with defaults for those unset', () => {
    const props = transformPieProps(response, { ...formData, donut: true, inner_radius: 45, show_labels_threshold: 2.5 });
    expect(props).toMatchObject({
      groupby: ['gender', 'state'],
      metricLabel: 'SUM(num)',
      numberFormat: ',d',
      labelType: 'key_percent',
      showLabels: true,
      labelsOutside: true,
      labelLine: true,
      showLegend: true,
      legendOrientation: 'top',
      donut: true,
      innerRadius: 45,
      outerRadius: 70,
      showTotal: false,
    });
    expect(props.showLabelsThreshold).toBeCloseTo(0.025);
  });

  it('writes temporal dimension values with date_format', () => {
    const byYear: ChartDataResponse = {
      result: [{ colnames: ['ds', 'count'], coltypes: [2, 0], data: [{ ds: Date.UTC(2020, 0, 1), count: 3 }], rowcount: 1 }],
    };
    const props = transformPieProps(byYear, { datasource: '3__table', viz_type: 'pie', groupby: ['ds'], metric: 'count', date_format: '%Y' });
    expect(props.slices[0]?.key).toBe('2020');
    expect(props.slices[0]?.groupValues).toEqual([Date.UTC(2020, 0, 1)]);
  });

  it('has no slices for an empty result', () => {
    const props = transformPieProps({ result: [{ colnames: ['gender', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData);
    expect(props.slices).toEqual([]);
    expect(props.total).toBe(0);
  });
});
