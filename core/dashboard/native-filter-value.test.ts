import { describe, expect, it } from 'vitest';
import { filterValueText, hasFilterValue, isEmptyFilterValue } from './native-filter-value.js';

describe('isEmptyFilterValue / hasFilterValue', () => {
  it('treat null, undefined, empty text and empty lists as no value', () => {
    for (const value of [null, undefined, '', []]) expect(isEmptyFilterValue(value)).toBe(true);
    for (const value of [0, false, 'x', ['x'], [null], { start: 1 }]) expect(isEmptyFilterValue(value)).toBe(false);
  });

  it('read a mask’s filter state', () => {
    expect(hasFilterValue(undefined)).toBe(false);
    expect(hasFilterValue({})).toBe(false);
    expect(hasFilterValue({ filterState: { value: ['FR'] } })).toBe(true);
    expect(hasFilterValue({ extraFormData: { time_range: 'Last week' } })).toBe(false);
  });
});

describe('filterValueText', () => {
  it('prefers the label', () => {
    expect(filterValueText({ value: [1, 10], label: '1 ≤ x ≤ 10' })).toBe('1 ≤ x ≤ 10');
  });

  it('joins list values and shows single ones', () => {
    expect(filterValueText({ value: ['FR', 'DE'] })).toBe('FR, DE');
    expect(filterValueText({ value: [10, null] })).toBe('10');
    expect(filterValueText({ value: 'Last week', label: '  ' })).toBe('Last week');
    expect(filterValueText({ value: true })).toBe('true');
    expect(filterValueText({ value: { a: 1 } })).toBe('{"a":1}');
  });

  it('is empty without a value', () => {
    expect(filterValueText(undefined)).toBe('');
    expect(filterValueText({ value: null })).toBe('');
    expect(filterValueText({ value: [] })).toBe('');
  });
});
