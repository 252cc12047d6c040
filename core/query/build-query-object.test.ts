import { describe, expect, it } from 'vitest';
import { buildQueryObject } from './build-query-object.js';

const base = { datasource: '3__table', viz_type: 'table' };

describe('buildQueryObject', () => {
  it('collects metrics and dimensions, keeping their order', () => {
    const query = buildQueryObject({ ...base, metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'total' }], groupby: ['gender'], columns: ['state'] });
    expect(query.metrics).toEqual(['count', { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'total' }]);
    expect(query.columns).toEqual(['gender', 'state']);
  });

  it('accepts the single `metric` of big-number and pie charts', () => {
    expect(buildQueryObject({ ...base, metric: 'sum__num' }).metrics).toEqual(['sum__num']);
  });

  it('splits adhoc filters into structured WHERE clauses and SQL where/having', () => {
    const query = buildQueryObject({
      ...base,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IS NULL', comparator: 'ignored' },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'IN', comparator: ['Ann', null], isExtra: true },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: " name <> 'x' " },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 100' },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: '', operator: '==', comparator: 'incomplete' },
      ],
    });
    expect(query.filters).toEqual([
      { col: 'gender', op: '==', val: 'boy' },
      { col: 'state', op: 'IS NULL' },
      { col: 'name', op: 'IN', val: ['Ann', null], isExtra: true },
    ]);
    expect(query.extras).toEqual({ where: "(num > 10) AND (name <> 'x')", having: '(SUM(num) > 100)' });
  });

  it('carries the time range, granularity and grain', () => {
    const query = buildQueryObject({ ...base, time_range: 'Last year', granularity_sqla: 'ds', time_grain_sqla: 'P1Y' });
    expect(query.time_range).toBe('Last year');
    expect(query.granularity).toBe('ds');
    expect(query.extras?.time_grain_sqla).toBe('P1Y');
  });

  it('reads limits given as strings, and ignores empty ones', () => {
    const query = buildQueryObject({ ...base, row_limit: '1000', row_offset: '', series_limit: 5, timeseries_limit_metric: 'count', order_desc: true });
    expect(query.row_limit).toBe(1000);
    expect(query.row_offset).toBeUndefined();
    expect(query.series_limit).toBe(5);
    expect(query.series_limit_metric).toBe('count');
    expect(query.order_desc).toBe(true);
  });

  it('does not modify the form data', () => {
    const formData = Object.freeze({ ...base, adhoc_filters: Object.freeze([Object.freeze({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a=1' })]) });
    expect(() => buildQueryObject(formData as never)).not.toThrow();
  });
});
