import type { SqlGuardDialect } from './sql-guard-dialect.js';

/** What a token is, as far as telling code from data goes. */
export type SqlTokenKind =
  | 'word'
  | 'quoted-identifier'
  | 'string'
  | 'number'
  | 'punctuation'
  | 'operator'
  | 'line-comment'
  | 'block-comment'
  | 'whitespace';

/** One token of SQL text; `terminated` is false for a string, identifier or comment that never closes. */
export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  start: number;
  terminated: boolean;
}

/** Tokenizer options: the dialect, with the backslash question already decided. */
export interface TokenizeOptions {
  dialect: SqlGuardDialect;
  /** Whether `\` escapes inside ordinary quoted text (see {@link SqlGuardDialect.backslashEscapes}). */
  backslashEscapes: boolean;
}

const WORD_START = /[\p{L}_]/u;
const WORD_PART = /[\p{L}\p{N}_$]/u;
const DIGIT = /[0-9]/;
const SPACE = /\s/u;
const DOLLAR_TAG = /\$([\p{L}_][\p{L}\p{N}_]*)?\$/uy;
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/gu;

/**
 * Splits SQL text into tokens the way the dialect's server would: string literals (doubled quotes,
 * optional backslash escapes, `E'…'`, dollar quoting), quoted identifiers, line and block comments,
 * words, numbers and single-character punctuation/operators. Never throws: text that does not
 * close yields a token with `terminated: false` running to the end.
 *
 * @example
 * ```ts
 * tokenizeSql("a = 'x;y' -- c", { dialect: SQL_GUARD_DIALECTS.duckdb, backslashEscapes: false })
 *   .map((t) => t.kind); // ['word','whitespace','operator','whitespace','string','whitespace','line-comment']
 * ```
 */
export function tokenizeSql(sql: string, options: TokenizeOptions): SqlToken[] {
  const { dialect } = options;
  const tokens: SqlToken[] = [];
  let i = 0;
  const push = (kind: SqlTokenKind, end: number, terminated = true) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i, terminated });
    i = end;
  };

  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];

    if (SPACE.test(ch)) {
      let end = i + 1;
      while (end < sql.length && SPACE.test(sql[end]!)) end++;
      push('whitespace', end);
    } else if ((ch === '-' && next === '-') || (ch === '#' && dialect.hashComments)) {
      push('line-comment', lineEnd(sql, i));
    } else if (ch === '/' && next === '*') {
      const close = sql.indexOf('*/', i + 2);
      push('block-comment', close < 0 ? sql.length : close + 2, close >= 0);
    } else if ((ch === 'E' || ch === 'e') && next === "'" && dialect.escapeStringPrefix && !continuesWord(tokens)) {
      push('string', ...readQuoted(sql, i + 1, "'", true));
    } else if (dialect.stringQuotes.includes(ch)) {
      push('string', ...readQuoted(sql, i, ch, options.backslashEscapes));
    } else if (identifierClose(dialect, ch) !== undefined) {
      // Backslashes escape in MySQL's backtick identifiers only under the same setting as strings.
      push('quoted-identifier', ...readQuoted(sql, i, identifierClose(dialect, ch)!, options.backslashEscapes && ch !== '['));
    } else if (ch === '$' && dialect.dollarQuotes && !continuesWord(tokens) && matchDollarTag(sql, i) !== null) {
      const tag = matchDollarTag(sql, i)!;
      const close = sql.indexOf(tag, i + tag.length);
      push('string', close < 0 ? sql.length : close + tag.length, close >= 0);
    } else if (WORD_START.test(ch)) {
      let end = i + 1;
      while (end < sql.length && WORD_PART.test(sql[end]!)) end++;
      push('word', end);
    } else if (DIGIT.test(ch) || (ch === '.' && next !== undefined && DIGIT.test(next))) {
      let end = i + 1;
      while (end < sql.length && /[0-9A-Za-z_.]/.test(sql[end]!)) end++;
      push('number', end);
    } else if ('(),;.[]'.includes(ch)) {
      push('punctuation', i + 1);
    } else {
      push('operator', i + 1);
    }
  }
  return tokens;
}

/** True when the previous token is a word the current character would continue (`abc$x$`, `typE'…'`). */
function continuesWord(tokens: readonly SqlToken[]): boolean {
  const last = tokens[tokens.length - 1];
  return last !== undefined && (last.kind === 'word' || last.kind === 'number');
}

/** Where a line comment ends: at the first line-breaking character any engine honours (\r alone ends it for PostgreSQL). */
function lineEnd(sql: string, start: number): number {
  LINE_BREAK.lastIndex = start;
  const match = LINE_BREAK.exec(sql);
  return match ? match.index : sql.length;
}

function identifierClose(dialect: SqlGuardDialect, open: string): string | undefined {
  return dialect.identifierQuotes.find(([o]) => o === open)?.[1];
}

function matchDollarTag(sql: string, at: number): string | null {
  DOLLAR_TAG.lastIndex = at;
  const match = DOLLAR_TAG.exec(sql);
  return match ? match[0] : null;
}

/** Reads quoted text opening at `start` with `close` as its closing character; returns [end, terminated]. */
function readQuoted(sql: string, start: number, close: string, backslashEscapes: boolean): [number, boolean] {
  let i = start + 1;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (backslashEscapes && ch === '\\') {
      i += 2;
    } else if (ch === close) {
      if (sql[i + 1] === close) i += 2;
      else return [i + 1, true];
    } else {
      i++;
    }
  }
  return [sql.length, false];
}
