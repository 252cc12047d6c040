import { describe, expect, it } from 'vitest';
import type { SqlDialect } from '@core/plugin-api/index.js';
import { DUCKDB_DIALECT } from '@plugins/db-duckdb/duckdb-engine.js';
import { MYSQL_DIALECT } from '@plugins/db-mysql/mysql-engine.js';
import { scriptReading } from './sqllab-statements.js';
import { sqlTables } from './sqllab-sql-tables.js';

const tables = (sql: string, dialect: SqlDialect = DUCKDB_DIALECT) => sqlTables(sql, scriptReading(dialect)).map((t) => [t.catalog, t.schema, t.table].filter(Boolean).join('.'));

describe('sqlTables', () => {
  it('lists the tables after FROM and JOIN, qualified and quoted', () => {
    expect(tables('SELECT * FROM main.birth_names b JOIN "Other ""x""" o ON 1 = 1 LEFT JOIN cat.s.t USING (id)')).toEqual(['main.birth_names', 'Other "x"', 'cat.s.t']);
  });

  it('reads FROM lists and sub-queries', () => {
    expect(tables('SELECT * FROM a x, b AS y, c WHERE a.id IN (SELECT id FROM d)')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('skips CTE names, table functions and FROM inside expressions', () => {
    expect(tables("WITH x AS (SELECT * FROM real_table) SELECT EXTRACT(YEAR FROM ts), * FROM x, range(10), read_csv('f')")).toEqual(['real_table']);
  });

  it('reads MySQL backticks', () => {
    expect(tables('SELECT * FROM `db`.`orders`', MYSQL_DIALECT)).toEqual(['db.orders']);
  });
});
