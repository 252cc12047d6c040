import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { ChordFormData } from './form-data.schema.js';
import { transformChordProps } from './transform-props.js';

const formData: ChordFormData = { datasource: '3__table', viz_type: 'chord', groupby: ['origin'], columns: ['destination'], metric: 'SUM(trips)', y_axis_format: ',d' };
const response = (data: Array<Record<string, unknown>>, coltypes = [1, 1, 0]): ChartDataResponse => ({
  result: [{ colnames: ['origin', 'destination', 'SUM(trips)'], coltypes, data, rowcount: data.length }],
});

describe('transformChordProps', () => {
  const rows = [
    { origin: 'Paris', destination: 'Lyon', 'SUM(trips)': '120' },
    { origin: 'Lyon', destination: 'Paris', 'SUM(trips)': 80 },
    { origin: 'Paris', destination: 'Nice', 'SUM(trips)': 30n },
    { origin: 'Paris', destination: 'Lyon', 'SUM(trips)': 5 },
    { origin: null, destination: 'Nice', 'SUM(trips)': 2 },
    { origin: 'Nice', destination: 'Lyon', 'SUM(trips)': 0 },
  ];

  it('makes one node per value of either column and a matrix of what flows from row to column', () => {
    const props = transformChordProps(response(rows), formData);
    expect(props.nodes.map((node) => node.name)).toEqual(['Paris', 'Lyon', 'Nice', '<NULL>']);
    expect(props.matrix).toEqual([
      [0, 125, 30, 0],
      [80, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 2, 0],
    ]);
    expect(props.nodes.map((node) => [node.outgoing, node.incoming])).toEqual([
      [155, 80],
      [80, 125],
      [0, 32],
      [2, 0],
    ]);
    expect(props.numberFormat).toBe(',d');
  });

  it('colours nodes from the shared scale and names the metric verbosely', () => {
    const props = transformChordProps(response(rows), formData, { colorScale: (label) => (label === 'Paris' ? '#0a0b0c' : '#ffffff'), verboseMap: { 'SUM(trips)': 'Trips' } });
    expect(props.nodes[0]!.color).toBe('#0a0b0c');
    expect(props.metricLabel).toBe('Trips');
    expect(transformChordProps(response(rows), { ...formData, label_colors: { Lyon: '#111111' } }).nodes[1]!.color).toBe('#111111');
  });

  it('writes temporal values as dates', () => {
    const props = transformChordProps(response([{ origin: Date.UTC(2021, 0, 1), destination: 'Lyon', 'SUM(trips)': 1 }], [2, 1, 0]), formData);
    expect(props.nodes[0]!.name).toBe('2021');
  });

  it('is empty for an empty result or without a target column', () => {
    expect(transformChordProps(response([]), formData)).toMatchObject({ nodes: [], matrix: [] });
    expect(transformChordProps(response(rows), { ...formData, columns: [] }).nodes).toEqual([]);
  });
});
