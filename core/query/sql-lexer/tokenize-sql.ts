import type { SqlReading } from './sql-dialect.js';

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

/** One token of SQL text; the texts of all tokens concatenate back to the input. */
export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  start: number;
  end: number;
  /** Parenthesis depth the token sits at (0 = top level; a `(` and its `)` sit outside). */
  depth: number;
  /** False for a string, quoted identifier or comment that never closes (it runs to the end). */
  terminated: boolean;
}

const WORD_START = /[\p{L}_]/u;
const WORD_PART = /[\p{L}\p{N}_$]/u;
const DIGIT = /[0-9]/;
const SPACE = /\s/u;
const DOLLAR_TAG = /\$([\p{L}_][\p{L}\p{N}_]*)?\$/uy;
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/gu;

/**
 * Splits SQL text into tokens the way a server reading it in `reading` would: string literals
 * (doubled quotes, backslash escapes where the reading has them, `E'…'`, dollar quoting), quoted
 * identifiers, line and block comments (nesting where the reading nests), words, numbers and
 * single-character punctuation/operators. Never throws: text that does not close yields a token
 * with `terminated: false` running to the end.
 *
 * @example
 * ```ts
 * tokenizeSql("a = 'x;y' -- c", defaultReading(DUCKDB_DIALECT)).map((t) => t.kind);
 * // ['word','whitespace','operator','whitespace','string','whitespace','line-comment']
 * ```
 */
export function tokenizeSql(sql: string, reading: SqlReading): SqlToken[] {
  const { dialect } = reading;
  const tokens: SqlToken[] = [];
  let depth = 0;
  let i = 0;
  const push = (kind: SqlTokenKind, end: number, terminated = true) => {
    const text = sql.slice(i, end);
    if (kind === 'punctuation' && text === ')') depth = Math.max(0, depth - 1);
    tokens.push({ kind, text, start: i, end, depth, terminated });
    if (kind === 'punctuation' && text === '(') depth++;
    i = end;
  };

  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    const identifierClose = dialect.identifierQuotes.find(([open]) => open === ch)?.[1];

    if (SPACE.test(ch)) {
      let end = i + 1;
      while (end < sql.length && SPACE.test(sql[end]!)) end++;
      push('whitespace', end);
    } else if ((ch === '-' && next === '-') || (ch === '#' && dialect.hashComments)) {
      push('line-comment', lineEnd(sql, i));
    } else if (ch === '/' && next === '*') {
      push('block-comment', ...readBlockComment(sql, i, reading.nestedBlockComments));
    } else if ((ch === 'E' || ch === 'e') && next === "'" && dialect.escapeStringPrefix && !continuesWord(tokens)) {
      push('string', ...readQuoted(sql, i + 1, "'", true));
    } else if (dialect.stringQuotes.includes(ch)) {
      push('string', ...readQuoted(sql, i, ch, reading.backslashEscapes));
    } else if (identifierClose !== undefined) {
      push('quoted-identifier', ...readQuoted(sql, i, identifierClose, false));
    } else if (ch === '$' && dialect.dollarQuotes && !continuesWord(tokens) && matchDollarTag(sql, i) !== null) {
      const tag = matchDollarTag(sql, i)!;
      const close = sql.indexOf(tag, i + tag.length);
      push('string', close < 0 ? sql.length : close + tag.length, close >= 0);
    } else if (WORD_START.test(ch)) {
      let end = i + 1;
      while (end < sql.length && WORD_PART.test(sql[end]!)) end++;
      push('word', end);
    } else if (DIGIT.test(ch) || (ch === '.' && next !== undefined && DIGIT.test(next))) {
      push('number', numberEnd(sql, i));
    } else if ('(),;.[]'.includes(ch)) {
      push('punctuation', i + 1);
    } else {
      push('operator', i + 1);
    }
  }
  return tokens;
}

/** Tokens that carry meaning: no whitespace, no comments. */
export function significantTokens(tokens: readonly SqlToken[]): SqlToken[] {
  return tokens.filter((t) => t.kind !== 'whitespace' && t.kind !== 'line-comment' && t.kind !== 'block-comment');
}

/** True when the previous token is a word the current character would continue (`abc$x$`, `typE'…'`). */
function continuesWord(tokens: readonly SqlToken[]): boolean {
  const last = tokens[tokens.length - 1];
  return last !== undefined && (last.kind === 'word' || last.kind === 'number');
}

/** Where a number ends: letters, digits and dots that stick to it count (`1e5abc`, `0x1F`), so a glued word never reads as a keyword. */
function numberEnd(sql: string, start: number): number {
  let end = start + 1;
  while (end < sql.length && /[0-9A-Za-z_.]/.test(sql[end]!)) end++;
  return end;
}

/** Where a line comment ends: at the first line-breaking character any engine honours (\r alone ends it for PostgreSQL). */
function lineEnd(sql: string, start: number): number {
  LINE_BREAK.lastIndex = start;
  const match = LINE_BREAK.exec(sql);
  return match ? match.index : sql.length;
}

function matchDollarTag(sql: string, at: number): string | null {
  DOLLAR_TAG.lastIndex = at;
  const match = DOLLAR_TAG.exec(sql);
  return match ? match[0] : null;
}

/** Reads a block comment opening at `start`; returns [end, terminated]. */
function readBlockComment(sql: string, start: number, nested: boolean): [number, boolean] {
  let level = 1;
  let i = start + 2;
  while (i < sql.length) {
    if (nested && sql[i] === '/' && sql[i + 1] === '*') {
      level++;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      i += 2;
      if (--level === 0) return [i, true];
    } else {
      i++;
    }
  }
  return [sql.length, false];
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
  return [Math.min(i, sql.length), false];
}
