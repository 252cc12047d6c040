import { describe, expect, it } from 'vitest';
import { classifyMysqlStatements } from './mysql-statements.js';

const refusal = (sql: string) => classifyMysqlStatements(sql)[0]?.refusal;

describe('MySQL statement classification', () => {
  it('refuses file access, code loading and executable comments', () => {
    for (const sql of [
      "SELECT LOAD_FILE('/etc/passwd')",
      "SELECT `load_file`('/etc/passwd')",
      "SELECT 1 INTO OUTFILE '/tmp/x'",
      "SELECT 1 INTO/**/DUMPFILE '/tmp/x'",
      "LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t",
      "CREATE FUNCTION sys_exec RETURNS int SONAME 'lib.so'",
      "SELECT 1 /*!50000 , LOAD_FILE('/etc/passwd') */",
      'SELECT 1 /*M! ; DROP TABLE t */',
    ]) expect(refusal(sql), sql).toMatch(/refused/);
  });

  it('reads backslash-escaped strings as MySQL does when splitting', () => {
    expect(classifyMysqlStatements("SELECT 'it\\'s; fine'; PREPARE s FROM 'x'").map((s) => s.kind)).toEqual(['query', 'call']);
    expect(refusal('SELECT file_name, outfile_count FROM uploads')).toBeUndefined();
  });
});
