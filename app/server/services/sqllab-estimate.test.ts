import { describe, expect, it } from 'vitest';
import { costOf } from './sqllab-estimate.js';

const plan = (names: string[], rows: unknown[][]) => ({
  columns: names.map((name) => ({ name, type: 'VARCHAR' })),
  data: names.map((_, c) => rows.map((row) => row[c])),
  rowCount: rows.length,
});

describe('costOf', () => {
  it("reads PostgreSQL's start-up and total cost", () => {
    expect(costOf(plan(['QUERY PLAN'], [['Seq Scan on t  (cost=0.00..35.50 rows=2550 width=4)']]), 'postgresql')).toEqual({ 'Start-up cost': '0', 'Total cost': '35.5' });
  });

  it("keeps DuckDB's plan text, a one-row plan's columns and a longer plan's lines", () => {
    expect(costOf(plan(['explain_key', 'explain_value'], [['physical_plan', '┌───┐']]), 'duckdb')).toEqual({ Plan: '┌───┐' });
    expect(costOf(plan(['id', 'table', 'rows'], [[1, 't', 42]]), 'mysql')).toEqual({ id: '1', table: 't', rows: '42' });
    expect(costOf(plan(['id', 'detail'], [[2, 'SCAN t'], [3, 'USE INDEX']]), 'sqlite')).toEqual({ Plan: '2 | SCAN t\n3 | USE INDEX' });
  });
});
