import { withSchemaDefaults } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { buildTimeTableQuery } from './build-query.js';
import { timeTableSchema, type TimeTableFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('buildTimeTableQuery', () => {
  it('queries the metrics per period and group, oldest first, with the group limit', () => {
    const formData = deepFreeze({
      datasource: '4__table',
      viz_type: 'time_table',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      metrics: ['sum__num'],
      groupby: ['state'],
      limit: 5,
      timeseries_limit_metric: 'count',
      column_collection: [{ key: 'a', colType: 'spark' }],
    } as TimeTableFormData);
    const context = buildTimeTableQuery(formData);
    const query = context.queries[0]!;
    const time = { sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };
    expect(context.datasource).toEqual({ id: 4, type: 'table' });
    expect(query.columns).toEqual([time, 'state']);
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.series_columns).toEqual(['state']);
    expect(query.series_limit).toBe(5);
    expect(query.series_limit_metric).toBe('count');
    expect(query.orderby).toEqual([[time, true]]);
    expect(query.time_range).toBe('No filter');
    expect(query.post_processing ?? []).toEqual([]);
  });

  it('ranks groups by the first metric when no sort metric is chosen', () => {
    const query = buildTimeTableQuery({ datasource: '4__table', viz_type: 'time_table', granularity_sqla: 'ds', metrics: ['count'], groupby: ['state'], limit: 3 }).queries[0]!;
    expect(query.series_limit_metric).toBe('count');
  });

  it('works on frozen defaults', () => {
    const defaults = deepFreeze(withSchemaDefaults(timeTableSchema, { datasource: '1__table', viz_type: 'time_table' }) as TimeTableFormData);
    const query = buildTimeTableQuery(defaults).queries[0]!;
    expect(query.metrics).toEqual([]);
    expect(query.columns).toEqual([]);
  });
});
