import type { NativeFilterConfig } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { buildTimeColumnFilterQuery } from './build-query.js';
import type { TimeColumnFilterControls } from './config-schema.js';
import { timeColumnOf, timeColumnOptionsOf } from './time-column-options.js';
import { timeColumnFilterExtraFormData } from './to-extra-form-data.js';

const config: NativeFilterConfig<TimeColumnFilterControls> = { id: 'NATIVE_FILTER-4', name: 'Time column', filterType: 'filter_timecolumn', targets: [{ datasetId: 3 }], controlValues: {} };

describe('filter_timecolumn', () => {
  it('asks the server for the dataset’s columns', () => {
    expect(buildTimeColumnFilterQuery(config)).toEqual({
      datasource: { id: 3, type: 'table' },
      queries: [{ result_type: 'columns' }],
      result_type: 'columns',
      result_format: 'json',
    });
  });

  it('offers the temporal columns, by verbose name when there is one', () => {
    const data = {
      result: [
        {
          colnames: ['column_name', 'verbose_name', 'dtype', 'is_dttm'],
          coltypes: [],
          rowcount: 3,
          data: [
            { column_name: 'ds', verbose_name: 'Year', dtype: 'DATE', is_dttm: true },
            { column_name: 'name', verbose_name: null, dtype: 'VARCHAR', is_dttm: false },
            { column_name: 'updated_at', verbose_name: null, dtype: 'TIMESTAMP', is_dttm: true },
          ],
        },
      ],
    };
    expect(timeColumnOptionsOf(data)).toEqual([
      { value: 'ds', label: 'Year' },
      { value: 'updated_at', label: 'updated_at' },
    ]);
    expect(timeColumnOptionsOf(undefined)).toEqual([]);
  });

  it('sets the charts’ time column', () => {
    expect(timeColumnFilterExtraFormData({ value: ['ds'] }, config)).toEqual({ granularity_sqla: 'ds' });
    expect(timeColumnFilterExtraFormData({ value: 'ds' as never }, config)).toEqual({ granularity_sqla: 'ds' });
    expect(timeColumnFilterExtraFormData({ value: null }, config)).toEqual({});
    expect(timeColumnFilterExtraFormData({ value: [] }, config)).toEqual({});
    expect(timeColumnOf([''])).toBeNull();
  });
});
