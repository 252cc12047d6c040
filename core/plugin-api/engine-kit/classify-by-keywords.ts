import type { ClassifiedStatement, StatementKind } from '../statement-classification.js';
import { defaultReading, type SqlDialect } from '../../query/sql-lexer/sql-dialect.js';
import { significantTokens, tokenizeSql, type SqlToken } from '../../query/sql-lexer/tokenize-sql.js';

const KIND_OF_FIRST_WORD: Readonly<Record<string, StatementKind>> = {
  SELECT: 'query', WITH: 'query', VALUES: 'query', TABLE: 'query', FROM: 'query', SHOW: 'query', DESCRIBE: 'query', DESC: 'query',
  SUMMARIZE: 'query', PIVOT: 'query', UNPIVOT: 'query',
  EXPLAIN: 'explain',
  SET: 'session', RESET: 'session', USE: 'session', PRAGMA: 'session',
  BEGIN: 'transaction', START: 'transaction', COMMIT: 'transaction', ROLLBACK: 'transaction', END: 'transaction', ABORT: 'transaction',
  SAVEPOINT: 'transaction', RELEASE: 'transaction',
  INSTALL: 'extension', UNINSTALL: 'extension', FORCE: 'extension', LOAD: 'extension',
  ATTACH: 'attach', DETACH: 'attach',
  COPY: 'file', EXPORT: 'file', IMPORT: 'file',
  CALL: 'call', EXEC: 'call', EXECUTE: 'call', PREPARE: 'call', DEALLOCATE: 'call', DO: 'call', HANDLER: 'call',
  INSERT: 'write', UPDATE: 'write', DELETE: 'write', MERGE: 'write', UPSERT: 'write', REPLACE: 'write', CREATE: 'write', ALTER: 'write',
  DROP: 'write', TRUNCATE: 'write', RENAME: 'write', COMMENT: 'write', GRANT: 'write', REVOKE: 'write', REFRESH: 'write',
};

/** Verbs that make a reading-looking statement write (a data-changing CTE, `SELECT … INTO`). */
const HIDDEN_WRITES: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'INTO']);

/** A statement's significant tokens and its text, as {@link classifyByKeywords} hands them to `refuse`. */
export interface KeywordStatement {
  sql: string;
  tokens: readonly SqlToken[];
}

function hiddenWrite(tokens: readonly SqlToken[]): boolean {
  return tokens.some((token, i) => {
    if (token.kind !== 'word') return false;
    const word = token.text.toUpperCase();
    if (!HIDDEN_WRITES.has(word)) return false;
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    // `t.update`, `insert(…)` (a function) and `FOR UPDATE` (a row lock) change nothing.
    if (previous?.text === '.' || next?.text === '(') return false;
    return !(word === 'UPDATE' && previous?.kind === 'word' && ['FOR', 'NO', 'KEY'].includes(previous.text.toUpperCase()));
  });
}

function classifyTokens(statement: KeywordStatement, refuse?: (statement: KeywordStatement) => string | undefined): ClassifiedStatement {
  const first = statement.tokens.find((token) => token.kind === 'word')?.text.toUpperCase() ?? '';
  let kind: StatementKind = Object.hasOwn(KIND_OF_FIRST_WORD, first) ? KIND_OF_FIRST_WORD[first]! : 'other';
  if ((kind === 'query' || kind === 'explain') && hiddenWrite(statement.tokens)) kind = 'write';
  const refusal = refuse?.(statement);
  return { kind, type: first || 'UNKNOWN', sql: statement.sql, ...(refusal ? { refusal } : {}) };
}

/**
 * Classifies each statement of a script by its first keyword, for engines that offer no parser:
 * statements are split at the `;` outside strings, quoted names and comments, a reading statement
 * that hides a write (`WITH d AS (DELETE …)`, `SELECT … INTO`) counts as a write, and an unknown
 * first keyword is `other`. `refuse` lets an engine name what it refuses in any statement (server
 * file functions and the like).
 *
 * @example
 * ```ts
 * classifyByKeywords('SELECT 1; COPY t TO STDOUT', POSTGRES_DIALECT).map((s) => s.kind); // ['query', 'file']
 * ```
 */
export function classifyByKeywords(sql: string, dialect: SqlDialect, refuse?: (statement: KeywordStatement) => string | undefined): ClassifiedStatement[] {
  const statements: ClassifiedStatement[] = [];
  let current: SqlToken[] = [];
  let segmentStart = 0;
  // A statement's text runs from one `;` to the next, comments included: some engines run comments.
  const flush = (end: number) => {
    if (current.length > 0) statements.push(classifyTokens({ sql: sql.slice(segmentStart, end).trim(), tokens: current }, refuse));
    current = [];
    segmentStart = end + 1;
  };
  for (const token of significantTokens(tokenizeSql(sql, defaultReading(dialect)))) {
    if (token.kind === 'punctuation' && token.text === ';') flush(token.start);
    else current.push(token);
  }
  flush(sql.length);
  return statements;
}

/**
 * The first of `names` that occurs in `sql` as a whole word, in any case, wherever it stands:
 * in code, a quoted name, a string or a comment. Strings count because some engines run SQL
 * held in a string; a harmless mention is refused too, which is the safe side.
 */
export function mentionedWord(sql: string, names: readonly string[]): string | undefined {
  const lower = sql.toLowerCase();
  return names.find((name) => new RegExp(`(?<![\\p{L}\\p{N}_$])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_$])`, 'u').test(lower));
}
