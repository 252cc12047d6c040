import { TimeRangeError } from './time-range-error.js';

/** What a token of a time expression is. Punctuation tokens are their own kind. */
export type TimeTokenKind = 'word' | 'number' | 'string' | 'datetime' | '(' | ')' | ',' | ':' | '-' | '+';

/**
 * One token of a time expression, with its place in the source so that errors can quote it.
 * `text` is the token as written, except for strings, whose `text` is the content between the quotes.
 */
export interface TimeToken {
  kind: TimeTokenKind;
  text: string;
  start: number;
  end: number;
  /** For `datetime` tokens: year, month, then day, hour, minute, second when written. */
  fields?: readonly number[];
  /** For `datetime` tokens: a `Z` or `±hh:mm` suffix was written (time zones are not supported). */
  zoned?: boolean;
}

// ISO 8601 calendar dates as people type them: `2024-01-31`, `2024-1-5`, `2024-01`,
// optionally with `T` or a space and `HH:mm[:ss[.fff]]`, optionally with a zone suffix.
const DATETIME_LITERAL = /(\d{4})-(\d{1,2})(?:-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
// Digits running into letters (`1st`) form one word, not a number followed by a word.
const DIGITS = /\d+(?:[A-Za-z_][A-Za-z0-9_]*)?/y;
const PUNCTUATION = new Set<string>(['(', ')', ',', ':', '-', '+']);
const WHITESPACE = /\s/;

function matchAt(pattern: RegExp, source: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(source);
}

/**
 * Splits a time expression into tokens: words, integers, quoted strings (single or double quotes),
 * ISO date/date-time literals and the punctuation `( ) , : - +`.
 *
 * @throws TimeRangeError on a character no token starts with, or an unterminated string.
 */
export function tokenizeTimeExpression(source: string): TimeToken[] {
  const tokens: TimeToken[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (WHITESPACE.test(char)) {
      at += 1;
      continue;
    }
    if (char === '"' || char === "'") {
      const close = source.indexOf(char, at + 1);
      if (close < 0) throw new TimeRangeError(`Error parsing time range: unterminated string in "${source}"`);
      tokens.push({ kind: 'string', text: source.slice(at + 1, close), start: at, end: close + 1 });
      at = close + 1;
      continue;
    }
    if (PUNCTUATION.has(char)) {
      tokens.push({ kind: char as TimeTokenKind, text: char, start: at, end: at + 1 });
      at += 1;
      continue;
    }
    const literal = matchAt(DATETIME_LITERAL, source, at);
    if (literal) {
      const fields = literal.slice(1, 7).filter((part) => part !== undefined).map(Number);
      const token: TimeToken = { kind: 'datetime', text: literal[0], start: at, end: at + literal[0].length, fields };
      if (literal[7] !== undefined) token.zoned = true;
      tokens.push(token);
      at = token.end;
      continue;
    }
    const digits = matchAt(DIGITS, source, at);
    if (digits) {
      const isNumber = /^\d+$/.test(digits[0]);
      tokens.push({ kind: isNumber ? 'number' : 'word', text: digits[0], start: at, end: at + digits[0].length });
      at += digits[0].length;
      continue;
    }
    const word = matchAt(WORD, source, at);
    if (word) {
      tokens.push({ kind: 'word', text: word[0], start: at, end: at + word[0].length });
      at += word[0].length;
      continue;
    }
    throw new TimeRangeError(`Error parsing time range: unexpected character "${char}" in "${source}"`);
  }
  return tokens;
}
