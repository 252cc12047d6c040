import { linearColorScale, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { HeatmapFormData } from './form-data.schema.js';
import { transformHeatmapProps } from './transform-props.js';

// Births by state and gender, with the server's rank column (over the whole heatmap).
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'gender', 'SUM(num)', 'rank'],
      coltypes: [1, 1, 0, 0],
      data: [
        { state: 'CA', gender: 'boy', 'SUM(num)': 400, rank: 1 },
        { state: 'CA', gender: 'girl', 'SUM(num)': '300', rank: 0.8 },
        { state: 'NY', gender: 'boy', 'SUM(num)': 200, rank: 0.6 },
        { state: 'NY', gender: 'girl', 'SUM(num)': 100, rank: 0.4 },
        { state: 'TX', gender: 'boy', 'SUM(num)': 0, rank: 0.2 },
        { state: 'TX', gender: 'girl', 'SUM(num)': null, rank: null },
        { state: null, gender: 'girl', 'SUM(num)': 50, rank: 0.3 },
      ],
      rowcount: 7,
    },
  ],
};
const formData: HeatmapFormData = {
  datasource: '3__table',
  viz_type: 'heatmap_v2',
  x_axis: 'state',
  groupby: 'gender',
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
  y_axis_format: ',d',
  linear_color_scheme: 'white_black',
};
const gray = linearColorScale('white_black');

describe('transformHeatmapProps', () => {
  it('lays the categories out in axis order, missing values last, one cell per value', () => {
    const props = transformHeatmapProps(response, formData);
    expect(props.xCategories.map((c) => c.label)).toEqual(['CA', 'NY', 'TX', '<NULL>']);
    expect(props.yCategories.map((c) => c.label)).toEqual(['boy', 'girl']);
    expect(props.cells).toHaveLength(6);
    expect(props.cells.find((c) => c.x === 0 && c.y === 1)).toMatchObject({ value: 300, formattedValue: '300' });
    expect(props.cells.some((c) => c.x === 2 && c.y === 1)).toBe(false);
  });

  it('colours cells by their place between the lowest and highest value', () => {
    const props = transformHeatmapProps(response, formData);
    const ca = props.cells.find((c) => c.x === 0 && c.y === 0)!;
    const ny = props.cells.find((c) => c.x === 1 && c.y === 0)!;
    expect(ca.t).toBe(1);
    expect(ny.t).toBeCloseTo(0.5);
    expect(ny.color).toBe(gray(0.5));
    expect(props.legend).toMatchObject({ type: 'continuous', minLabel: '0', maxLabel: '400', caption: 'SUM(num)' });
  });

  it('honours value bounds and colours by rank when normalized', () => {
    const bounded = transformHeatmapProps(response, { ...formData, value_bounds: [100, '200'] });
    expect(bounded.cells.find((c) => c.value === 400)!.t).toBe(1);
    expect(bounded.cells.find((c) => c.value === 0)!.t).toBe(0);
    expect(bounded.legend.minLabel).toBe('100');
    const ranked = transformHeatmapProps(response, { ...formData, normalized: true });
    expect(ranked.cells.find((c) => c.value === 100)!.t).toBeCloseTo(0.4);
    expect(ranked.legend).toMatchObject({ minLabel: '0%', maxLabel: '100%', caption: 'Percentile rank' });
  });

  it('normalises within each column and gives the share of the column', () => {
    const props = transformHeatmapProps(response, { ...formData, normalize_across: 'x' });
    const caBoy = props.cells.find((c) => c.x === 0 && c.y === 0)!;
    const caGirl = props.cells.find((c) => c.x === 0 && c.y === 1)!;
    expect([caBoy.t, caGirl.t]).toEqual([1, 0]);
    expect(caBoy.percentage).toBe('57.14% (CA)');
    expect(props.legend.caption).toBe('Share of each column’s range');
    expect(transformHeatmapProps(response, formData).cells[0]?.percentage).toBe('38.10% (heatmap)');
    expect(transformHeatmapProps(response, { ...formData, show_percentage: false }).cells[0]?.percentage).toBeNull();
  });

  it('sorts axes by the metric totals', () => {
    const props = transformHeatmapProps(response, { ...formData, sort_x_axis: 'value_asc', sort_y_axis: 'value_desc' });
    expect(props.xCategories.map((c) => c.label)).toEqual(['TX', '<NULL>', 'NY', 'CA']);
    expect(props.yCategories.map((c) => c.label)).toEqual(['boy', 'girl']);
  });

  it('quantises colours into five steps for a piecewise legend', () => {
    const props = transformHeatmapProps(response, { ...formData, legend_type: 'piecewise' });
    expect(props.cells.find((c) => c.value === 400)!.color).toBe(gray(0.9));
    expect(props.legend.pieces.map((p) => p.label)).toEqual(['0 – 80', '80 – 160', '160 – 240', '240 – 320', '320 – 400']);
  });

  it('writes temporal categories with the time format and names axes by verbose names', () => {
    const byYear: ChartDataResponse = {
      result: [{ colnames: ['ds', 'gender', 'count', 'rank'], coltypes: [2, 1, 0, 0], data: [{ ds: Date.UTC(2001, 0, 1), gender: 'boy', count: 3, rank: 1 }], rowcount: 1 }],
    };
    const props = transformHeatmapProps(byYear, { ...formData, x_axis: 'ds', metric: 'count', x_axis_time_format: '%Y' }, { verboseMap: { ds: 'Date', count: 'Rows' } });
    expect(props.xCategories).toEqual([{ value: Date.UTC(2001, 0, 1), label: '2001' }]);
    expect(props).toMatchObject({ xName: 'Date', yName: 'gender', metricName: 'Rows' });
  });

  it('has no cells for an empty result', () => {
    const props = transformHeatmapProps({ result: [{ colnames: ['state', 'gender', 'SUM(num)', 'rank'], coltypes: [1, 1, 0, 0], data: [], rowcount: 0 }] }, formData);
    expect(props.cells).toEqual([]);
    expect(props.legend.minLabel).toBe('');
  });
});
