/** Lexical rules of a SQL dialect, as far as finding statement structure needs them. */
export interface SqlScanDialect {
  /** Characters that open a quoted string or identifier besides `'` (`"`, `` ` ``, `[`). */
  quotes: string;
  /** `\` escapes the next character inside quoted text (MySQL's default). */
  backslashEscapes: boolean;
  /** `E'…'` strings with backslash escapes (PostgreSQL, DuckDB). */
  escapeStrings: boolean;
  /** `$$…$$` and `$tag$…$tag$` strings. */
  dollarQuotes: boolean;
  /** `#` starts a line comment (MySQL). */
  hashComments: boolean;
  /** Block comments nest (PostgreSQL). */
  nestedBlockComments: boolean;
}

/** A significant token: comments and whitespace are dropped, quoted text is one token. */
export interface SqlToken {
  kind: 'word' | 'number' | 'quoted' | 'symbol';
  text: string;
  start: number;
  end: number;
  /** Parenthesis depth the token sits at (0 = top level). */
  depth: number;
}

const CLOSING: Readonly<Record<string, string>> = { '[': ']' };

/**
 * Splits SQL into tokens without parsing it, so a caller can find top-level keywords (LIMIT,
 * a statement-ending `;`) that are not inside strings, quoted names or comments. Unterminated
 * quotes and comments run to the end of the text, which is what the engine would do too.
 */
export function scanSql(sql: string, dialect: SqlScanDialect): SqlToken[] {
  const tokens: SqlToken[] = [];
  let depth = 0;
  let i = 0;
  const push = (kind: SqlToken['kind'], start: number, end: number, atDepth = depth) =>
    tokens.push({ kind, text: sql.slice(start, end), start, end, depth: atDepth });

  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (/\s/.test(ch)) {
      i++;
    } else if ((ch === '-' && next === '-') || (ch === '#' && dialect.hashComments)) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '/' && next === '*') {
      i = skipBlockComment(sql, i, dialect.nestedBlockComments);
    } else if (ch === "'" || dialect.quotes.includes(ch)) {
      const end = skipQuoted(sql, i + 1, CLOSING[ch] ?? ch, dialect.backslashEscapes && ch !== '`' && ch !== '[');
      push('quoted', i, end);
      i = end;
    } else if ((ch === 'E' || ch === 'e') && next === "'" && dialect.escapeStrings) {
      const end = skipQuoted(sql, i + 2, "'", true);
      push('quoted', i, end);
      i = end;
    } else if (ch === '$' && dialect.dollarQuotes && /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.test(sql.slice(i, i + 64))) {
      const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(sql.slice(i, i + 64))![0];
      const close = sql.indexOf(tag, i + tag.length);
      const end = close === -1 ? sql.length : close + tag.length;
      push('quoted', i, end);
      i = end;
    } else if (/[0-9]/.test(ch) || (ch === '.' && next !== undefined && /[0-9]/.test(next))) {
      const match = /^[0-9]*\.?[0-9]*(?:[eE][+-]?[0-9]+)?/.exec(sql.slice(i))!;
      push('number', i, i + Math.max(1, match[0].length));
      i += Math.max(1, match[0].length);
    } else if (/[\p{L}_]/u.test(ch)) {
      const match = /^[\p{L}\p{N}_$]+/u.exec(sql.slice(i))!;
      push('word', i, i + match[0].length);
      i += match[0].length;
    } else if (ch === '(') {
      push('symbol', i, i + 1);
      depth++;
      i++;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
      push('symbol', i, i + 1);
      i++;
    } else {
      push('symbol', i, i + 1);
      i++;
    }
  }
  return tokens;
}

function skipBlockComment(sql: string, start: number, nested: boolean): number {
  let level = 0;
  let i = start;
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*') {
      level = nested ? level + 1 : 1;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      level--;
      i += 2;
      if (level === 0) return i;
    } else {
      i++;
    }
  }
  return sql.length;
}

/** Index just past the closing quote; a doubled closing quote is an escaped quote. */
function skipQuoted(sql: string, start: number, close: string, backslashEscapes: boolean): number {
  let i = start;
  while (i < sql.length) {
    const ch = sql[i];
    if (backslashEscapes && ch === '\\') {
      i += 2;
    } else if (ch === close) {
      if (sql[i + 1] === close) i += 2;
      else return i + 1;
    } else {
      i++;
    }
  }
  return sql.length;
}
