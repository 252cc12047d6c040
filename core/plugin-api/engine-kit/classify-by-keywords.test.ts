import { describe, expect, it } from 'vitest';
import { classifyByKeywords, mentionedWord } from './classify-by-keywords.js';
import type { SqlDialect } from '../../query/sql-lexer/sql-dialect.js';

const POSTGRES: SqlDialect = {
  stringQuotes: ["'"],
  identifierQuotes: [['"', '"']],
  backslashEscapes: false,
  backslashEscapesSetting: 'standard_conforming_strings',
  escapeStringPrefix: true,
  dollarQuotes: true,
  hashComments: false,
  nestedBlockComments: true,
  executableComments: false,
  limitCommaOffset: false,
  queryKeywords: ['SELECT', 'WITH', 'VALUES', 'TABLE'],
};
const kinds = (sql: string) => classifyByKeywords(sql, POSTGRES).map((s) => `${s.kind}:${s.type}`);

describe('classifyByKeywords', () => {
  it('splits at the semicolons outside strings, quoted names and comments', () => {
    expect(kinds("SELECT ';'; /* ; */ SELECT \"a;b\" FROM t; -- ;\nSELECT $$;$$")).toEqual(['query:SELECT', 'query:SELECT', 'query:SELECT']);
    expect(classifyByKeywords('SELECT 1 ;  VALUES (2)', POSTGRES).map((s) => s.sql)).toEqual(['SELECT 1', 'VALUES (2)']);
    expect(kinds('-- only a comment;')).toEqual([]);
  });

  it('reads the first keyword of each statement', () => {
    expect(kinds('SET x = 1; BEGIN; COPY t TO STDOUT; CALL p(); LOAD \'x\'; ATTACH \'f\' AS f; VACUUM; DROP TABLE t; EXPLAIN SELECT 1; frobnicate')).toEqual([
      'session:SET', 'transaction:BEGIN', 'file:COPY', 'call:CALL', 'extension:LOAD', 'attach:ATTACH', 'other:VACUUM', 'write:DROP', 'explain:EXPLAIN', 'other:FROBNICATE',
    ]);
  });

  it('counts a reading statement that hides a write as a write, row locks and functions aside', () => {
    expect(kinds('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d')).toEqual(['write:WITH']);
    expect(kinds('SELECT * INTO copy FROM t')).toEqual(['write:SELECT']);
    expect(kinds('EXPLAIN ANALYZE UPDATE t SET a = 1')).toEqual(['write:EXPLAIN']);
    expect(kinds('SELECT * FROM t FOR UPDATE; SELECT insert(\'a\', 1, 1, \'b\'), t.update FROM t')).toEqual(['query:SELECT', 'query:SELECT']);
  });

  it('lets the engine name what it refuses in any statement', () => {
    const [statement] = classifyByKeywords('SELECT danger()', POSTGRES, (s) => (s.sql.includes('danger') ? 'no danger' : undefined));
    expect(statement).toMatchObject({ kind: 'query', refusal: 'no danger' });
  });
});

describe('mentionedWord', () => {
  it('finds a whole word in any case, in code, quoted names, strings and comments', () => {
    for (const sql of ['SELECT PG_READ_FILE(1)', 'SELECT "pg_read_file"(1)', "SELECT 'pg_read_file'", 'SELECT 1 -- pg_read_file', 'SELECT pg_catalog.pg_read_file(1)']) {
      expect(mentionedWord(sql, ['pg_read_file']), sql).toBe('pg_read_file');
    }
    expect(mentionedWord('SELECT my_pg_read_file_copy FROM t', ['pg_read_file'])).toBeUndefined();
  });
});
