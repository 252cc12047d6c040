import type { NativeFilterConfig } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { buildTimeFilterQuery } from './build-query.js';
import type { TimeFilterControls } from './config-schema.js';
import { timeFilterState } from './time-range-value.js';
import { timeFilterExtraFormData } from './to-extra-form-data.js';

const config: NativeFilterConfig<TimeFilterControls> = { id: 'NATIVE_FILTER-3', name: 'Time', filterType: 'filter_time', targets: [{ datasetId: 2 }], controlValues: {} };

describe('timeFilterExtraFormData', () => {
  it('passes the time range to the charts in scope', () => {
    expect(timeFilterExtraFormData({ value: 'Last week' }, config)).toEqual({ time_range: 'Last week' });
    expect(timeFilterExtraFormData({ value: '2000-01-01 : 2001-01-01' }, config)).toEqual({ time_range: '2000-01-01 : 2001-01-01' });
  });

  it('adds nothing for No filter or no value, so charts keep their own range', () => {
    expect(timeFilterExtraFormData({ value: 'No filter' }, config)).toEqual({});
    expect(timeFilterExtraFormData({ value: ' no filter ' }, config)).toEqual({});
    expect(timeFilterExtraFormData({ value: null }, config)).toEqual({});
    expect(timeFilterExtraFormData({}, config)).toEqual({});
  });
});

describe('timeFilterState', () => {
  it('labels a range with itself and clears No filter', () => {
    expect(timeFilterState('Last month')).toEqual({ value: 'Last month', label: 'Last month' });
    expect(timeFilterState('No filter')).toEqual({ value: null });
  });
});

describe('buildTimeFilterQuery', () => {
  it('asks only for the dataset’s columns, touching no rows', () => {
    expect(buildTimeFilterQuery(config)).toEqual({ datasource: { id: 2, type: 'table' }, queries: [{ result_type: 'columns' }], result_type: 'columns', result_format: 'json' });
  });
});
