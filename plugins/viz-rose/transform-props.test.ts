import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { RoseFormData } from './form-data.schema.js';
import { transformRoseProps } from './transform-props.js';

// Births per year by gender, as the server pivots and flattens them (years out of order).
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['ds', 'boy', 'girl'],
      coltypes: [2, 0, 0],
      data: [
        { ds: Date.UTC(2001, 0, 1), boy: 120, girl: '100' },
        { ds: Date.UTC(2000, 0, 1), boy: 110, girl: null },
        { ds: null, boy: 1, girl: 1 },
      ],
      rowcount: 3,
    },
  ],
};
const formData: RoseFormData = {
  datasource: '3__table',
  viz_type: 'rose',
  granularity_sqla: 'ds',
  metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' }],
  groupby: ['gender'],
  number_format: ',d',
  date_time_format: '%Y',
  color_scheme: 'd3Category10',
  label_colors: { girl: '#ff00ff' },
};

describe('transformRoseProps', () => {
  it('orders the periods in time and makes one series per column', () => {
    const props = transformRoseProps(response, formData);
    expect(props.times).toEqual([Date.UTC(2000, 0, 1), Date.UTC(2001, 0, 1)]);
    expect(props.formattedTimes).toEqual(['2000', '2001']);
    expect(props.series.map((s) => [s.key, s.values, s.formattedValues])).toEqual([
      ['boy', [110, 120], ['110', '120']],
      ['girl', [null, 100], ['N/A', '100']],
    ]);
    expect(props.series.map((s) => s.color)).toEqual([getColorScheme('d3Category10').colors[0], '#ff00ff']);
  });

  it("names series by the metric's verbose name when there is no dimension", () => {
    const props = transformRoseProps(
      { result: [{ colnames: ['ds', 'SUM(num)'], coltypes: [2, 0], data: [{ ds: 0, 'SUM(num)': 5 }], rowcount: 1 }] },
      { ...formData, groupby: [] },
      { verboseMap: { 'SUM(num)': 'Births' } },
    );
    expect(props.series.map((s) => s.key)).toEqual(['Births']);
  });

  it('writes shares as percentages under contribution and passes the display settings on', () => {
    const props = transformRoseProps({ result: [{ colnames: ['ds', 'boy'], coltypes: [2, 0], data: [{ ds: 0, boy: 0.525 }], rowcount: 1 }] }, { ...formData, contribution: true, rose_area_proportion: true });
    expect(props.series[0]?.formattedValues).toEqual(['52.5%']);
    expect(props).toMatchObject({ percentages: true, richTooltip: true, areaProportion: true, showLegend: true, legendOrientation: 'top' });
  });

  it('has no periods for an empty result', () => {
    const props = transformRoseProps({ result: [{ colnames: ['ds'], coltypes: [2], data: [], rowcount: 0 }] }, formData);
    expect(props.times).toEqual([]);
    expect(props.series).toEqual([]);
  });
});
