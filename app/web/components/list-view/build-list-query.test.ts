import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { buildListQuery } from './build-list-query';
import type { ListViewFilter } from './list-view-filter';
import { initialListViewState } from './list-view-state';
import { risonParam } from './rison-param';

const FILTERS: ListViewFilter[] = [
  { kind: 'search', id: 'search', label: 'Search', col: 'table_name', opr: 'ct' },
  { kind: 'select', id: 'type', label: 'Type', col: 'sql', opr: 'dataset_is_null_or_empty', options: [] },
];

describe('buildListQuery', () => {
  it('sends sort and page, and no filters when none hold a value', () => {
    expect(buildListQuery(initialListViewState('changed_on_delta_humanized'), FILTERS)).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('turns each filter with a value into {col, opr, value}, trimming text and keeping false', () => {
    const state = { ...initialListViewState(null), filterValues: { search: '  birth ', type: false }, page: 2, pageSize: 10 };
    expect(buildListQuery(state, FILTERS)).toEqual({
      filters: [
        { col: 'table_name', opr: 'ct', value: 'birth' },
        { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
      ],
      page: 2,
      page_size: 10,
    });
  });

  it('leaves out blank search text', () => {
    const state = { ...initialListViewState(null), filterValues: { search: '   ' } };
    expect(buildListQuery(state, FILTERS).filters).toBeUndefined();
  });
});

describe('risonParam', () => {
  it('encodes rison that survives the URL, readable where it can be', () => {
    const q = { filters: [{ col: 'table_name', opr: 'ct', value: "O'Brien & co+1 é" }], page: 0 };
    const encoded = risonParam(q);
    expect(encoded.startsWith('(filters:!((col:table_name,opr:ct,value:')).toBe(true);
    expect(encoded).not.toMatch(/[ &+]/);
    expect(rison.decode(new URLSearchParams(`q=${encoded}`).get('q')!)).toEqual(q);
  });
});
