import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { edgeFilters, graphCrossFilter, nodeFilters, selectedNodeNames } from './cross-filter.js';
import { transformGraphProps } from './transform-props.js';

const response: ChartDataResponse = {
  result: [
    {
      colnames: ['from', 'to', 'n'],
      coltypes: [1, 1, 0],
      data: [
        { from: 'a', to: 'b', n: 1 },
        { from: 'c', to: 'b', n: 2 },
        { from: null, to: 'd', n: 3 },
      ],
      rowcount: 3,
    },
  ],
};
const props = transformGraphProps(response, { datasource: '1__table', viz_type: 'graph_chart', source: 'from', target: 'to', metric: 'n' });
const node = (name: string) => props.nodes.find((candidate) => candidate.name === name)!;

describe('graph cross-filter', () => {
  it("filters on the clicked node's column, replacing the selection in single mode", () => {
    expect(graphCrossFilter(props, node('b'), new Set(['a']), 'single')).toEqual({
      extraFormData: { filters: [{ col: 'to', op: 'IN', val: ['b'] }] },
      filterState: { value: ['b'], selectedValues: ['b'], label: 'b' },
    });
  });

  it('adds nodes of the same column in multiple mode, and starts over for the other column', () => {
    expect(graphCrossFilter(props, node('c'), new Set(['a']), 'multiple').extraFormData).toEqual({ filters: [{ col: 'from', op: 'IN', val: ['a', 'c'] }] });
    expect(graphCrossFilter(props, node('b'), new Set(['a']), 'multiple').extraFormData).toEqual({ filters: [{ col: 'to', op: 'IN', val: ['b'] }] });
  });

  it('clears the filter when the only selected node is clicked again', () => {
    expect(graphCrossFilter(props, node('a'), new Set(['a']), 'single')).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('selects a missing value with IS NULL', () => {
    expect(graphCrossFilter(props, node('N/A'), new Set(), 'single').extraFormData).toEqual({ filters: [{ col: 'from', op: 'IS NULL' }] });
  });

  it('reads the selected names back from the filter state', () => {
    expect(selectedNodeNames({ value: ['a'], selectedValues: ['a', 'c'] })).toEqual(new Set(['a', 'c']));
    expect(selectedNodeNames({ value: null })).toEqual(new Set());
    expect(selectedNodeNames(undefined)).toEqual(new Set());
  });

  it('gives the drill filters of a node and of an edge', () => {
    expect(nodeFilters(node('c'))).toEqual([{ col: 'from', op: '==', val: 'c' }]);
    expect(edgeFilters(props, props.edges[1]!)).toEqual([
      { col: 'from', op: '==', val: 'c' },
      { col: 'to', op: '==', val: 'b' },
    ]);
  });
});
