import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { FunnelFormData } from './form-data.schema.js';
import { transformFunnelProps } from './transform-props.js';

// Births by state, largest first, as the chart-data API returns them for a funnel.
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'SUM(num)'],
      coltypes: [1, 0],
      data: [
        { state: 'CA', 'SUM(num)': 5_430_796 },
        { state: 'TX', 'SUM(num)': '3311985' },
        { state: null, 'SUM(num)': 1_000 },
        { state: 'NY', 'SUM(num)': null },
        { state: 'VT', 'SUM(num)': -5 },
        { state: 'WY', 'SUM(num)': 0 },
      ],
      rowcount: 6,
    },
  ],
};
const formData: FunnelFormData = {
  datasource: '3__table',
  viz_type: 'funnel',
  groupby: ['state'],
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
  number_format: ',d',
  color_scheme: 'd3Category10',
  label_colors: { TX: '#ff00ff' },
};

describe('transformFunnelProps', () => {
  it('makes one step per row with a value, named by its dimension values', () => {
    const props = transformFunnelProps(response, formData);
    expect(props.steps.map((s) => s.key)).toEqual(['CA', 'TX', '<NULL>', 'WY']);
    expect(props.steps.map((s) => s.groupValues)).toEqual([['CA'], ['TX'], [null], ['WY']]);
    expect(props.steps.map((s) => s.value)).toEqual([5_430_796, 3_311_985, 1_000, 0]);
    expect(props.steps[1]?.formattedValue).toBe('3,311,985');
  });

  it('colours steps from the scheme, with label colours first, or from the host', () => {
    const scheme = getColorScheme('d3Category10').colors;
    expect(transformFunnelProps(response, formData).steps.map((s) => s.color)).toEqual([scheme[0], '#ff00ff', scheme[1], scheme[2]]);
    const shared = transformFunnelProps(response, formData, { colorScale: (label) => (label === 'CA' ? '#123456' : '#abcdef') });
    expect(shared.steps[0]?.color).toBe('#123456');
  });

  it("names the metric by the dataset's verbose name and passes the display settings on", () => {
    const props = transformFunnelProps(response, { ...formData, percent_calculation_type: 'prev_step', label_type: 3 }, { verboseMap: { 'SUM(num)': 'Births' } });
    expect(props).toMatchObject({
      metricLabel: 'Births',
      groupby: ['state'],
      percentCalculationType: 'prev_step',
      showLabels: true,
      labelType: 3,
      showTooltip: true,
      tooltipLabelType: 5,
      showLegend: true,
      legendOrientation: 'top',
    });
  });

  it('names a single step without dimensions after the metric, and writes temporal values with date_format', () => {
    const total = transformFunnelProps({ result: [{ colnames: ['SUM(num)'], coltypes: [0], data: [{ 'SUM(num)': 12 }], rowcount: 1 }] }, { ...formData, groupby: [] }, { verboseMap: { 'SUM(num)': 'Births' } });
    expect(total.steps.map((s) => s.key)).toEqual(['Births']);
    const byYear = transformFunnelProps(
      { result: [{ colnames: ['ds', 'count'], coltypes: [2, 0], data: [{ ds: Date.UTC(2020, 0, 1), count: 3 }], rowcount: 1 }] },
      { datasource: '3__table', viz_type: 'funnel', groupby: ['ds'], metric: 'count', date_format: '%Y' },
    );
    expect(byYear.steps[0]?.key).toBe('2020');
  });

  it('has no steps for an empty result', () => {
    expect(transformFunnelProps({ result: [{ colnames: ['state', 'SUM(num)'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData).steps).toEqual([]);
    expect(transformFunnelProps({ result: [] }, formData).steps).toEqual([]);
  });
});
