import type { NativeFilterConfig } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { SELECT_FILTER_ROW_LIMIT, buildSelectFilterQuery } from './build-query.js';
import type { SelectFilterControls } from './config-schema.js';

const config = (overrides: Partial<NativeFilterConfig<SelectFilterControls>> = {}): NativeFilterConfig<SelectFilterControls> =>
  Object.freeze({
    id: 'NATIVE_FILTER-1',
    name: 'Gender',
    filterType: 'filter_select',
    targets: [{ datasetId: 7, column: { name: 'gender' } }],
    controlValues: {},
    ...overrides,
  });

describe('buildSelectFilterQuery', () => {
  it('asks for the distinct values of the target column, sorted ascending, at most 1000', () => {
    const context = buildSelectFilterQuery(config());
    expect(context).toMatchObject({ datasource: { id: 7, type: 'table' }, result_type: 'full', result_format: 'json' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({ columns: ['gender'], metrics: [], filters: [], orderby: [['gender', true]], row_limit: SELECT_FILTER_ROW_LIMIT });
    expect(SELECT_FILTER_ROW_LIMIT).toBe(1000);
  });

  it('sorts descending without sortAscending, and by the sort metric when the filter has one', () => {
    expect(buildSelectFilterQuery(config({ controlValues: { sortAscending: false } })).queries[0]?.orderby).toEqual([['gender', false]]);
    const [query] = buildSelectFilterQuery(config({ sortMetric: 'sum__num', controlValues: { sortAscending: false } })).queries;
    expect(query).toMatchObject({ columns: ['gender'], metrics: ['sum__num'], orderby: [['sum__num', false]] });
  });

  it('applies the pre-filters: adhoc filters and the time range on the time column', () => {
    const [query] = buildSelectFilterQuery(
      config({
        adhoc_filters: [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] },
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
        ],
        time_range: 'Last year',
        granularity_sqla: 'ds',
      }),
    ).queries;
    expect(query).toMatchObject({
      filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }],
      extras: { where: '(num > 10)' },
      time_range: 'Last year',
      granularity: 'ds',
    });
  });

  it('searches the column on the server only with searchAllOptions', () => {
    const searched = buildSelectFilterQuery(config({ controlValues: { searchAllOptions: true } }), { search: 'Jo' });
    expect(searched.queries[0]?.filters).toEqual([{ col: 'gender', op: 'ILIKE', val: '%Jo%' }]);
    expect(buildSelectFilterQuery(config(), { search: 'Jo' }).queries[0]?.filters).toEqual([]);
    expect(buildSelectFilterQuery(config({ controlValues: { searchAllOptions: true } }), { search: '' }).queries[0]?.filters).toEqual([]);
  });

  it('leaves the parents’ extra form data to the host', () => {
    const context = buildSelectFilterQuery(config(), { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] } });
    expect(context.queries[0]?.filters).toEqual([]);
  });
});
