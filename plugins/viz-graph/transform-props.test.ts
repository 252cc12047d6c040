import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { GraphFormData } from './form-data.schema.js';
import { NEUTRAL_NODE_COLOR, parseEdgeSymbol, transformGraphProps } from './transform-props.js';

const formData: GraphFormData = { datasource: '3__table', viz_type: 'graph_chart', source: 'from', target: 'to', metric: 'SUM(n)', number_format: ',d' };
const response = (data: Array<Record<string, unknown>>, colnames = ['from', 'to', 'SUM(n)'], coltypes = [1, 1, 0]): ChartDataResponse => ({
  result: [{ colnames, coltypes, data, rowcount: data.length }],
});
const rows = [
  { from: 'a', to: 'b', 'SUM(n)': '10' },
  { from: 'a', to: 'c', 'SUM(n)': 30n },
  { from: 'b', to: 'c', 'SUM(n)': 20 },
  { from: 'a', to: 'b', 'SUM(n)': 5 },
  { from: 'c', to: 'd', 'SUM(n)': 0 },
  { from: 'c', to: 'd', 'SUM(n)': null },
];

describe('transformGraphProps', () => {
  it('makes a node per value with the total of its edges, and an edge per pair with the metric summed', () => {
    const props = transformGraphProps(response(rows), formData);
    expect(props.nodes.map((node) => [node.name, node.value, node.degree])).toEqual([
      ['a', 45, 2],
      ['b', 35, 2],
      ['c', 50, 2],
    ]);
    expect(props.edges.map((edge) => [edge.source, edge.target, edge.value, edge.formattedValue])).toEqual([
      [0, 1, 15, '15'],
      [0, 2, 30, '30'],
      [1, 2, 20, '20'],
    ]);
    expect(props.nodes[0]).toMatchObject({ rawValue: 'a', column: 'from' });
    expect(props.nodes[2]).toMatchObject({ column: 'to' });
  });

  it('sizes nodes from half to twice the base diameter, and edges from half to twice the base width', () => {
    const props = transformGraphProps(response(rows), { ...formData, baseNodeSize: 20, baseEdgeWidth: 4 });
    expect(props.nodes.map((node) => node.radius)).toEqual([15, 5, 20]);
    expect(props.edges.map((edge) => edge.width)).toEqual([2, 8, 4]);
  });

  it('colours nodes by category with the shared scale, first category wins, and lists the categories', () => {
    const props = transformGraphProps(
      response(
        [
          { from: 'a', to: 'b', kind: 'x', kind2: null, 'SUM(n)': 1 },
          { from: 'b', to: 'c', kind: 'y', kind2: true, 'SUM(n)': 1 },
        ],
        ['from', 'to', 'kind', 'kind2', 'SUM(n)'],
        [1, 1, 1, 3, 0],
      ),
      { ...formData, source_category: 'kind', target_category: 'kind2' },
      { colorScale: (label) => `#${label === 'x' ? 'aaaaaa' : 'bbbbbb'}`, verboseMap: { 'SUM(n)': 'Trips' } },
    );
    expect(props.nodes.map((node) => [node.name, node.category])).toEqual([
      ['a', 'x'],
      ['b', 'N/A'],
      ['c', 'kind2: true'],
    ]);
    expect(props.categories.map((category) => category.name)).toEqual(['x', 'N/A', 'y', 'kind2: true']);
    expect(props.nodes[0]!.color).toBe('#aaaaaa');
    expect(props.edges[0]!.color).toBe('#aaaaaa');
    expect(props.metricLabel).toBe('Trips');
  });

  it("uses the scheme's first colour without categories, and labels only nodes above the threshold", () => {
    const props = transformGraphProps(response(rows), { ...formData, showSymbolThreshold: 40 });
    expect(new Set(props.nodes.map((node) => node.color))).toEqual(new Set(['#2F6FDE']));
    expect(props.nodes.map((node) => node.labelled)).toEqual([true, false, true]);
    // Beside categorised nodes, a node without a category is neutral.
    const mixed = transformGraphProps(response([{ from: 'a', to: 'b', kind: 'x', 'SUM(n)': 1 }], ['from', 'to', 'kind', 'SUM(n)'], [1, 1, 1, 0]), { ...formData, source_category: 'kind' });
    expect(mixed.nodes.map((node) => node.color)).toEqual([mixed.categories[0]!.color, NEUTRAL_NODE_COLOR]);
  });

  it("carries Superset's defaults for the layout and interaction", () => {
    expect(transformGraphProps(response(rows), formData)).toMatchObject({
      layout: 'force',
      force: { edgeLength: 400, gravity: 0.3, repulsion: 1000, friction: 0.2 },
      roam: true,
      draggable: false,
      selectedMode: 'single',
      edgeSymbol: ['none', 'arrow'],
      showLegend: true,
      legendOrientation: 'top',
    });
  });

  it('reads edge symbols, unknown ones as none', () => {
    expect(parseEdgeSymbol('circle,arrow')).toEqual(['circle', 'arrow']);
    expect(parseEdgeSymbol('star')).toEqual(['none', 'none']);
    expect(parseEdgeSymbol(null)).toEqual(['none', 'none']);
  });

  it('is empty for an empty result or before the columns are chosen', () => {
    expect(transformGraphProps(response([]), formData).nodes).toEqual([]);
    expect(transformGraphProps(response(rows), { ...formData, target: null }).nodes).toEqual([]);
  });
});
