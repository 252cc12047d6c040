import { describe, expect, it } from 'vitest';
import type { NativeFilter } from '@core/dashboard/index.js';
import { getTestKernel } from '../../../test-support/render-app';
import { filterConfigOf, filterNeedsQuery, filterOptionsQuery } from './filter-query';

const CITY: NativeFilter = {
  id: 'NATIVE_FILTER-city',
  type: 'NATIVE_FILTER',
  name: 'City',
  filterType: 'filter_select',
  targets: [{ datasetId: 4, column: { name: 'city' } }],
  controlValues: { multiSelect: false },
  defaultDataMask: {},
  cascadeParentIds: ['NATIVE_FILTER-country'],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  description: '',
};
const select = () => getTestKernel().filterTypes.get('filter_select');

describe('a filter’s options query', () => {
  it('reads the filter with its type’s defaults under its own options', () => {
    const config = filterConfigOf(CITY, select());
    expect(config.controlValues['multiSelect']).toBe(false);
    expect(Object.keys(config.controlValues).length).toBeGreaterThan(1);
    expect(config.targets).toEqual([{ datasetId: 4, column: { name: 'city' } }]);
  });

  it('narrows to what the cascade parents add', () => {
    const parents = { filters: [{ col: 'country', op: 'IN' as const, val: ['FR'] }] };
    const context = filterOptionsQuery(CITY, select(), parents)!;
    expect(context.datasource).toEqual({ id: 4, type: 'table' });
    expect(context.queries[0]?.filters).toEqual(expect.arrayContaining([expect.objectContaining({ col: 'country', op: 'IN', val: ['FR'] })]));
    expect(context.form_data?.extra_form_data).toEqual(parents);
    const free = filterOptionsQuery(CITY, select(), {})!;
    expect(free.queries[0]?.filters ?? []).not.toEqual(expect.arrayContaining([expect.objectContaining({ col: 'country' })]));
  });

  it('asks nothing without a dataset target or a known type', () => {
    const untargeted = { ...CITY, targets: [{}] } as NativeFilter;
    expect(filterNeedsQuery(untargeted, select())).toBe(false);
    expect(filterOptionsQuery(untargeted, select(), {})).toBeNull();
    expect(filterOptionsQuery(CITY, undefined, {})).toBeNull();
  });
});
