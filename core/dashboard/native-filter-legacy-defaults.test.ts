import { describe, expect, it } from 'vitest';
import { legacyFiltersToDataMask } from './native-filter-legacy-defaults.js';
import { filterDivider, nativeFilter } from './native-filter-test-fixtures.js';
import type { FilterConfigItem } from './native-filter-types.js';

const gender = nativeFilter('NATIVE_FILTER-gender', { targets: [{ datasetId: 1, column: { name: 'gender' } }] });
const genderOther = nativeFilter('NATIVE_FILTER-gender2', { targets: [{ datasetId: 2, column: { name: 'gender' } }] });
const inverse = nativeFilter('NATIVE_FILTER-inverse', { targets: [{ datasetId: 1, column: { name: 'gender' } }], controlValues: { inverseSelection: true } });
const firstName = nativeFilter('NATIVE_FILTER-name', { targets: [{ datasetId: 1, column: { name: 'first_name' } }] });
const period = nativeFilter('NATIVE_FILTER-period', { filterType: 'filter_time', targets: [{}] });
const grain = nativeFilter('NATIVE_FILTER-grain', { filterType: 'filter_timegrain', targets: [{ datasetId: 1 }] });
const timeColumn = nativeFilter('NATIVE_FILTER-timecol', { filterType: 'filter_timecolumn', targets: [{ datasetId: 1 }] });
const configuration: FilterConfigItem[] = [filterDivider('NATIVE_FILTER_DIVIDER-x'), gender, genderOther, inverse, firstName, period, grain, timeColumn];

const genderMask = (id: string, values: unknown[]) => ({ id, filterState: { value: values }, extraFormData: { filters: [{ col: 'gender', op: 'IN', val: values }] }, ownState: {} });

describe('legacyFiltersToDataMask', () => {
  it('gives nested default_filters to the select filters on each column', () => {
    const masks = legacyFiltersToDataMask('{"12": {"gender": ["boy"], "first_name": "Ann"}}', configuration);
    expect(masks).toEqual({
      'NATIVE_FILTER-gender': genderMask('NATIVE_FILTER-gender', ['boy']),
      'NATIVE_FILTER-gender2': genderMask('NATIVE_FILTER-gender2', ['boy']),
      'NATIVE_FILTER-name': { id: 'NATIVE_FILTER-name', filterState: { value: ['Ann'] }, extraFormData: { filters: [{ col: 'first_name', op: 'IN', val: ['Ann'] }] }, ownState: {} },
    });
  });

  it('reads the flat form through the filter key parser', () => {
    const masks = legacyFiltersToDataMask({ '12_gender': ['girl'], '7_first_name': ['Bo'] }, configuration);
    expect(masks['NATIVE_FILTER-gender']).toEqual(genderMask('NATIVE_FILTER-gender', ['girl']));
    expect(masks['NATIVE_FILTER-name']!.filterState!.value).toEqual(['Bo']);
  });

  it('throws the spec’s message for a bad flat key', () => {
    expect(() => legacyFiltersToDataMask({ gender: ['boy'] }, configuration)).toThrow('Cannot parse invalid filter key');
    expect(() => legacyFiltersToDataMask('{"12": ["boy"]}', configuration)).toThrow('Cannot parse invalid filter key');
  });

  it('adds up the values of several filter charts on one column', () => {
    const masks = legacyFiltersToDataMask({ '1': { gender: ['boy'] }, '2': { gender: ['girl', 'boy'] } }, [gender]);
    expect(masks['NATIVE_FILTER-gender']).toEqual(genderMask('NATIVE_FILTER-gender', ['boy', 'girl']));
  });

  it('maps the time keys to the time filters', () => {
    const masks = legacyFiltersToDataMask({ '3': { __time_range: 'Last week', __time_grain: 'P1D', __time_col: 'ds' } }, configuration);
    expect(masks).toEqual({
      'NATIVE_FILTER-period': { id: 'NATIVE_FILTER-period', filterState: { value: 'Last week' }, extraFormData: { time_range: 'Last week' }, ownState: {} },
      'NATIVE_FILTER-grain': { id: 'NATIVE_FILTER-grain', filterState: { value: 'P1D' }, extraFormData: { time_grain_sqla: 'P1D' }, ownState: {} },
      'NATIVE_FILTER-timecol': { id: 'NATIVE_FILTER-timecol', filterState: { value: 'ds' }, extraFormData: { granularity_sqla: 'ds' }, ownState: {} },
    });
    expect(legacyFiltersToDataMask({ '3___time_range': 'Last month' }, configuration)['NATIVE_FILTER-period']!.extraFormData).toEqual({ time_range: 'Last month' });
  });

  it('skips empty values, unknown columns, inverse selections and unreadable input', () => {
    expect(legacyFiltersToDataMask({ '1': { gender: [], unknown: ['x'], __time_range: '' } }, configuration)).toEqual({});
    expect(legacyFiltersToDataMask({ '1': { gender: [{ nested: true }, null] } }, configuration)).toEqual({});
    expect(legacyFiltersToDataMask({ '1': { gender: ['boy'] } }, configuration)['NATIVE_FILTER-inverse']).toBeUndefined();
    for (const raw of ['not json', '', '[1,2]', null, undefined, 42, ['12_gender']]) expect(legacyFiltersToDataMask(raw, configuration)).toEqual({});
  });
});
