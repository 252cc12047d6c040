import type { NativeFilterConfig } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { SelectFilterControls } from './config-schema.js';
import { selectFilterExtraFormData, selectValuesOf } from './to-extra-form-data.js';

const config = (controlValues: SelectFilterControls = {}, column: string | null = 'gender'): NativeFilterConfig<SelectFilterControls> => ({
  id: 'NATIVE_FILTER-1',
  name: 'Gender',
  filterType: 'filter_select',
  targets: [{ datasetId: 7, ...(column ? { column: { name: column } } : {}) }],
  controlValues,
});

describe('selectFilterExtraFormData', () => {
  it('keeps the rows with the chosen values', () => {
    expect(selectFilterExtraFormData({ value: ['boy', null] }, config())).toEqual({ filters: [{ col: 'gender', op: 'IN', val: ['boy', null] }] });
  });

  it('excludes them with inverseSelection', () => {
    expect(selectFilterExtraFormData({ value: ['boy'] }, config({ inverseSelection: true }))).toEqual({ filters: [{ col: 'gender', op: 'NOT IN', val: ['boy'] }] });
  });

  it('adds nothing without a value or a column', () => {
    expect(selectFilterExtraFormData({ value: null }, config())).toEqual({});
    expect(selectFilterExtraFormData({ value: [] }, config())).toEqual({});
    expect(selectFilterExtraFormData({}, config())).toEqual({});
    expect(selectFilterExtraFormData({ value: ['boy'] }, config({}, null))).toEqual({});
  });

  it('reads a single saved value as a list', () => {
    expect(selectValuesOf('boy')).toEqual(['boy']);
    expect(selectValuesOf(0)).toEqual([0]);
    expect(selectFilterExtraFormData({ value: 'girl' as never }, config())).toEqual({ filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] });
  });
});
