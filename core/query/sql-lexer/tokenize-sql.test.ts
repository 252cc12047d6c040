import { describe, expect, it } from 'vitest';
import { defaultReading, sqlReadings, type SqlDialect } from './sql-dialect.js';
import { tokenizeSql } from './tokenize-sql.js';

const DUCKDB_LIKE: SqlDialect = {
  stringQuotes: ["'"],
  identifierQuotes: [['"', '"']],
  backslashEscapes: false,
  backslashEscapesSetting: null,
  escapeStringPrefix: true,
  dollarQuotes: true,
  hashComments: false,
  nestedBlockComments: false,
  executableComments: false,
  limitCommaOffset: false,
  queryKeywords: ['SELECT'],
};
const MYSQL_LIKE: SqlDialect = {
  ...DUCKDB_LIKE,
  stringQuotes: ["'", '"'],
  identifierQuotes: [['`', '`']],
  backslashEscapes: true,
  backslashEscapesSetting: 'NO_BACKSLASH_ESCAPES',
  escapeStringPrefix: false,
  dollarQuotes: false,
  hashComments: true,
  executableComments: true,
};
const POSTGRES_LIKE: SqlDialect = { ...DUCKDB_LIKE, backslashEscapesSetting: 'standard_conforming_strings', nestedBlockComments: true };

function kinds(sql: string, dialect: SqlDialect = DUCKDB_LIKE, backslashEscapes = false) {
  return tokenizeSql(sql, { dialect, backslashEscapes, nestedBlockComments: dialect.nestedBlockComments })
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

  it('gives every token its parenthesis depth and end, and loses no text', () => {
    const sql = "SELECT (1, (2)) -- x\n";
    const tokens = tokenizeSql(sql, defaultReading(DUCKDB_LIKE));
    expect(tokens.filter((t) => t.kind === 'punctuation' || t.kind === 'number').map((t) => `${t.text}@${t.depth}`)).toEqual(['(@0', '1@1', ',@1', '(@1', '2@2', ')@1', ')@0']);
    expect(tokens.map((t) => t.text).join('')).toBe(sql);
    expect(tokens.every((t) => sql.slice(t.start, t.end) === t.text)).toBe(true);
  });

  it('reads doubled quotes inside strings and identifiers', () => {
    expect(kinds(`'it''s' "a ""b"""`)).toEqual([
      ['string', `'it''s'`, true],
      ['quoted-identifier', `"a ""b"""`, true],
    ]);
  });

  it('reads backslash escapes in strings only when told to, and never in quoted names', () => {
    expect(kinds(`'a\\' x'`, MYSQL_LIKE, true)).toEqual([['string', `'a\\' x'`, true]]);
    expect(kinds(`'a\\' x'`, MYSQL_LIKE, false)).toEqual([
      ['string', `'a\\'`, true],
      ['word', 'x', true],
      ['string', `'`, false],
    ]);
    expect(kinds('`a\\` x', MYSQL_LIKE, true)).toEqual([
      ['quoted-identifier', '`a\\`', true],
      ['word', 'x', true],
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
    expect(kinds('$1$ typE$x$')).toEqual([
      ['operator', '$', true],
      ['number', '1', true],
      ['operator', '$', true],
      ['word', 'typE$x$', true],
    ]);
  });

  it('nests block comments only where the dialect does', () => {
    expect(kinds('/* a /* b */ c */ 1', POSTGRES_LIKE)).toEqual([
      ['block-comment', '/* a /* b */ c */', true],
      ['number', '1', true],
    ]);
    expect(kinds('/* a /* b */ c */', DUCKDB_LIKE).slice(0, 2)).toEqual([
      ['block-comment', '/* a /* b */', true],
      ['word', 'c', true],
    ]);
  });

  it('marks text that never closes', () => {
    expect(kinds('/* open')).toEqual([['block-comment', '/* open', false]]);
    expect(kinds('$$ open')).toEqual([['string', '$$ open', false]]);
    expect(kinds('/* /* */', POSTGRES_LIKE)).toEqual([['block-comment', '/* /* */', false]]);
  });

  it('reads MySQL # comments, backticks and double-quoted strings', () => {
    expect(kinds('`a``b` "c" # d', MYSQL_LIKE)).toEqual([
      ['quoted-identifier', '`a``b`', true],
      ['string', '"c"', true],
      ['line-comment', '# d', true],
    ]);
  });
});

describe('sqlReadings', () => {
  it('reads both ways what a server setting decides, and nesting comments also flat', () => {
    const shape = (dialect: SqlDialect) => sqlReadings([dialect]).map((r) => `${r.backslashEscapes}/${r.nestedBlockComments}`);
    expect(shape(DUCKDB_LIKE)).toEqual(['false/false']);
    expect(shape(MYSQL_LIKE)).toEqual(['false/false', 'true/false']);
    expect(shape(POSTGRES_LIKE)).toEqual(['false/true', 'false/false', 'true/true', 'true/false']);
  });
});
