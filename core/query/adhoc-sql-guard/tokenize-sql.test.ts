import { describe, expect, it } from 'vitest';
import { SQL_GUARD_DIALECTS, tokenizeSql, type SqlGuardDialect } from './index.js';

function kinds(sql: string, dialect: SqlGuardDialect = SQL_GUARD_DIALECTS['duckdb']!, backslashEscapes = false) {
  return tokenizeSql(sql, { dialect, backslashEscapes })
    .filter((t) => t.kind !== 'whitespace')
    .map((t) => [t.kind, t.text, t.terminated] as const);
}

describe('tokenizeSql', () => {
  it('splits words, numbers, punctuation and operators', () => {
    expect(kinds('SUM(a.b) >= 1.5e3,x')).toEqual([
      ['word', 'SUM', true],
      ['punctuation', '(', true],
      ['word', 'a', true],
      ['punctuation', '.', true],
      ['word', 'b', true],
      ['punctuation', ')', true],
      ['operator', '>', true],
      ['operator', '=', true],
      ['number', '1.5e3', true],
      ['punctuation', ',', true],
      ['word', 'x', true],
    ]);
  });

  it('reads doubled quotes inside strings and identifiers', () => {
    expect(kinds(`'it''s' "a ""b"""`)).toEqual([
      ['string', `'it''s'`, true],
      ['quoted-identifier', `"a ""b"""`, true],
    ]);
  });

  it('reads backslash escapes only when told to', () => {
    const mysql = SQL_GUARD_DIALECTS['mysql']!;
    expect(kinds(`'a\\' x'`, mysql, true)).toEqual([['string', `'a\\' x'`, true]]);
    expect(kinds(`'a\\' x'`, mysql, false)).toEqual([
      ['string', `'a\\'`, true],
      ['word', 'x', true],
      ['string', `'`, false],
    ]);
  });

  it('reads E-strings, dollar quotes and comments', () => {
    expect(kinds(`E'\\'' $x$ ; $x$ -- c\n/* d */ 1`)).toEqual([
      ['string', `E'\\''`, true],
      ['string', '$x$ ; $x$', true],
      ['line-comment', '-- c', true],
      ['block-comment', '/* d */', true],
      ['number', '1', true],
    ]);
  });

  it('marks text that never closes', () => {
    expect(kinds('/* open')).toEqual([['block-comment', '/* open', false]]);
    expect(kinds('$$ open')).toEqual([['string', '$$ open', false]]);
  });

  it('reads MySQL # comments, backticks and double-quoted strings', () => {
    const mysql = SQL_GUARD_DIALECTS['mysql']!;
    expect(kinds('`a``b` "c" # d', mysql)).toEqual([
      ['quoted-identifier', '`a``b`', true],
      ['string', '"c"', true],
      ['line-comment', '# d', true],
    ]);
  });
});
