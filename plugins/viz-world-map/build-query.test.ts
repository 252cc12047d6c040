import { describe, expect, it } from 'vitest';
import { buildWorldMapQuery } from './build-query.js';
import type { WorldMapFormData } from './form-data.schema.js';

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

const base: WorldMapFormData = { datasource: '7__table', viz_type: 'world_map', entity: 'country_code', country_fieldtype: 'cca3', metric: 'sum__SP_POP_TOTL' };

describe('buildWorldMapQuery', () => {
  it('asks for the metric per country, largest first, without modifying its input', () => {
    const formData = deepFreeze({ ...base, adhoc_filters: [{ expressionType: 'SIMPLE' as const, clause: 'WHERE' as const, subject: 'region', operator: '==' as const, comparator: 'Europe & Central Asia' }] });
    const context = buildWorldMapQuery(formData);
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(context.queries[0]).toMatchObject({
      columns: ['country_code'],
      metrics: ['sum__SP_POP_TOTL'],
      orderby: [['sum__SP_POP_TOTL', false]],
      row_limit: 10000,
      filters: [{ col: 'region', op: '==', val: 'Europe & Central Asia' }],
    });
  });

  it('adds the bubble-size metric once, and orders by nothing when sorting is off', () => {
    const query = buildWorldMapQuery({ ...base, secondary_metric: 'sum__SP_RUR_TOTL', sort_by_metric: false }).queries[0]!;
    expect(query.metrics).toEqual(['sum__SP_POP_TOTL', 'sum__SP_RUR_TOTL']);
    expect(query.orderby).toEqual([]);
    expect(buildWorldMapQuery({ ...base, secondary_metric: 'sum__SP_POP_TOTL' }).queries[0]!.metrics).toEqual(['sum__SP_POP_TOTL']);
  });

  it('builds a query from the defaults alone, before a column or metric is chosen', () => {
    const query = buildWorldMapQuery(deepFreeze({ datasource: '7__table', viz_type: 'world_map' })).queries[0]!;
    expect(query.columns).toEqual([]);
    expect(query.metrics).toEqual([]);
  });
});
