import { describe, expect, it } from 'vitest';
import type { ExploreColumn } from '../control-panel-context.js';
import {
  defaultAggregateFor,
  metricDefaultLabel,
  metricKey,
  metricTitle,
  newMetricOptionName,
  parseSimpleMetric,
  simpleMetricOf,
  simpleMetricSql,
} from './metric-expression.js';

const COLUMNS: ExploreColumn[] = [
  { column_name: 'num', type: 'BIGINT', type_generic: 0 },
  { column_name: 'name', type: 'VARCHAR', type_generic: 1 },
  { column_name: 'Revenue', type: 'DOUBLE', type_generic: 0 },
  { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
];

describe('parseSimpleMetric', () => {
  it.each([
    ['SUM(num)', 'SUM', 'num'],
    ['sum(num)', 'SUM', 'num'],
    ['avg( "num" )', 'AVG', 'num'],
    ['  MAX(`num`)  ', 'MAX', 'num'],
    ['min([num])', 'MIN', 'num'],
    ['COUNT(name)', 'COUNT', 'name'],
    ['COUNT(DISTINCT name)', 'COUNT_DISTINCT', 'name'],
    ['count ( distinct "name" )', 'COUNT_DISTINCT', 'name'],
    ['SUM(num);', 'SUM', 'num'],
  ])('%s is %s of %s', (sql, aggregate, column) => {
    expect(parseSimpleMetric(sql, COLUMNS)).toEqual({ aggregate, column: { column_name: column, type: expect.any(String) } });
  });

  it('matches column names case-insensitively and returns the dataset spelling', () => {
    expect(parseSimpleMetric('SUM(revenue)', COLUMNS)).toEqual({ aggregate: 'SUM', column: { column_name: 'Revenue', type: 'DOUBLE' } });
    expect(parseSimpleMetric('SUM(NUM)', COLUMNS)?.column.column_name).toBe('num');
  });

  it('prefers the exact spelling when two columns differ only in case', () => {
    const columns = [...COLUMNS, { column_name: 'revenue', type: 'INT' }];
    expect(parseSimpleMetric('SUM(revenue)', columns)?.column).toEqual({ column_name: 'revenue', type: 'INT' });
  });

  it.each([
    'SUM(num) / COUNT(*)',
    'COUNT(*)',
    'SUM(unknown_column)',
    'SUM(num + 1)',
    "SUM('num')",
    'SUM(DISTINCT num)',
    'MEDIAN(num)',
    'SUM num',
    'SUM(num',
    '',
  ])('%j stays SQL', (sql) => {
    expect(parseSimpleMetric(sql, COLUMNS)).toBeNull();
  });
});

describe('simple metric helpers', () => {
  it('writes the SQL of an aggregate', () => {
    expect(simpleMetricSql('SUM', 'num')).toBe('SUM(num)');
    expect(simpleMetricSql('COUNT_DISTINCT', 'name')).toBe('COUNT(DISTINCT name)');
  });

  it('sums numbers and counts distinct values of anything else', () => {
    expect(defaultAggregateFor(COLUMNS[0]!)).toBe('SUM');
    expect(defaultAggregateFor(COLUMNS[1]!)).toBe('COUNT_DISTINCT');
    expect(defaultAggregateFor(COLUMNS[3]!)).toBe('COUNT_DISTINCT');
  });

  it('builds a labelled SIMPLE metric with an optionName', () => {
    expect(simpleMetricOf('SUM', COLUMNS[0]!, 'metric_x')).toEqual({
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'num', type: 'BIGINT' },
      label: 'SUM(num)',
      hasCustomLabel: false,
      optionName: 'metric_x',
    });
    expect(simpleMetricOf('AVG', COLUMNS[0]!).optionName).toMatch(/^metric_[a-z0-9]+$/);
  });

  it('makes option names that differ', () => {
    const names = new Set(Array.from({ length: 50 }, () => newMetricOptionName()));
    expect(names.size).toBe(50);
  });

  it('labels adhoc metrics by default', () => {
    expect(metricDefaultLabel({ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' } })).toBe('MAX(num)');
    expect(metricDefaultLabel({ expressionType: 'SQL', sqlExpression: ' SUM(a) / SUM(b) ' })).toBe('SUM(a) / SUM(b)');
  });
});

describe('metricTitle', () => {
  const saved = [
    { metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)' },
    { metric_name: 'sum__num', expression: 'SUM(num)' },
  ];

  it('shows saved metrics by verbose name, else by name', () => {
    expect(metricTitle('count', saved)).toBe('COUNT(*)');
    expect(metricTitle('sum__num', saved)).toBe('sum__num');
    expect(metricTitle('gone', saved)).toBe('gone');
  });

  it('shows adhoc metrics by label, else by default label', () => {
    expect(metricTitle({ expressionType: 'SQL', sqlExpression: 'MAX(x)', label: 'Top' }, saved)).toBe('Top');
    expect(metricTitle({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } }, saved)).toBe('SUM(num)');
  });

  it('keys repeated metrics apart', () => {
    expect(metricKey('count', 0)).not.toBe(metricKey('count', 1));
  });
});
