import { describe, expect, it } from 'vitest';
import { ErrorType } from '@core/errors/index.js';
import { duckdbEngine } from '@plugins/db-duckdb/duckdb-engine.js';
import { postgresEngine } from '@plugins/db-postgres/postgres-engine.js';
import { SqlLabError } from './sqllab-error.js';
import { planExecution, type PlanInput } from './sqllab-execution-plan.js';

const readOnly = { allow_dml: false, allow_ctas: false, allow_cvas: false };
const plan = (sql: string, extra: Partial<PlanInput> = {}) => planExecution({ sql, spec: duckdbEngine, dropdownLimit: 100, database: readOnly, ...extra });

function refusal(run: () => unknown): SqlLabError {
  try {
    run();
  } catch (error) {
    if (error instanceof SqlLabError) return error;
    throw error;
  }
  throw new Error('expected a SqlLabError');
}

describe('planExecution', () => {
  it('limits the last query to one row past the dropdown, remembering what limits it', () => {
    expect(plan('SELECT * FROM t')).toMatchObject({ statements: ['SELECT * FROM t\nLIMIT 101'], limit: 100, limitingFactor: 'DROPDOWN' });
    expect(plan('SELECT * FROM t LIMIT 5;')).toMatchObject({ statements: ['SELECT * FROM t LIMIT 6'], limit: 5, limitingFactor: 'QUERY' });
    expect(plan('SELECT * FROM t LIMIT 100')).toMatchObject({ limit: 100, limitingFactor: 'QUERY_AND_DROPDOWN' });
  });

  it('runs every statement in order, limiting every reading query', () => {
    const result = plan("SELECT 1 AS a LIMIT 3; SHOW TABLES; SELECT ';' AS b");
    expect(result.statements).toEqual(['SELECT 1 AS a LIMIT 3', 'SHOW TABLES', "SELECT ';' AS b\nLIMIT 101"]);
    expect(result.executedSql).toBe("SELECT 1 AS a LIMIT 3;\nSHOW TABLES;\nSELECT ';' AS b\nLIMIT 101");
    expect(plan('SELECT * FROM big; SELECT 1').statements[0]).toBe('SELECT * FROM big\nLIMIT 101');
  });

  it('refuses writes on a database without DML, and leaves their SQL alone where DML is allowed', () => {
    const error = refusal(() => plan('SELECT 1; DELETE FROM t'));
    expect(error.statusCode).toBe(400);
    expect(error.errorType).toBe(ErrorType.DML_NOT_ALLOWED_ERROR);
    expect(error.extra['statement_keyword']).toBe('DELETE');
    const allowed = plan('CREATE TABLE x (a INT); INSERT INTO x VALUES (1)', { database: { ...readOnly, allow_dml: true } });
    expect(allowed.statements).toEqual(['CREATE TABLE x (a INT)', 'INSERT INTO x VALUES (1)']);
  });

  it('wraps the last SELECT for CTAS and CVAS where the database allows them', () => {
    const ctas = plan('SELECT 1 AS a', { ctas: { method: 'TABLE', tableName: 'tmp_x', schema: 'main' }, database: { ...readOnly, allow_ctas: true } });
    expect(ctas).toMatchObject({ statements: ['CREATE TABLE "main"."tmp_x" AS\nSELECT 1 AS a'], limit: null, selectSql: 'SELECT 1 AS a', ctasUsed: true });
    const cvas = plan('SELECT 1 AS a', { spec: postgresEngine, ctas: { method: 'VIEW', tableName: 'v', schema: null }, database: { ...readOnly, allow_cvas: true } });
    expect(cvas.statements).toEqual(['CREATE VIEW "v" AS\nSELECT 1 AS a']);
  });

  it('refuses CTAS and CVAS the database or the query does not allow', () => {
    expect(refusal(() => plan('SELECT 1', { ctas: { method: 'TABLE', tableName: 't', schema: null } })).message).toContain('does not allow CREATE TABLE AS');
    expect(refusal(() => plan('SELECT 1; SHOW TABLES', { ctas: { method: 'TABLE', tableName: 't', schema: null }, database: { ...readOnly, allow_ctas: true } })).errorType).toBe(
      ErrorType.INVALID_CTAS_QUERY_ERROR,
    );
    expect(refusal(() => plan('SELECT 1; SELECT 2', { ctas: { method: 'VIEW', tableName: 'v', schema: null }, database: { ...readOnly, allow_cvas: true } })).errorType).toBe(
      ErrorType.INVALID_CVAS_QUERY_ERROR,
    );
  });

  it('refuses a script with no statement', () => {
    expect(refusal(() => plan(' -- nothing ;')).errorType).toBe(ErrorType.INVALID_SQL_ERROR);
  });
});
