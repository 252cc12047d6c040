import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { WorldMapFormData } from './form-data.schema.js';
import { transformWorldMapProps } from './transform-props.js';

const response = (data: Array<Record<string, unknown>>): ChartDataResponse => ({
  result: [{ colnames: ['country_code', 'sum__SP_POP_TOTL', 'sum__SP_RUR_TOTL'], coltypes: [1, 0, 0], data, rowcount: data.length }],
});
const rows = [
  { country_code: 'CHN', sum__SP_POP_TOTL: '1364300000', sum__SP_RUR_TOTL: 614000000 },
  { country_code: 'FRA', sum__SP_POP_TOTL: 66300000, sum__SP_RUR_TOTL: 13900000 },
  { country_code: 'ISL', sum__SP_POP_TOTL: 300000, sum__SP_RUR_TOTL: null },
  { country_code: null, sum__SP_POP_TOTL: 5, sum__SP_RUR_TOTL: 5 },
];
const formData: WorldMapFormData = { datasource: '7__table', viz_type: 'world_map', entity: 'country_code', country_fieldtype: 'cca3', metric: 'sum__SP_POP_TOTL', linear_color_scheme: 'white_black' };

describe('transformWorldMapProps', () => {
  it('shades each country between the lowest and highest value and writes the legend', () => {
    const props = transformWorldMapProps(response(rows), formData, { verboseMap: { sum__SP_POP_TOTL: 'Population' } });
    expect(props.entries.map((e) => [e.label, e.metric, e.color])).toEqual([
      ['CHN', 1364300000, 'rgb(0, 0, 0)'],
      ['FRA', 66300000, expect.stringMatching(/^rgb\(2[34]\d, 2[34]\d, 2[34]\d\)$/)],
      ['ISL', 300000, 'rgb(255, 255, 255)'],
    ]);
    expect(props.metricName).toBe('Population');
    expect(props.legend).toMatchObject({ caption: 'Population', minLabel: '300k', maxLabel: '1.36B', colors: ['#ffffff', '#000000'] });
    expect(props.showBubbles).toBe(false);
    expect(props.bubbleColor).toBe('rgba(0, 122, 135, 1)');
  });

  it('sizes bubbles by the secondary metric and colours by country from the categorical scheme', () => {
    const props = transformWorldMapProps(response(rows), { ...formData, color_by: 'country', secondary_metric: 'sum__SP_RUR_TOTL', show_bubbles: true, max_bubble_size: '50', color_picker: '#ff0000', y_axis_format: ',d' });
    expect(props.legend).toBeNull();
    expect(props.maxBubbleSize).toBe(50);
    expect(props.bubbleColor).toBe('#ff0000');
    expect(props.entries[1]).toMatchObject({ label: 'FRA', secondary: 13900000, formattedSecondary: '13,900,000', formattedMetric: '66,300,000' });
    expect(props.entries[2]!.formattedSecondary).toBe('–');
    const colors = props.entries.map((e) => e.color);
    expect(new Set(colors).size).toBe(3);
    expect(colors.every((c) => /^#/.test(c))).toBe(true);
  });

  it('handles an empty result', () => {
    const props = transformWorldMapProps(response([]), formData);
    expect(props.entries).toEqual([]);
    expect(props.legend).toBeNull();
  });
});
