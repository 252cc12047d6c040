import { describe, expect, it } from 'vitest';
import { formDataList } from './form-data-list.js';

describe('formDataList', () => {
  it('keeps a list as it is', () => {
    const groupby = ['gender', 'state'];
    expect(formDataList(groupby)).toBe(groupby);
  });

  it('wraps a single value', () => {
    expect(formDataList<string>('gender')).toEqual(['gender']);
    expect(formDataList({ label: 'total', expressionType: 'SQL' })).toEqual([{ label: 'total', expressionType: 'SQL' }]);
    expect(formDataList(0)).toEqual([0]);
  });

  it('reads a missing or cleared field as an empty list', () => {
    expect(formDataList(undefined)).toEqual([]);
    expect(formDataList(null)).toEqual([]);
    expect(formDataList<string>('')).toEqual([]);
  });
});
