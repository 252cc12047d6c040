import { linearColorScale, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { CalHeatmapFormData } from './form-data.schema.js';
import { transformCalHeatmapProps } from './transform-props.js';

const day = (d: number) => Date.UTC(2024, 0, d);
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['__timestamp', 'count', 'SUM(num)'],
      coltypes: [2, 0, 0],
      data: [
        { __timestamp: day(1), count: 0, 'SUM(num)': 10 },
        { __timestamp: day(2), count: '10', 'SUM(num)': null },
        { __timestamp: '2024-01-03T00:00:00', count: 5, 'SUM(num)': 30 },
      ],
      rowcount: 3,
    },
  ],
};
const formData: CalHeatmapFormData = {
  datasource: '3__table',
  viz_type: 'cal_heatmap',
  granularity_sqla: 'ds',
  metrics: ['count', { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' }],
  linear_color_scheme: 'white_black',
  steps: 5,
  y_axis_format: ',d',
  x_axis_time_format: '%Y-%m-%d',
};

describe('transformCalHeatmapProps', () => {
  it('makes one calendar per metric with a month block of day cells', () => {
    const props = transformCalHeatmapProps(response, formData, { verboseMap: { 'SUM(num)': 'Births' } });
    expect(props.calendars.map((c) => c.name)).toEqual(['count', 'Births']);
    const [block] = props.calendars[0]!.blocks;
    expect(block).toMatchObject({ label: 'Jan 2024', cols: 5, rows: 7 });
    expect(block!.cells.slice(0, 4).map((c) => [c.formattedTime, c.value, c.formattedValue])).toEqual([
      ['2024-01-01', 0, '0'],
      ['2024-01-02', 10, '10'],
      ['2024-01-03', 5, '5'],
      ['2024-01-04', null, ''],
    ]);
    expect(props).toMatchObject({ domain: 'month', subdomain: 'day', cellSize: 10, cellPadding: 2, cellRadius: 0, showLegend: true, showValues: false, showMetricName: true });
  });

  it('shades values into colour steps between the lowest and highest value', () => {
    const gray = linearColorScale('white_black');
    const cells = transformCalHeatmapProps(response, formData).calendars[0]!.blocks[0]!.cells;
    expect(cells.slice(0, 4).map((c) => c.color)).toEqual([gray(0.1), gray(0.9), gray(0.5), null]);
    const calendar = transformCalHeatmapProps(response, formData).calendars[0]!;
    expect(calendar.legend.map((s) => s.label)).toEqual(['0 – 2', '2 – 4', '4 – 6', '6 – 8', '8 – 10']);
    expect([calendar.minLabel, calendar.maxLabel]).toEqual(['0', '10']);
  });

  it('titles blocks by their domain period', () => {
    expect(transformCalHeatmapProps(response, { ...formData, domain_granularity: 'week' }).calendars[0]!.blocks.map((b) => b.label)).toEqual(['Week of Jan 1, 2024']);
    expect(transformCalHeatmapProps(response, { ...formData, domain_granularity: 'year', subdomain_granularity: 'month' }).calendars[0]!.blocks[0]).toMatchObject({ label: '2024', cols: 12 });
  });

  it('has no calendars for an empty result', () => {
    expect(transformCalHeatmapProps({ result: [{ colnames: ['__timestamp', 'count'], coltypes: [2, 0], data: [], rowcount: 0 }] }, formData).calendars).toEqual([]);
  });
});
