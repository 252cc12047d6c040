import { describe, expect, it } from 'vitest';
import { migrateRose } from './migrate.js';

describe('migrateRose', () => {
  const legacy = {
    datasource: '3__table',
    viz_type: 'rose',
    granularity: 'ds',
    metrics: ['sum__num'],
    columns: ['gender'],
    time_compare: '1 year',
    limit: '10',
    rolling_periods: '',
  };

  it("reads Superset's legacy rose: its time column, columns, shifts and numbers as text", () => {
    expect(migrateRose(legacy)).toEqual({
      datasource: '3__table',
      viz_type: 'rose',
      granularity_sqla: 'ds',
      metrics: ['sum__num'],
      groupby: ['gender'],
      time_compare: ['1 year ago'],
      limit: 10,
      rolling_periods: null,
    });
  });

  it('keeps shifts that already say their direction and turns a single metric into the metrics', () => {
    expect(migrateRose({ datasource: '3__table', viz_type: 'rose', metric: 'count', time_compare: ['52 weeks ago', '1 year later'] })).toMatchObject({
      metrics: ['count'],
      time_compare: ['52 weeks ago', '1 year later'],
    });
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateRose(input);
    expect(migrateRose(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});
