import { ErrorType } from '../../errors/index.js';
import { sqlReadings, type SqlDialect } from '../sql-lexer/sql-dialect.js';
import type { SqlToken } from '../sql-lexer/tokenize-sql.js';
import { invalid, isCalled, isQualified, scanSql, structuralViolation, type SqlScan, type WordInContext } from './scan-sql.js';
import type { SqlGuardResult, SqlGuardViolation } from './sql-guard-violation.js';
import { CALLABLE_KEYWORDS, STATEMENT_KEYWORDS } from './sql-keywords.js';

/** Words a read-only query may start with (`FROM` for DuckDB's FROM-first syntax, `TABLE` for PostgreSQL's `TABLE t`). */
const QUERY_STARTS: ReadonlySet<string> = new Set(['SELECT', 'WITH', 'VALUES', 'FROM', 'TABLE']);

const DEFAULT_SUBJECT = 'Virtual dataset query';

/**
 * Checks the SQL of a virtual dataset, which Tessera wraps as `(<sql>) AS virtual_table`: exactly
 * one read-only query (trailing semicolons are dropped), no data-changing keyword anywhere (a CTE
 * may hide `DELETE … RETURNING`), no text that never closes, no nested or executable comments,
 * balanced parentheses. Comments are allowed; the caller puts the SQL on lines of its own.
 * Returns the statement without its trailing semicolons. Messages name the SQL as `subject`
 * (default "Virtual dataset query"; an alert's SQL is an "Alert query").
 *
 * @example
 * ```ts
 * checkSelectStatement('SELECT * FROM t;', { dialects: [sqliteEngine.sqlDialect] });
 * // { ok: true, sql: 'SELECT * FROM t' }
 * ```
 */
export function checkSelectStatement(sql: string, options: { dialects: readonly SqlDialect[]; subject?: string }): SqlGuardResult {
  const subject = options.subject ?? DEFAULT_SUBJECT;
  let statement = sql.trim();
  for (const reading of sqlReadings(options.dialects)) {
    const scan = scanSql(sql, reading);
    if (scan.significant.length === 0) return refuse(invalid(`${subject} cannot be empty.`));
    const structural = structuralViolation(scan, reading, subject);
    if (structural) return refuse(structural);

    const firstSemicolon = scan.significant.findIndex(isSemicolon);
    if (firstSemicolon >= 0 && !scan.significant.slice(firstSemicolon).every(isSemicolon)) {
      return refuse(invalid(`${subject} cannot consist of multiple statements.`));
    }
    if (firstSemicolon === 0) return refuse(invalid(`${subject} cannot be empty.`));

    const first = scan.significant[0]!;
    const opensQuery = (first.kind === 'word' && QUERY_STARTS.has(first.text.toUpperCase())) || (first.kind === 'punctuation' && first.text === '(');
    const writes = scan.words.find(isStatementKeyword);
    if (writes) return refuse({ message: `${subject} must be read-only (found ${writes.upper}).`, errorType: ErrorType.DML_NOT_ALLOWED_ERROR });
    if (!opensQuery) return refuse(invalid(`${subject} must be a SELECT statement.`));

    if (firstSemicolon > 0) statement = withoutTrailingSemicolons(sql, scan, firstSemicolon);
  }
  return { ok: true, sql: statement };
}

function isSemicolon(token: SqlToken): boolean {
  return token.kind === 'punctuation' && token.text === ';';
}

function withoutTrailingSemicolons(sql: string, scan: SqlScan, firstSemicolon: number): string {
  return sql.slice(0, scan.significant[firstSemicolon]!.start).trim();
}

function refuse(violation: SqlGuardViolation): SqlGuardResult {
  return { ok: false, violation };
}

/**
 * A statement keyword used as one: not a known function call (`replace(…)`), and not one of the few
 * places such a word belongs in a read-only query (`CHARACTER SET`, MySQL's `USE INDEX`).
 */
function isStatementKeyword(word: WordInContext): boolean {
  if (!STATEMENT_KEYWORDS.has(word.upper) || isQualified(word)) return false;
  if (isCalled(word) && CALLABLE_KEYWORDS.has(word.upper)) return false;
  const previous = word.previous?.kind === 'word' ? word.previous.text.toUpperCase() : '';
  const next = word.next?.kind === 'word' ? word.next.text.toUpperCase() : '';
  if (word.upper === 'SET' && (previous === 'CHARACTER' || previous === 'CHAR')) return false;
  if (word.upper === 'USE' && (next === 'INDEX' || next === 'KEY')) return false;
  return true;
}
