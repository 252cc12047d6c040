import { ErrorType } from '../../errors/index.js';
import { invalid, isCalled, isQualified, readingsOf, scanSql, structuralViolation, type WordInContext } from './scan-sql.js';
import type { SqlGuardDialect } from './sql-guard-dialect.js';
import type { SqlGuardResult, SqlGuardViolation } from './sql-guard-violation.js';
import { CALLABLE_KEYWORDS, DENIED_FUNCTIONS, SET_OPERATION_KEYWORDS, STATEMENT_KEYWORDS, SUBQUERY_KEYWORDS } from './sql-keywords.js';

/** Options of {@link checkSqlFragment}. */
export interface SqlFragmentOptions {
  /** The dialects the fragment must be safe under (see `sqlGuardDialectsFor`). */
  dialects: readonly SqlGuardDialect[];
  /**
   * Allow sub-queries (`SELECT`, `VALUES`, `TABLE`). Off for what users type in explore (a
   * sub-query can read tables the dataset does not expose, Superset's ALLOW_ADHOC_SUBQUERY);
   * on for expressions the dataset's owners saved (computed columns, saved metrics).
   */
  allowSubqueries?: boolean;
  /** How the message names the fragment; default `Custom SQL`. */
  subject?: string;
}

const FRAGMENT = 'Custom SQL';

/**
 * Checks a SQL expression that Tessera embeds in a query it writes (an adhoc metric or column,
 * `extras.where` / `extras.having`, a computed column). Refused when, under any reading of the
 * dialect: it is empty; holds a `;` (a second statement); a line comment (`--`, MySQL `#`) or an
 * unterminated string, identifier or comment (they swallow the rest of the query); nested or
 * executable comments; unbalanced parentheses; a data-changing or session keyword used as a
 * statement (`DROP`, `INSERT`, `ATTACH`, `COPY`, `PRAGMA`, `SET` …); a set operation; a sub-query
 * (unless allowed); or a call to a file/network/sleep function.
 *
 * @example
 * ```ts
 * checkSqlFragment('SUM(num) / COUNT(*)', { dialects: sqlGuardDialectsFor('duckdb') });
 * // { ok: true, sql: 'SUM(num) / COUNT(*)' }
 * checkSqlFragment("1=1; DROP TABLE t", { dialects: sqlGuardDialectsFor('duckdb') }).ok; // false
 * ```
 */
export function checkSqlFragment(sql: string, options: SqlFragmentOptions): SqlGuardResult {
  const subject = options.subject ?? FRAGMENT;
  for (const reading of readingsOf(options.dialects)) {
    const scan = scanSql(sql, reading);
    if (scan.significant.length === 0) return refuse(invalid(`${subject} is empty.`));
    const structural = structuralViolation(scan, reading, subject);
    if (structural) return refuse(structural);
    const lineComment = scan.tokens.find((t) => t.kind === 'line-comment');
    if (lineComment) return refuse(invalid(`${subject} cannot contain comments that run to the end of the line (${lineComment.text.slice(0, 2) === '--' ? '--' : '#'}).`));
    if (scan.significant.some((t) => t.kind === 'punctuation' && t.text === ';')) {
      return refuse(invalid(`${subject} cannot contain more than one statement (;).`));
    }
    for (const word of scan.words) {
      const violation = wordViolation(word, subject, options.allowSubqueries ?? false);
      if (violation) return refuse(violation);
    }
  }
  return { ok: true, sql: sql.trim() };
}

function wordViolation(word: WordInContext, subject: string, allowSubqueries: boolean): SqlGuardViolation | null {
  if (isQualified(word)) return null;
  if (isCalled(word) && DENIED_FUNCTIONS.has(word.upper)) {
    return { message: `${subject} cannot call the function ${word.word}.`, errorType: ErrorType.QUERY_SECURITY_ACCESS_ERROR };
  }
  if (SUBQUERY_KEYWORDS.has(word.upper) && !allowSubqueries) {
    return { message: `${subject} cannot contain sub-queries.`, errorType: ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR };
  }
  if (SET_OPERATION_KEYWORDS.has(word.upper)) return invalid(`${subject} cannot contain set operations (${word.upper}).`);
  if (isStatementKeyword(word)) {
    return {
      message: `${subject} cannot contain data-changing or session statements (${word.upper}); quote the name if it is a column.`,
      errorType: ErrorType.DML_NOT_ALLOWED_ERROR,
    };
  }
  return null;
}

/**
 * A statement keyword used as one: not a known function call (`replace(…)`), and not one of the few
 * places such a word belongs in a read-only query (`CHARACTER SET`, MySQL's `USE INDEX`).
 */
export function isStatementKeyword(word: WordInContext): boolean {
  if (!STATEMENT_KEYWORDS.has(word.upper) || isQualified(word)) return false;
  if (isCalled(word) && CALLABLE_KEYWORDS.has(word.upper)) return false;
  const previous = word.previous?.kind === 'word' ? word.previous.text.toUpperCase() : '';
  const next = word.next?.kind === 'word' ? word.next.text.toUpperCase() : '';
  if (word.upper === 'SET' && (previous === 'CHARACTER' || previous === 'CHAR')) return false;
  if (word.upper === 'USE' && (next === 'INDEX' || next === 'KEY')) return false;
  return true;
}

function refuse(violation: SqlGuardViolation): SqlGuardResult {
  return { ok: false, violation };
}
