import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { chartIdsOf, savedChartOptions, savedChartsUrl } from './saved-charts-query.js';

const queryOf = (url: string) => {
  expect(url.startsWith('/api/v1/chart/?q=')).toBe(true);
  return rison.decode(decodeURIComponent(url.slice('/api/v1/chart/?q='.length))) as Record<string, unknown>;
};

describe('savedChartsUrl', () => {
  it('searches the charts of a viz-type prefix by name, leaving out excluded types, ordered by name', () => {
    const q = queryOf(savedChartsUrl({ vizTypePrefix: 'deck_', excludeVizTypes: ['deck_multi'] }, { search: '  flights ' }));
    expect(q).toEqual({
      columns: ['id', 'slice_name', 'viz_type'],
      filters: [
        { col: 'viz_type', opr: 'sw', value: 'deck_' },
        { col: 'viz_type', opr: 'neq', value: 'deck_multi' },
        { col: 'slice_name', opr: 'ct', value: 'flights' },
      ],
      order_column: 'slice_name',
      order_direction: 'asc',
      page: 0,
      page_size: 50,
    });
  });

  it('without a search or prefix filters nothing; with ids asks for exactly those charts', () => {
    expect(queryOf(savedChartsUrl({}, {}))['filters']).toEqual([]);
    const q = queryOf(savedChartsUrl({}, { ids: [4, 9] }));
    expect(q['filters']).toEqual([{ col: 'id', opr: 'in', value: [4, 9] }]);
    expect(q['page_size']).toBe(2);
  });
});

describe('savedChartOptions', () => {
  it('reads ids, names and viz types; a chart without a name is named by its id', () => {
    expect(savedChartOptions({ result: [{ id: 3, slice_name: 'Flights', viz_type: 'deck_arc' }, { id: 5, slice_name: '', viz_type: 'deck_hex' }, { slice_name: 'no id' }] })).toEqual([
      { id: 3, name: 'Flights', vizType: 'deck_arc' },
      { id: 5, name: 'Chart 5', vizType: 'deck_hex' },
    ]);
  });

  it('gives nothing for an answer of another shape', () => {
    expect(savedChartOptions(null)).toEqual([]);
    expect(savedChartOptions({ message: 'Forbidden' })).toEqual([]);
  });
});

describe('chartIdsOf', () => {
  it('keeps positive integer ids, reading ids saved as text', () => {
    expect(chartIdsOf([3, '7', 0, -1, 2.5, 'x', null])).toEqual([3, 7]);
    expect(chartIdsOf(undefined)).toEqual([]);
  });
});
