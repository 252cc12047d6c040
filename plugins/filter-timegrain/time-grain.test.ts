import type { NativeFilterConfig } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { buildTimeGrainFilterQuery } from './build-query.js';
import type { TimeGrainFilterControls } from './config-schema.js';
import { timeGrainOf, timeGrainOptionsOf } from './time-grain-options.js';
import { timeGrainFilterExtraFormData } from './to-extra-form-data.js';

const config: NativeFilterConfig<TimeGrainFilterControls> = { id: 'NATIVE_FILTER-5', name: 'Time grain', filterType: 'filter_timegrain', targets: [{ datasetId: 3 }], controlValues: {} };

describe('filter_timegrain', () => {
  it('asks the server for the database’s time grains', () => {
    expect(buildTimeGrainFilterQuery(config)).toEqual({
      datasource: { id: 3, type: 'table' },
      queries: [{ result_type: 'timegrains' }],
      result_type: 'timegrains',
      result_format: 'json',
    });
  });

  it('offers the grains by name, keeping their durations', () => {
    const data = {
      result: [
        {
          colnames: ['name', 'function', 'duration'],
          coltypes: [],
          rowcount: 2,
          data: [
            { name: 'Day', function: "DATE_TRUNC('day', {col})", duration: 'P1D' },
            { name: 'Month', function: "DATE_TRUNC('month', {col})", duration: 'P1M' },
          ],
        },
      ],
    };
    expect(timeGrainOptionsOf(data)).toEqual([
      { value: 'P1D', label: 'Day' },
      { value: 'P1M', label: 'Month' },
    ]);
  });

  it('sets the charts’ time grain', () => {
    expect(timeGrainFilterExtraFormData({ value: ['P1M'] }, config)).toEqual({ time_grain_sqla: 'P1M' });
    expect(timeGrainFilterExtraFormData({ value: 'P1W' as never }, config)).toEqual({ time_grain_sqla: 'P1W' });
    expect(timeGrainFilterExtraFormData({ value: null }, config)).toEqual({});
    expect(timeGrainOf(undefined)).toBeNull();
  });
});
