import { describe, expect, it } from 'vitest';
import { duckdbEngine } from '@plugins/db-duckdb/duckdb-engine.js';
import { mysqlEngine } from '@plugins/db-mysql/mysql-engine.js';
import { planLimit, trailingLimit, withRowLimit } from './sqllab-limit.js';
import { scriptReading } from './sqllab-statements.js';

const duck = scriptReading(duckdbEngine.sqlDialect);
const mysql = scriptReading(mysqlEngine.sqlDialect);

describe('trailingLimit', () => {
  it.each([
    ['SELECT * FROM t LIMIT 5', 5],
    ['SELECT * FROM t limit 7 offset 20', 7],
    ['SELECT * FROM (SELECT * FROM t LIMIT 3) s', null],
    ["SELECT 'LIMIT 9'", null],
    ['SELECT * FROM t LIMIT 5 -- trailing comment', 5],
  ])('reads %j', (sql, expected) => {
    expect(trailingLimit(sql, duck)?.value ?? null).toBe(expected);
  });

  it("reads MySQL's LIMIT offset, count only where the dialect has it", () => {
    expect(trailingLimit('SELECT * FROM t LIMIT 10, 4', mysql)?.value).toBe(4);
    expect(trailingLimit('SELECT * FROM t LIMIT 10, 4', duck)).toBeNull();
  });
});

describe('planLimit', () => {
  it("takes the smaller of the query's LIMIT and the dropdown and says which", () => {
    expect(planLimit(null, 1000)).toEqual({ limit: 1000, limitingFactor: 'DROPDOWN' });
    expect(planLimit(5000, 1000)).toEqual({ limit: 1000, limitingFactor: 'DROPDOWN' });
    expect(planLimit(5, 1000)).toEqual({ limit: 5, limitingFactor: 'QUERY' });
    expect(planLimit(1000, 1000)).toEqual({ limit: 1000, limitingFactor: 'QUERY_AND_DROPDOWN' });
  });
});

describe('withRowLimit', () => {
  it("raises or lowers the query's own trailing LIMIT to the number of rows to read", () => {
    expect(withRowLimit('SELECT * FROM t LIMIT 5', 6, duck, duckdbEngine.applyLimit)).toBe('SELECT * FROM t LIMIT 6');
    expect(withRowLimit('SELECT * FROM t LIMIT 500 OFFSET 3', 11, duck, duckdbEngine.applyLimit)).toBe('SELECT * FROM t LIMIT 11 OFFSET 3');
    expect(withRowLimit('SELECT * FROM t LIMIT 2, 500', 11, mysql, mysqlEngine.applyLimit)).toBe('SELECT * FROM t LIMIT 2, 11');
  });

  it("leaves the rest to the engine spec's applyLimit", () => {
    expect(withRowLimit('SELECT * FROM t ORDER BY a', 101, duck, duckdbEngine.applyLimit)).toBe('SELECT * FROM t ORDER BY a\nLIMIT 101');
  });
});
