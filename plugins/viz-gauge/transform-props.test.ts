import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { GaugeFormData } from './form-data.schema.js';
import { transformGaugeProps } from './transform-props.js';

const response: ChartDataResponse = {
  result: [
    {
      colnames: ['gender', 'SUM(num)'],
      coltypes: [1, 0],
      data: [
        { gender: 'boy', 'SUM(num)': '48133355' },
        { gender: 'girl', 'SUM(num)': 36_172_350 },
        { gender: null, 'SUM(num)': 12 },
        { gender: 'other', 'SUM(num)': null },
      ],
      rowcount: 4,
    },
  ],
};
const formData: GaugeFormData = {
  datasource: '3__table',
  viz_type: 'gauge_chart',
  groupby: ['gender'],
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
  number_format: '.3s',
  value_formatter: '{value} births',
  max_val: 60_000_000,
  split_number: 6,
  color_scheme: 'd3Category10',
  label_colors: { girl: '#ff00ff' },
  intervals: '20000000,60000000',
  interval_color_indices: '4,3',
};

describe('transformGaugeProps', () => {
  it('makes one needle per group with its value written in the value format', () => {
    const props = transformGaugeProps(response, formData);
    expect(props.series.map((s) => [s.key, s.value, s.formattedValue])).toEqual([
      ['boy', 48_133_355, '48.1M births'],
      ['girl', 36_172_350, '36.2M births'],
      ['<NULL>', 12, '12.0 births'],
    ]);
    expect(props.series[0]?.groupValues).toEqual(['boy']);
    const scheme = getColorScheme('d3Category10').colors;
    expect(props.series.map((s) => s.color)).toEqual([scheme[0], '#ff00ff', scheme[1]]);
  });

  it('spans the dial from the bounds, labels each split and colours the intervals', () => {
    const props = transformGaugeProps(response, formData);
    expect([props.min, props.max]).toEqual([0, 60_000_000]);
    expect(props.ticks.map((t) => t.label)).toEqual(['0.00', '10.0M', '20.0M', '30.0M', '40.0M', '50.0M', '60.0M']);
    expect(props.ticks[3]?.fraction).toBeCloseTo(0.5);
    const scheme = getColorScheme('d3Category10').colors;
    expect(props.intervals).toEqual([
      { from: 0, to: 1 / 3, color: scheme[3] },
      { from: 1 / 3, to: 1, color: scheme[2] },
    ]);
  });

  it("names a single dial after the metric's verbose name and passes Superset's display defaults on", () => {
    const total = transformGaugeProps(
      { result: [{ colnames: ['SUM(num)'], coltypes: [0], data: [{ 'SUM(num)': 42 }], rowcount: 1 }] },
      { datasource: '3__table', viz_type: 'gauge_chart', metric: 'SUM(num)' },
      { verboseMap: { 'SUM(num)': 'Births' } },
    );
    expect(total.series.map((s) => [s.key, s.formattedValue])).toEqual([['Births', '42']]);
    expect(total).toMatchObject({
      metricLabel: 'Births',
      min: 0,
      max: 90,
      startAngle: 225,
      endAngle: -45,
      fontSize: 15,
      showPointer: true,
      animation: true,
      showAxisTick: false,
      showSplitLine: false,
      showProgress: true,
      overlap: true,
      roundCap: false,
      intervals: [],
    });
    expect(total.ticks).toHaveLength(11);
  });

  it('has no needles for an empty result', () => {
    expect(transformGaugeProps({ result: [{ colnames: ['SUM(num)'], coltypes: [0], data: [], rowcount: 0 }] }, formData).series).toEqual([]);
  });
});
