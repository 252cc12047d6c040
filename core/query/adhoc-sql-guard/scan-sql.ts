import { ErrorType } from '../../errors/index.js';
import type { SqlReading } from '../sql-lexer/sql-dialect.js';
import { significantTokens, tokenizeSql, type SqlToken } from '../sql-lexer/tokenize-sql.js';
import type { SqlGuardViolation } from './sql-guard-violation.js';

/** A word token with what surrounds it, so callers can tell `DELETE …` from `t.delete` and `replace(…)`. */
export interface WordInContext {
  word: string;
  upper: string;
  /** Previous significant token (not whitespace or comment). */
  previous: SqlToken | undefined;
  /** Next significant token. */
  next: SqlToken | undefined;
}

/** The significant tokens of one reading of the text, and the structural problem found, if any. */
export interface SqlScan {
  tokens: SqlToken[];
  significant: SqlToken[];
  words: WordInContext[];
}

/** Tokenizes one reading and indexes its words with their neighbours. */
export function scanSql(sql: string, reading: SqlReading): SqlScan {
  const tokens = tokenizeSql(sql, reading);
  const significant = significantTokens(tokens);
  const words: WordInContext[] = [];
  significant.forEach((token, index) => {
    if (token.kind !== 'word') return;
    words.push({ word: token.text, upper: token.text.toUpperCase(), previous: significant[index - 1], next: significant[index + 1] });
  });
  return { tokens, significant, words };
}

/**
 * Problems every piece of SQL is refused for, fragment or statement: text that never closes (it
 * would swallow what Tessera appends), nested or executable comments (servers disagree on where
 * they end, or run their content), and unbalanced parentheses (a way out of the wrapping parens).
 */
export function structuralViolation(scan: SqlScan, reading: SqlReading, subject: string): SqlGuardViolation | null {
  for (const token of scan.tokens) {
    // Before termination: a nesting reading makes `/* /* */` run to the end, and the reason is the nesting.
    if (token.kind === 'block-comment') {
      if (token.text.indexOf('/*', 2) >= 0) return invalid(`${subject} cannot contain nested comments.`);
      if (reading.dialect.executableComments && /^\/\*[mM]?!/.test(token.text)) {
        return invalid(`${subject} cannot contain executable comments (/*! … */).`);
      }
    }
    if (!token.terminated) {
      const what = token.kind === 'string' ? 'string literal' : token.kind === 'quoted-identifier' ? 'quoted identifier' : 'comment';
      return invalid(`${subject} has an unterminated ${what}.`);
    }
  }
  let depth = 0;
  for (const token of scan.significant) {
    if (token.kind !== 'punctuation') continue;
    if (token.text === '(') depth++;
    if (token.text === ')') depth--;
    if (depth < 0) return invalid(`${subject} has unbalanced parentheses.`);
  }
  return depth === 0 ? null : invalid(`${subject} has unbalanced parentheses.`);
}

/** True when the word is a qualified name (`t.set`), not a keyword. */
export function isQualified(word: WordInContext): boolean {
  return word.previous?.kind === 'punctuation' && word.previous.text === '.';
}

/** True when the word is followed by `(`: a function call. */
export function isCalled(word: WordInContext): boolean {
  return word.next?.kind === 'punctuation' && word.next.text === '(';
}

/** An INVALID_SQL_ERROR violation. */
export function invalid(message: string): SqlGuardViolation {
  return { message, errorType: ErrorType.INVALID_SQL_ERROR };
}
