import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { SankeyFormData } from './form-data.schema.js';
import { transformSankeyProps } from './transform-props.js';

const formData: SankeyFormData = { datasource: '3__table', viz_type: 'sankey_v2', source: 'gender', target: 'state', metric: 'SUM(num)', number_format: ',d' };
const response = (data: Array<Record<string, unknown>>, colnames = ['gender', 'state', 'SUM(num)'], coltypes = [1, 1, 0]): ChartDataResponse => ({
  result: [{ colnames, coltypes, data, rowcount: data.length }],
});

describe('transformSankeyProps', () => {
  const rows = [
    { gender: 'boy', state: 'CA', 'SUM(num)': '3000' },
    { gender: 'girl', state: 'CA', 'SUM(num)': 1000 },
    { gender: 'boy', state: 'TX', 'SUM(num)': 1000n },
    { gender: null, state: 'NY', 'SUM(num)': 500 },
    { gender: 'girl', state: 'VT', 'SUM(num)': 0 },
    { gender: 'girl', state: 'WA', 'SUM(num)': null },
  ];

  it('makes one node per value and one flow per row, with values from numeric strings and bigints', () => {
    const props = transformSankeyProps(response(rows), formData);
    expect(props.nodes.map((node) => [node.name, node.value])).toEqual([
      ['boy', 4000],
      ['CA', 4000],
      ['girl', 1000],
      ['TX', 1000],
      ['<NULL>', 500],
      ['NY', 500],
    ]);
    expect(props.links.map((link) => [link.source, link.target, link.value])).toEqual([
      ['boy', 'CA', 3000],
      ['girl', 'CA', 1000],
      ['boy', 'TX', 1000],
      ['<NULL>', 'NY', 500],
    ]);
    expect(props.droppedLinks).toBe(0);
  });

  it("formats values and each flow's share of both its ends", () => {
    const link = transformSankeyProps(response(rows), formData).links[0]!;
    expect(link).toMatchObject({ formattedValue: '3,000', sourceShare: '75.00%', targetShare: '75.00%' });
  });

  it('chains intermediate levels and sums flows that repeat', () => {
    const props = transformSankeyProps(
      response(
        [
          { gender: 'boy', name: 'Sam', state: 'CA', n: 2 },
          { gender: 'girl', name: 'Sam', state: 'CA', n: 3 },
        ],
        ['gender', 'name', 'state', 'n'],
        [1, 1, 1, 0],
      ),
      { ...formData, intermediate_levels: ['name'], metric: 'n' },
    );
    expect(props.links.map((link) => [link.source, link.target, link.value])).toEqual([
      ['boy', 'Sam', 2],
      ['Sam', 'CA', 5],
      ['girl', 'Sam', 3],
    ]);
  });

  it('drops self-loops and flows that close a cycle, and counts them', () => {
    const props = transformSankeyProps(
      response([
        { gender: 'a', state: 'b', 'SUM(num)': 5 },
        { gender: 'b', state: 'a', 'SUM(num)': 1 },
        { gender: 'c', state: 'c', 'SUM(num)': 9 },
      ]),
      formData,
    );
    expect(props.links.map((link) => `${link.source}>${link.target}`)).toEqual(['a>b']);
    expect(props.droppedLinks).toBe(2);
  });

  it('writes temporal values as dates', () => {
    const props = transformSankeyProps(response([{ ds: Date.UTC(2020, 0, 1), state: 'CA', 'SUM(num)': 1 }], ['ds', 'state', 'SUM(num)'], [2, 1, 0]), { ...formData, source: 'ds' });
    expect(props.nodes[0]!.name).toBe('2020');
  });

  it('colours nodes with the label colours and the shared scale, and names the metric verbosely', () => {
    const own = transformSankeyProps(response(rows), { ...formData, label_colors: { CA: '#123456' } });
    expect(own.nodes.find((node) => node.name === 'CA')?.color).toBe('#123456');
    const shared = transformSankeyProps(response(rows), formData, { colorScale: (label) => (label === 'boy' ? '#abcdef' : '#000000'), verboseMap: { 'SUM(num)': 'Births' } });
    expect(shared.nodes[0]?.color).toBe('#abcdef');
    expect(shared.metricLabel).toBe('Births');
  });

  it('has no nodes for an empty result or before both columns are chosen', () => {
    expect(transformSankeyProps(response([]), formData).nodes).toEqual([]);
    expect(transformSankeyProps(response(rows), { ...formData, target: null }).links).toEqual([]);
  });
});
