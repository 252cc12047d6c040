import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { BubbleFormData } from './form-data.schema.js';
import { transformBubbleProps } from './transform-props.js';

const response: ChartDataResponse = {
  result: [
    {
      colnames: ['name', 'gender', 'count', 'SUM(num)', 'AVG(num)'],
      coltypes: [1, 1, 0, 0, 0],
      data: [
        { name: 'Aaron', gender: 'boy', count: 10, 'SUM(num)': 500, 'AVG(num)': 50 },
        { name: 'Abby', gender: 'girl', count: '4', 'SUM(num)': 40, 'AVG(num)': 10 },
        { name: null, gender: 'girl', count: 6, 'SUM(num)': 120, 'AVG(num)': 20 },
        { name: 'Zed', gender: 'boy', count: 2, 'SUM(num)': null, 'AVG(num)': 5 },
      ],
      rowcount: 4,
    },
  ],
};
const formData: BubbleFormData = { datasource: '3__table', viz_type: 'bubble_v2', entity: 'name', series: 'gender', x: 'count', y: 'SUM(num)', size: 'AVG(num)', max_bubble_size: '25', color_scheme: 'd3Category10' };

describe('transformBubbleProps', () => {
  it('makes a bubble per row with all three values, named by entity and dimension', () => {
    const props = transformBubbleProps(response, formData);
    expect(props.bubbles.map((b) => [b.entity, b.series, b.x, b.y, b.size])).toEqual([
      ['Aaron', 'boy', 10, 500, 50],
      ['Abby', 'girl', 4, 40, 10],
      ['<NULL>', 'girl', 6, 120, 20],
    ]);
    expect(props.bubbles[2]?.entityValue).toBeNull();
  });

  it("sizes bubbles linearly from 5 pixels to 5 + twice the maximum, as Superset does", () => {
    const props = transformBubbleProps(response, formData);
    expect(props.bubbles.map((b) => b.diameter)).toEqual([55, 5, 5 + (10 / 40) * 50]);
    expect(transformBubbleProps(response, { ...formData, max_bubble_size: 50 }).bubbles[0]?.diameter).toBe(105);
  });

  it('colours by dimension value, with a legend entry each, or by entity without a dimension', () => {
    const scheme = getColorScheme('d3Category10').colors;
    const props = transformBubbleProps(response, formData);
    expect(props.legend).toEqual([
      { key: 'boy', color: scheme[0] },
      { key: 'girl', color: scheme[1] },
    ]);
    expect(props.bubbles.map((b) => b.color)).toEqual([scheme[0], scheme[1], scheme[1]]);
    expect(transformBubbleProps(response, { ...formData, series: null }).legend.map((l) => l.key)).toEqual(['Aaron', 'Abby', '<NULL>']);
  });

  it('names the metrics by their verbose names and passes the axes settings on', () => {
    const props = transformBubbleProps(response, { ...formData, logXAxis: true, x_axis_label: 'Names' }, { verboseMap: { count: 'Rows', 'SUM(num)': 'Births' } });
    expect(props).toMatchObject({ xName: 'Rows', yName: 'Births', sizeName: 'AVG(num)', logX: true, logY: false, truncateY: false, opacity: 0.6, xAxisTitle: 'Names', xFormat: 'SMART_NUMBER' });
  });

  it('has no bubbles for an empty result', () => {
    const props = transformBubbleProps({ result: [{ colnames: [], coltypes: [], data: [], rowcount: 0 }] }, formData);
    expect(props.bubbles).toEqual([]);
    expect(props.legend).toEqual([]);
  });
});
