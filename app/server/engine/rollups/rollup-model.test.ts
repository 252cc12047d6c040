import { describe, expect, it } from 'vitest';
import type { CompilerDatasource } from '../compile/index.js';
import { analyseQuery, NotAnswerable } from './rollup-model.js';
import { measureFitSql, narrowerMeasureType, rollupBuildSql } from './rollup-sql.js';
import { scanRowExpression, splitAggregateCall } from './row-expression.js';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const datasource: CompilerDatasource = {
  id: 1,
  tableName: 'events',
  schema: 'main',
  catalog: null,
  sql: null,
  mainDttmCol: 'ts',
  columns: [
    { column_name: 'ts', expression: null, type: 'TIMESTAMP', is_dttm: true },
    { column_name: 'day', expression: null, type: 'DATE', is_dttm: true },
    { column_name: 'country', expression: null, type: 'VARCHAR', is_dttm: false },
    { column_name: 'device', expression: null, type: 'VARCHAR', is_dttm: false },
    { column_name: 'qty', expression: null, type: 'INTEGER', is_dttm: false },
    { column_name: 'lucky', expression: 'random() < 0.5', type: 'BOOLEAN', is_dttm: false },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)' },
    { metric_name: 'users', expression: 'COUNT(DISTINCT device)' },
    { metric_name: 'ratio', expression: 'SUM(qty) / COUNT(*)' },
  ],
};
const axis = (timeGrain: string, column = 'ts') => ({ expressionType: 'SQL' as const, sqlExpression: column, label: column, columnType: 'BASE_AXIS' as const, timeGrain });
const reason = (shape: unknown) => (shape instanceof NotAnswerable ? shape.reason : 'answerable');

describe('row expressions', () => {
  it('accepts columns, literals, operators and deterministic functions', () => {
    expect(scanRowExpression("CASE WHEN \"qty\" > 3 AND country <> 'it''s' THEN COALESCE(qty, 0) ELSE 1.5e2 END", ['qty', 'country'])).toEqual({ columns: ['qty', 'country'] });
  });

  it('refuses sub-queries, aggregates, unknown functions, unknown names and comments', () => {
    for (const sql of ['qty IN (SELECT 1)', 'SUM(qty)', 'random()', 'now() > qty', 'other + 1', 'qty -- x', 'qty; DROP TABLE t', 'DISTINCT qty']) {
      expect(scanRowExpression(sql, ['qty']), sql).toBeNull();
    }
  });

  it('splits one aggregate call and refuses two', () => {
    expect(splitAggregateCall(' avg(CASE WHEN a THEN 1 ELSE 0 END) ')).toEqual({ fn: 'AVG', argument: 'CASE WHEN a THEN 1 ELSE 0 END' });
    expect(splitAggregateCall('SUM(a) / COUNT(b)')).toBeNull();
    expect(splitAggregateCall("SUM(')')")).toEqual({ fn: 'SUM', argument: "')'" });
  });
});

