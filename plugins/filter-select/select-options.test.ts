import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { SELECT_FILTER_ROW_LIMIT } from './build-query.js';
import { optionForValue, reconcileSelectValue, selectFilterState, selectOptionsOf } from './select-options.js';

const response = (rows: Array<Record<string, unknown>>, colnames = ['gender'], coltypes = [1]): ChartDataResponse => ({
  result: [{ colnames, coltypes, data: rows, rowcount: rows.length }],
});

describe('selectOptionsOf', () => {
  it('lists the column values in the server’s order, NULL and the empty string readable', () => {
    const loaded = selectOptionsOf(response([{ gender: 'girl' }, { gender: null }, { gender: '' }, { gender: 'boy' }]), 'gender');
    expect(loaded.options).toEqual([
      { value: 'girl', label: 'girl' },
      { value: null, label: '<NULL>' },
      { value: '', label: '<empty string>' },
      { value: 'boy', label: 'boy' },
    ]);
    expect(loaded.truncated).toBe(false);
  });

  it('reads the column by name next to the sort metric, and shows dates of temporal columns', () => {
    const loaded = selectOptionsOf(response([{ sum__num: 5, ds: Date.UTC(2008, 0, 1) }, { sum__num: 3, ds: Date.UTC(2007, 5, 1, 12, 30) }], ['sum__num', 'ds'], [0, 2]), 'ds');
    expect(loaded.options.map((option) => option.label)).toEqual(['2008-01-01', '2007-06-01 12:30:00']);
    expect(loaded.options[0]?.value).toBe(Date.UTC(2008, 0, 1));
    expect(loaded.temporal).toBe(true);
  });

  it('knows when the row limit cut the list short', () => {
    const rows = Array.from({ length: SELECT_FILTER_ROW_LIMIT }, (_, i) => ({ name: `n${i}` }));
    expect(selectOptionsOf(response(rows, ['name']), 'name').truncated).toBe(true);
  });

  it('offers nothing before an answer', () => {
    expect(selectOptionsOf(undefined, 'gender')).toEqual({ options: [], truncated: false, temporal: false });
  });
});

describe('reconcileSelectValue', () => {
  const options = [
    { value: 'CA', label: 'CA' },
    { value: 'NY', label: 'NY' },
  ];

  it('drops chosen values that are no longer options, and leaves a valid choice alone', () => {
    expect(reconcileSelectValue(['CA', 'TX'], options, { prune: true, selectFirst: false })).toEqual(['CA']);
    expect(reconcileSelectValue(['TX'], options, { prune: true, selectFirst: false })).toEqual([]);
    expect(reconcileSelectValue(['CA', 'NY'], options, { prune: true, selectFirst: false })).toBeNull();
    expect(reconcileSelectValue(['TX'], options, { prune: false, selectFirst: false })).toBeNull();
  });

  it('chooses the first option when nothing is chosen and selectFirst asks for it', () => {
    expect(reconcileSelectValue([], options, { prune: true, selectFirst: true })).toEqual(['CA']);
    expect(reconcileSelectValue(['TX'], options, { prune: true, selectFirst: true })).toEqual(['CA']);
    expect(reconcileSelectValue([], [], { prune: true, selectFirst: true })).toBeNull();
    expect(reconcileSelectValue([], options, { prune: true, selectFirst: false })).toBeNull();
  });
});

describe('selectFilterState', () => {
  it('labels the chosen values, marking an inverse selection', () => {
    const loaded = { options: [{ value: null, label: '<NULL>' }], truncated: false, temporal: false };
    expect(selectFilterState([null, 'boy'], loaded, false)).toEqual({ value: [null, 'boy'], label: '<NULL>, boy' });
    expect(selectFilterState(['boy'], loaded, true)).toEqual({ value: ['boy'], label: 'boy (excluded)' });
    expect(selectFilterState([], loaded, false)).toEqual({ value: null });
  });

  it('shows a value that is not loaded by its text', () => {
    expect(optionForValue(42, [])).toEqual({ value: 42, label: '42' });
  });
});
