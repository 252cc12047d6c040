import { describe, expect, it } from 'vitest';
import { buildCountryMapQuery } from './build-query.js';

describe('buildCountryMapQuery', () => {
  it('asks for the metric per region code, without modifying its input', () => {
    const formData = Object.freeze({ datasource: '9__table', viz_type: 'country_map', select_country: 'france', entity: 'DEPT_ID', metric: 'sum__2004' });
    const context = buildCountryMapQuery(formData);
    expect(context.datasource).toEqual({ id: 9, type: 'table' });
    expect(context.queries[0]).toMatchObject({ columns: ['DEPT_ID'], metrics: ['sum__2004'], row_limit: 10000 });
  });

  it('builds a query from the defaults alone', () => {
    const query = buildCountryMapQuery(Object.freeze({ datasource: '9__table', viz_type: 'country_map' })).queries[0]!;
    expect(query.columns).toEqual([]);
    expect(query.metrics).toEqual([]);
  });
});