describe('analyseQuery', () => {
  it('reads dimensions, filter columns, the day-aligned time column and metric recipes', () => {
    const shape = analyseQuery(
      { columns: [axis('P1W'), 'device'], metrics: ['count', { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'qty' } }], filters: [{ col: 'country', op: 'IN', val: ['x'] }, { col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last week' }] },
      datasource,
      ["device <> 'tablet'"],
      quote,
    );
    if (shape instanceof NotAnswerable) throw new Error(shape.reason);
    expect([...shape.dims].sort()).toEqual(['country', 'device']);
    expect(shape.time).toBe('ts');
    expect([...shape.recipes.keys()].sort()).toEqual(['AVG("qty")', 'COUNT(*)']);
  });

  it('refuses what a rollup cannot answer exactly', () => {
    const cases: [Record<string, unknown>, string[], string][] = [
      [{ columns: ['device'], metrics: ['users'] }, [], 'metric argument is not a row expression'],
      [{ columns: ['device'], metrics: ['ratio'] }, [], 'metric SQL is not one aggregate'],
      [{ columns: ['device'], metrics: [{ expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'qty' } }] }, [], 'aggregate COUNT_DISTINCT'],
      [{ columns: ['device', 'qty'] }, [], 'raw rows'],
      [{ columns: ['ts'], metrics: ['count'] }, [], 'raw values of time column ts'],
      [{ columns: [axis('PT1H')], metrics: ['count'] }, [], 'time grain PT1H'],
      [{ columns: [axis('P1D', 'day')], metrics: ['count'] }, [], 'time column day cannot be kept by day'],
      [{ columns: ['lucky'], metrics: ['count'] }, [], 'computed column lucky'],
      [{ columns: ['device'], metrics: ['count'], extras: { where: 'qty > 1' } }, [], 'custom WHERE or HAVING SQL'],
      [{ columns: ['device'], metrics: ['count'], time_offsets: ['1 year ago'] }, [], 'time comparison'],
      [{ columns: ['device'], metrics: ['count'] }, ['qty IN (SELECT 1)'], 'row-level-security clause'],
      [{ columns: ['device'], metrics: ['count'] }, ['ts > DATE \'2024-01-01\''], 'raw values of time column ts'],
      [{ columns: ['device'], metrics: ['count'], filters: [{ col: 'ts', op: '>=', val: '2024-01-01' }] }, [], 'comparison on a time column'],
    ];
    for (const [query, rls, expected] of cases) expect(reason(analyseQuery(query, datasource, rls, quote)), JSON.stringify(query)).toBe(expected);
  });
});

describe('rollupBuildSql', () => {
  it('computes every set in one GROUPING SETS scan, each set told apart by its GROUPING value', () => {
    const layout = rollupBuildSql({
      table: 'r1',
      from: '"main"."events"',
      sets: [{ dims: ['country', 'device'], time: 'ts' }, { dims: ['country'], time: null }],
      measures: [{ fn: 'COUNT', argument: '*' }, { fn: 'SUM', argument: '"qty"' }],
      columnSql: quote,
      quote,
    });
    expect(layout.sql).toContain('GROUP BY GROUPING SETS (("country", "device", DATE_TRUNC(\'day\', "ts")), ("country"))');
    // Expressions country, device, day(ts): the second set leaves out device and ts (bits 1 and 0).
    expect(layout.groupingIds).toEqual([0, 3]);
    expect([...layout.measureColumns.entries()]).toEqual([['COUNT(*)', '__m0'], ['SUM("qty")', '__m1']]);
    expect(layout.sql).toMatch(/ORDER BY "__g"$/);
  });

  it('sorts each set by the filter columns it holds after the set itself', () => {
    const layout = rollupBuildSql({
      table: 'r1',
      from: '"main"."events"',
      sets: [{ dims: ['device', 'country'], time: null }],
      measures: [{ fn: 'COUNT', argument: '*' }],
      columnSql: quote,
      quote,
      sortDims: ['country', 'channel'],
    });
    // country is __d1 (device came first); channel is in no set.
    expect(layout.sql).toMatch(/ORDER BY "__g", "__d1"$/);
  });
});

describe('narrowing partial sums', () => {
  it('narrows 128-bit sums to 64 bits, decimals to 18 digits with their scale, and nothing else', () => {
    expect(narrowerMeasureType('HUGEINT')).toBe('BIGINT');
    expect(narrowerMeasureType('DECIMAL(38,2)')).toBe('DECIMAL(18,2)');
    expect(narrowerMeasureType('DECIMAL(18, 2)')).toBeNull();
    expect(narrowerMeasureType('BIGINT')).toBeNull();
    expect(narrowerMeasureType('DOUBLE')).toBeNull();
  });

  it('asks, for each wide column, whether every value fits the narrower type', () => {
    expect(measureFitSql('"s"."r1"', [{ column: '__m1', narrower: 'BIGINT' }], quote)).toBe(
      'SELECT COALESCE(BOOL_AND("__m1" IS NULL OR TRY_CAST("__m1" AS BIGINT) IS NOT NULL), TRUE) FROM "s"."r1"',
    );
  });
});
