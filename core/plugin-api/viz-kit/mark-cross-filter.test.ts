import { describe, expect, it } from 'vitest';
import { clearCrossFilter } from './clear-cross-filter.js';
import { marksCrossFilter, selectedMarkIds } from './mark-cross-filter.js';

interface Slice {
  key: string;
  groupValues: Array<string | null>;
}
const boy: Slice = { key: 'boy, CA', groupValues: ['boy', 'CA'] };
const girl: Slice = { key: 'girl, CA', groupValues: ['girl', 'CA'] };
const unknown: Slice = { key: '<NULL>, CA', groupValues: [null, 'CA'] };
const bySliceKey = { nameOf: (slice: Slice) => slice.key };

describe('marksCrossFilter', () => {
  it('filters each dimension IN the selected values and keeps values, names and a label', () => {
    expect(marksCrossFilter(['gender', 'state'], [boy, girl], bySliceKey)).toEqual({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy', 'girl'] }, { col: 'state', op: 'IN', val: ['CA'] }] },
      filterState: { value: [['boy', 'CA'], ['girl', 'CA']], selectedValues: ['boy, CA', 'girl, CA'], label: 'boy, CA, girl, CA' },
    });
  });

  it('writes IS NULL for a dimension whose selected values are all missing', () => {
    expect(marksCrossFilter(['gender', 'state'], [unknown], bySliceKey).extraFormData?.filters).toEqual([
      { col: 'gender', op: 'IS NULL' },
      { col: 'state', op: 'IN', val: ['CA'] },
    ]);
  });

  it('filters a hierarchy down to the selected level, with its own label', () => {
    const ca = { path: ['CA'], groupValues: ['CA'] };
    const mask = marksCrossFilter(['state', 'gender'], [ca], { nameOf: (node) => node.path.join(','), labelOf: (node) => node.path.join(' › ') });
    expect(mask.extraFormData?.filters).toEqual([{ col: 'state', op: 'IN', val: ['CA'] }]);
    expect(mask.filterState).toMatchObject({ selectedValues: ['CA'], label: 'CA' });
  });

  it('counts marks of one name once, and clears without a selection or a dimension', () => {
    expect(marksCrossFilter(['gender', 'state'], [boy, { ...boy }], bySliceKey).filterState?.value).toEqual([['boy', 'CA']]);
    expect(marksCrossFilter(['gender'], [], bySliceKey)).toEqual(clearCrossFilter());
    expect(marksCrossFilter([], [boy], bySliceKey)).toEqual(clearCrossFilter());
  });
});

describe('selectedMarkIds', () => {
  const slices = [boy, girl, unknown];

  it('finds the marks by their names or by their values', () => {
    expect(selectedMarkIds({ selectedValues: ['girl, CA'] }, slices, { ...bySliceKey, prefer: 'names' })).toEqual(new Set(['girl, CA']));
    expect(selectedMarkIds({ value: [['boy', 'CA'], [null, 'CA']] }, slices, { ...bySliceKey, prefer: 'names' })).toEqual(new Set(['boy, CA', '<NULL>, CA']));
    expect(selectedMarkIds(undefined, slices, { ...bySliceKey, prefer: 'names' })).toEqual(new Set());
  });

  it('reads the part of the state it prefers first', () => {
    const state = { value: [['boy', 'CA']], selectedValues: ['girl, CA'] };
    expect(selectedMarkIds(state, slices, { ...bySliceKey, prefer: 'names' })).toEqual(new Set(['girl, CA']));
    expect(selectedMarkIds(state, slices, { ...bySliceKey, prefer: 'values' })).toEqual(new Set(['boy, CA']));
  });

  it('takes bare values for a single dimension and returns what idOf says', () => {
    const states = [
      { id: 's1', key: 'CA', groupValues: ['CA'] },
      { id: 's2', key: 'TX', groupValues: ['TX'] },
    ];
    expect(selectedMarkIds({ value: ['TX'] }, states, { nameOf: (s) => s.key, idOf: (s) => s.id, prefer: 'values' })).toEqual(new Set(['s2']));
  });
});
