import { describe, expect, it } from 'vitest';
import { getColumnLabel } from '@core/plugin-api/index.js';
import { drillByLabel, drillFilterLabel, drillValueLabel } from './drill-filter-label';

describe('drill filter labels', () => {
  it('names a column by its name or an ad-hoc column by its label', () => {
    expect(getColumnLabel('gender')).toBe('gender');
    expect(getColumnLabel({ expressionType: 'SQL', sqlExpression: 'UPPER(name)', label: 'Name' })).toBe('Name');
    expect(getColumnLabel({ expressionType: 'SQL', sqlExpression: 'UPPER(name)', label: '' })).toBe('UPPER(name)');
  });

  it('reads values: text, numbers, booleans, lists, nulls', () => {
    expect(drillValueLabel({ col: 'gender', op: '==', val: 'girl' })).toBe('girl');
    expect(drillValueLabel({ col: 'num', op: '>=', val: 12 })).toBe('12');
    expect(drillValueLabel({ col: 'flag', op: '==', val: false })).toBe('false');
    expect(drillValueLabel({ col: 'state', op: 'IN', val: ['CA', null, 'NY'] })).toBe('CA, NULL, NY');
    expect(drillValueLabel({ col: 'state', op: 'IS NULL' })).toBe('NULL');
    expect(drillValueLabel({ col: 'state', op: 'IS NOT NULL' })).toBe('NOT NULL');
  });

  it('shows a time series x value at its grain', () => {
    const t = Date.UTC(2000, 2, 1, 13, 45, 10);
    expect(drillValueLabel({ col: 'ds', op: '==', val: t, grain: 'P1Y' })).toBe('2000');
    expect(drillValueLabel({ col: 'ds', op: '==', val: t, grain: 'P1M' })).toBe('2000-03');
    expect(drillValueLabel({ col: 'ds', op: '==', val: t, grain: 'P1D' })).toBe('2000-03-01');
    expect(drillValueLabel({ col: 'ds', op: '==', val: t, grain: '1969-12-29T00:00:00Z/P1W' })).toBe('2000-03-01');
    expect(drillValueLabel({ col: 'ds', op: '==', val: t, grain: 'PT1H' })).toBe('2000-03-01 13:45:10');
    // Without a grain a number is just a number.
    expect(drillValueLabel({ col: 'ds', op: '==', val: t })).toBe(String(t));
  });

  it('writes a chip as column, operator and value', () => {
    expect(drillFilterLabel({ col: 'gender', op: '==', val: 'girl' })).toBe('gender = girl');
    expect(drillFilterLabel({ col: 'num', op: '<=', val: 3 })).toBe('num ≤ 3');
    expect(drillFilterLabel({ col: 'state', op: 'IN', val: ['CA', 'NY'] })).toBe('state IN CA, NY');
    expect(drillFilterLabel({ col: 'state', op: 'IS NULL' })).toBe('state IS NULL');
  });

  it('names a mark by its values, in filter order', () => {
    expect(drillByLabel([{ col: 'gender', op: '==', val: 'girl' }])).toBe('girl');
    expect(drillByLabel([{ col: 'ds', op: '==', val: Date.UTC(1990, 0, 1), grain: 'P1Y' }, { col: 'gender', op: 'IS NULL' }])).toBe('1990, NULL');
  });
});
