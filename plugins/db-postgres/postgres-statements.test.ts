import { describe, expect, it } from 'vitest';
import { classifyPostgresStatements } from './postgres-statements.js';

const refusal = (sql: string) => classifyPostgresStatements(sql)[0]?.refusal;

describe('PostgreSQL statement classification', () => {
  it('refuses server file functions however they are spelled', () => {
    for (const sql of [
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT PG_CATALOG.PG_READ_BINARY_FILE('/etc/passwd')",
      'SELECT "pg_ls_dir"(\'/\')',
      "SELECT lo_import('/etc/passwd')",
      "SELECT query_to_xml('select 1', true, false, '')",
      "SELECT * FROM dblink('dbname=x', 'select 1') AS t(a int)",
      'SELECT U&"pg\\005fread\\005ffile"(\'/etc/passwd\')',
      'CREATE EXTENSION file_fdw',
      'CREATE FOREIGN TABLE f (a text) SERVER s',
      "ALTER SYSTEM SET work_mem = '1GB'",
      "CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN EXECUTE 'select 1'; END $$",
      "CREATE OR REPLACE FUNCTION f() RETURNS int LANGUAGE plpython3u AS $$ return 1 $$",
      'GRANT pg_read_server_files TO analyst',
    ]) expect(refusal(sql), sql).toMatch(/refused/);
  });

  it('classifies COPY, DO and ordinary statements by their keywords', () => {
    expect(classifyPostgresStatements("COPY t TO PROGRAM 'id'; DO $$ BEGIN END $$; SELECT 1; UPDATE t SET a = 1").map((s) => s.kind)).toEqual(['file', 'call', 'query', 'write']);
    expect(refusal('SELECT read_count, file_name FROM uploads')).toBeUndefined();
    expect(refusal("CREATE FUNCTION add(a int, b int) RETURNS int LANGUAGE sql AS $$ SELECT a + b $$")).toBeUndefined();
  });
});
