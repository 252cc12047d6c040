import { defaultReading, type SqlDialect } from '../../query/sql-lexer/sql-dialect.js';
import { significantTokens, tokenizeSql, type SqlToken } from '../../query/sql-lexer/tokenize-sql.js';

/** Keywords after which appending `LIMIT n` is not valid SQL, so the query is wrapped instead. */
const NO_APPEND = new Set(['LIMIT', 'OFFSET', 'FETCH', 'FOR', 'LOCK', 'INTO', 'PROCEDURE', 'SETTINGS', 'FORMAT']);

/**
 * Limits a query to `limit` rows: a trailing `LIMIT n` becomes `LIMIT min(n, limit)`, a query
 * without one gets `LIMIT limit` appended (keeping its ORDER BY meaningful, which a wrapping
 * subquery would not on MySQL), and anything else is wrapped in `SELECT * FROM (…)`.
 * Statements that return no rows (DDL, DML, SHOW…) and multi-statement scripts come back unchanged.
 */
export function applyLimit(dialect: SqlDialect, sql: string, limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`Row limit must be a non-negative integer, got ${limit}`);
  const tokens = significantTokens(tokenizeSql(sql, defaultReading(dialect)));
  while (tokens.length > 0 && isTopLevel(tokens.at(-1)!, ';')) tokens.pop();
  if (tokens.length === 0 || tokens.some((token) => isTopLevel(token, ';'))) return sql;
  const firstWord = tokens.find((token) => token.kind === 'word');
  if (!firstWord || !dialect.queryKeywords.includes(firstWord.text.toUpperCase())) return sql;

  const body = sql.slice(0, tokens.at(-1)!.end);
  const count = trailingLimitCount(tokens, dialect);
  if (count) {
    const current = Number(count.text);
    return `${body.slice(0, count.start)}${Math.min(current, limit)}${body.slice(count.end)}`;
  }
  const topLevelWords = tokens.filter((token) => token.depth === 0 && token.kind === 'word').map((token) => token.text.toUpperCase());
  if (!topLevelWords.some((word) => NO_APPEND.has(word))) return `${body}\nLIMIT ${limit}`;
  return `SELECT * FROM (\n${body}\n) AS tessera_limited LIMIT ${limit}`;
}

function isTopLevel(token: SqlToken, text: string): boolean {
  return token.depth === 0 && token.kind === 'punctuation' && token.text === text;
}

function isKeyword(token: SqlToken | undefined, keyword: string): boolean {
  return token !== undefined && token.depth === 0 && token.kind === 'word' && token.text.toUpperCase() === keyword;
}

function isInteger(token: SqlToken | undefined): token is SqlToken {
  return token !== undefined && token.kind === 'number' && /^[0-9]+$/.test(token.text);
}

/** The row-count token of a trailing `LIMIT n`, `LIMIT n OFFSET m` or `LIMIT m, n`; undefined otherwise. */
function trailingLimitCount(tokens: readonly SqlToken[], dialect: SqlDialect): SqlToken | undefined {
  const at = (fromEnd: number) => tokens[tokens.length - fromEnd];
  if (isKeyword(at(2), 'LIMIT') && isInteger(at(1))) return at(1);
  if (isKeyword(at(4), 'LIMIT') && isInteger(at(3)) && isKeyword(at(2), 'OFFSET') && isInteger(at(1))) return at(3);
  if (dialect.limitCommaOffset && isKeyword(at(4), 'LIMIT') && isInteger(at(3)) && isTopLevel(at(2)!, ',') && isInteger(at(1))) return at(1);
  return undefined;
}
