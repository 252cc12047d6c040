import type { DatabaseEngineContribution, SqlExpressionParse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { SqlFragment } from './sql-fragment.js';
import { SqlFragmentChecker } from './sql-fragment-checker.js';
import { TEST_SPECS } from './test-engine-specs.js';
import { fixtureDatasource } from './test-fixture.js';

const fragment = (sql: string, extra: Partial<SqlFragment> = {}): SqlFragment => ({ sql, subject: 'Custom SQL', author: 'user', namesMetrics: false, ...extra });

/** The DuckDB spec with its parser counted (and made to fail on demand). */
function countingSpec(): { spec: DatabaseEngineContribution; calls: string[]; failNext: () => void } {
  const calls: string[] = [];
  let fail = false;
  const spec: DatabaseEngineContribution = {
    ...TEST_SPECS.duckdb,
    parseSqlExpression: async (sql): Promise<SqlExpressionParse> => {
      calls.push(sql);
      if (fail) {
        fail = false;
        throw new Error('parser unavailable');
      }
      return TEST_SPECS.duckdb.parseSqlExpression!(sql);
    },
  };
  return { spec, calls, failNext: () => (fail = true) };
}

const scope = { datasource: fixtureDatasource(), metricLabels: ['total'] };

describe('SqlFragmentChecker', () => {
  it('parses each text once per engine, and applies the rule to the current columns every time', async () => {
    const checker = new SqlFragmentChecker();
    const { spec, calls } = countingSpec();
    await checker.check(spec, [fragment('SUM(num)'), fragment('SUM(num)', { subject: 'again' })], scope);
    await checker.check(spec, [fragment('SUM(num)')], scope);
    expect(calls).toEqual(['SUM(num)']);
    const withoutNum = { ...scope, datasource: fixtureDatasource({ columns: fixtureDatasource().columns.filter((c) => c.column_name !== 'num') }) };
    await expect(checker.check(spec, [fragment('SUM(num)')], withoutNum)).rejects.toThrow("Custom SQL may only refer to the dataset's columns: num.");
  });

  it('lets HAVING and ORDER BY fragments name the metrics, and no other', async () => {
    const checker = new SqlFragmentChecker();
    await checker.check(TEST_SPECS.duckdb, [fragment('total > 1 AND count > 0', { namesMetrics: true })], scope);
    await expect(checker.check(TEST_SPECS.duckdb, [fragment('total > 1')], scope)).rejects.toThrow(/columns: total/);
  });

  it('forgets a parser failure, and the oldest parses beyond its capacity', async () => {
    const checker = new SqlFragmentChecker(2);
    const { spec, calls, failNext } = countingSpec();
    failNext();
    await expect(checker.check(spec, [fragment('num + 1')], scope)).rejects.toThrow('parser unavailable');
    await checker.check(spec, [fragment('num + 1')], scope);
    await checker.check(spec, [fragment('num + 2'), fragment('num + 3')], scope);
    await checker.check(spec, [fragment('num + 1')], scope);
    expect(calls).toEqual(['num + 1', 'num + 1', 'num + 2', 'num + 3', 'num + 1']);
  });
});
