import { describe, expect, it } from 'vitest';
import { highlightSql } from './highlight-sql';

const kinds = (sql: string) => highlightSql(sql).filter((token) => token.kind !== 'whitespace').map((token) => [token.kind, token.text]);

describe('highlightSql', () => {
  it('marks keywords case-insensitively, functions, identifiers and numbers', () => {
    expect(kinds('select count(*) AS n from t where x >= 1.5e3')).toEqual([
      ['keyword', 'select'],
      ['function', 'count'],
      ['punctuation', '('],
      ['operator', '*'],
      ['punctuation', ')'],
      ['keyword', 'AS'],
      ['identifier', 'n'],
      ['keyword', 'from'],
      ['identifier', 't'],
      ['keyword', 'where'],
      ['identifier', 'x'],
      ['operator', '>='],
      ['number', '1.5e3'],
    ]);
  });

  it('keeps keywords inside strings, quoted identifiers and comments', () => {
    expect(kinds(`SELECT 'it''s from' AS "select", \`order\`, $$ where $$ -- where\n/* group by */`)).toEqual([
      ['keyword', 'SELECT'],
      ['string', `'it''s from'`],
      ['keyword', 'AS'],
      ['quoted-identifier', '"select"'],
      ['punctuation', ','],
      ['quoted-identifier', '`order`'],
      ['punctuation', ','],
      ['string', '$$ where $$'],
      ['comment', '-- where'],
      ['comment', '/* group by */'],
    ]);
  });

  it('treats a word after a dot as part of a name', () => {
    expect(kinds('t.from')).toEqual([
      ['identifier', 't'],
      ['punctuation', '.'],
      ['identifier', 'from'],
    ]);
  });

  it('runs an unterminated string to the end and never loses text', () => {
    const sql = "SELECT 'open\nFROM t WHERE a <> b § ok";
    expect(highlightSql(sql).map((token) => token.text).join('')).toBe(sql);
    expect(highlightSql("x = 'open").at(-1)).toEqual({ kind: 'string', text: "'open" });
    expect(highlightSql('§')).toEqual([{ kind: 'operator', text: '§' }]);
  });

  it('returns no token for empty text', () => {
    expect(highlightSql('')).toEqual([]);
  });
});
