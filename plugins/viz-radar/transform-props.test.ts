import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { RadarFormData } from './form-data.schema.js';
import { transformRadarProps } from './transform-props.js';

const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'SUM(num_boys)', 'SUM(num_girls)', 'count'],
      coltypes: [1, 0, 0, 0],
      data: [
        { state: 'CA', 'SUM(num_boys)': 5_430_796, 'SUM(num_girls)': '3567754', count: 400 },
        { state: 'TX', 'SUM(num_boys)': 3_311_985, 'SUM(num_girls)': 2_313_186, count: 300 },
        { state: null, 'SUM(num_boys)': null, 'SUM(num_girls)': 10, count: 1 },
      ],
      rowcount: 3,
    },
  ],
};
const formData: RadarFormData = {
  datasource: '3__table',
  viz_type: 'radar',
  groupby: ['state'],
  metrics: [
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_boys' }, label: 'SUM(num_boys)' },
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_girls' }, label: 'SUM(num_girls)' },
    'count',
  ],
  number_format: ',d',
  color_scheme: 'd3Category10',
  label_colors: { TX: '#ff00ff' },
};

describe('transformRadarProps', () => {
  it('makes one polygon per category with a value on every axis', () => {
    const props = transformRadarProps(response, formData);
    expect(props.series.map((s) => [s.key, s.values])).toEqual([
      ['CA', [5_430_796, 3_567_754, 400]],
      ['TX', [3_311_985, 2_313_186, 300]],
      ['<NULL>', [null, 10, 1]],
    ]);
    expect(props.series[0]?.formattedValues).toEqual(['5,430,796', '3,567,754', '400']);
    expect(props.series[2]?.formattedValues[0]).toBe('N/A');
    const scheme = getColorScheme('d3Category10').colors;
    expect(props.series.map((s) => s.color)).toEqual([scheme[0], '#ff00ff', scheme[1]]);
  });

  it('runs each axis from zero to its largest value, named by verbose names', () => {
    const props = transformRadarProps(response, formData, { verboseMap: { 'SUM(num_boys)': 'Boys', count: 'Rows' } });
    expect(props.axes).toEqual([
      { name: 'Boys', min: 0, max: 5_430_796 },
      { name: 'SUM(num_girls)', min: 0, max: 3_567_754 },
      { name: 'Rows', min: 0, max: 400 },
    ]);
  });

  it("takes axis bounds from Superset's per-metric settings", () => {
    const props = transformRadarProps(response, {
      ...formData,
      column_config: { count: { radarMetricMaxValue: 1000, radarMetricMinValue: null }, 'SUM(num_girls)': { radarMetricMinValue: 5 } },
    });
    expect(props.axes[2]).toMatchObject({ min: 0, max: 1000 });
    expect(props.axes[1]).toMatchObject({ min: 5, max: 3_567_754 });
  });

  it("passes Superset's display defaults on, and writes temporal categories with date_format", () => {
    expect(transformRadarProps(response, formData)).toMatchObject({
      groupby: ['state'],
      showLabels: true,
      labelType: 'value',
      labelPosition: 'top',
      isCircle: false,
      showLegend: true,
      legendOrientation: 'top',
    });
    const byYear = transformRadarProps(
      { result: [{ colnames: ['ds', 'count'], coltypes: [2, 0], data: [{ ds: Date.UTC(2001, 0, 1), count: 3 }], rowcount: 1 }] },
      { datasource: '3__table', viz_type: 'radar', groupby: ['ds'], metrics: ['count'], date_format: '%Y' },
    );
    expect(byYear.series[0]?.key).toBe('2001');
  });

  it('has no polygons for an empty result', () => {
    const props = transformRadarProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData);
    expect(props.series).toEqual([]);
    expect(props.axes.map((a) => [a.min, a.max])).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
  });
});
