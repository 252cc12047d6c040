import type { NativeFilterConfig } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { buildRangeFilterQuery } from './build-query.js';
import type { RangeFilterControls } from './config-schema.js';

const config = (overrides: Partial<NativeFilterConfig<RangeFilterControls>> = {}): NativeFilterConfig<RangeFilterControls> =>
  Object.freeze({
    id: 'NATIVE_FILTER-2',
    name: 'Births',
    filterType: 'filter_range',
    targets: [{ datasetId: 4, column: { name: 'num' } }],
    controlValues: {},
    ...overrides,
  });

describe('buildRangeFilterQuery', () => {
  it('asks for the smallest and largest value of the column in one row', () => {
    const context = buildRangeFilterQuery(config());
    expect(context).toMatchObject({ datasource: { id: 4, type: 'table' }, result_type: 'full' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: [],
      metrics: [
        { expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: 'num' }, label: 'min' },
        { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' }, label: 'max' },
      ],
      filters: [],
    });
  });

  it('applies the pre-filters', () => {
    const [query] = buildRangeFilterQuery(
      config({ adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' }], time_range: 'Last year', granularity_sqla: 'ds' }),
    ).queries;
    expect(query).toMatchObject({ filters: [{ col: 'gender', op: '==', val: 'boy' }], time_range: 'Last year', granularity: 'ds' });
  });
});
