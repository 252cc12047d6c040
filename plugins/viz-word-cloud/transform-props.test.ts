import { getColorScheme, type ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { WordCloudFormData } from './form-data.schema.js';
import { transformWordCloudProps, wordAngle } from './transform-props.js';

const response: ChartDataResponse = {
  result: [
    {
      colnames: ['name', 'SUM(num)'],
      coltypes: [1, 0],
      data: [
        { name: 'Michael', 'SUM(num)': 1_000 },
        { name: 'Anna', 'SUM(num)': '500' },
        { name: null, 'SUM(num)': 250 },
        { name: 'Zoe', 'SUM(num)': 0 },
        { name: 'Liam', 'SUM(num)': null },
      ],
      rowcount: 5,
    },
  ],
};
const formData: WordCloudFormData = {
  datasource: '3__table',
  viz_type: 'word_cloud',
  series: 'name',
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
  color_scheme: 'd3Category10',
  label_colors: { Anna: '#ff00ff' },
};

describe('transformWordCloudProps', () => {
  it('makes a word per row with a positive value, largest first, sized from size_from at zero to size_to at the largest', () => {
    const { words } = transformWordCloudProps(response, formData);
    expect(words.map((w) => [w.text, w.value, w.size])).toEqual([
      ['Michael', 1_000, 70],
      ['Anna', 500, 40],
      ['<NULL>', 250, 25],
    ]);
    expect(words[0]!.formattedValue).toBe('1k');
    const small = transformWordCloudProps(response, { ...formData, size_from: 20, size_to: 30 }).words;
    expect(small.map((w) => w.size)).toEqual([30, 25, 22.5]);
  });

  it('colours words from the scheme, label colours first, and names things by their verbose names', () => {
    const scheme = getColorScheme('d3Category10').colors;
    const props = transformWordCloudProps(response, formData, { verboseMap: { 'SUM(num)': 'Births', name: 'First name' } });
    expect(props.words.map((w) => w.color)).toEqual([scheme[0], '#ff00ff', scheme[1]]);
    expect(props).toMatchObject({ metricLabel: 'Births', seriesLabel: 'First name' });
  });

  it('turns words as the rotation asks, the same way every time', () => {
    const angles = (rotation: 'flat' | 'square' | 'random') => transformWordCloudProps(response, { ...formData, rotation }).words.map((w) => w.rotate);
    expect(angles('flat')).toEqual([0, 0, 0]);
    for (const angle of angles('square')) expect([0, 90]).toContain(angle);
    for (const angle of angles('random')) expect([-90, -60, -30, 0, 30, 60]).toContain(angle);
    expect(wordAngle('Michael', 'random')).toBe(wordAngle('Michael', 'random'));
    const spread = new Set(Array.from({ length: 40 }, (_, i) => wordAngle(`w${i}`, 'square')));
    expect(spread).toEqual(new Set([0, 90]));
  });

  it('has no words for an empty result', () => {
    expect(transformWordCloudProps({ result: [{ colnames: ['name', 'SUM(num)'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData).words).toEqual([]);
  });
});
