import { defaultReading, sqlReadings, tokenizeSql, type SqlDialect, type SqlReading, type SqlToken } from '@core/plugin-api/index.js';
import { UNKNOWN_ENGINE_DIALECTS, dialectsToCheck } from '@core/query/adhoc-sql-guard/index.js';

/** One statement of a SQL Lab script, as it will be sent to the engine. */
export interface SqlStatement {
  /** The statement's text without its terminating `;` and surrounding whitespace. */
  sql: string;
  /** First keyword, upper-cased (`SELECT`, `WITH`, `INSERT` …); null when it starts with none. */
  keyword: string | null;
}

/** Statements that only read: anything else (DDL, DML, session or file commands) changes something. */
const READ_ONLY_STARTS: ReadonlySet<string> = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM', 'SHOW', 'DESCRIBE', 'DESC', 'EXPLAIN', 'SUMMARIZE', 'PIVOT', 'UNPIVOT']);

/** Data-changing verbs that may hide inside a read-only-looking statement (a CTE, `EXPLAIN ANALYZE`). */
const HIDDEN_WRITES: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'INTO']);

/** Statements that return rows and may carry a row limit. */
const ROW_RETURNING_STARTS: ReadonlySet<string> = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM']);

/**
 * How a script is read for splitting: the engine's `sqlDialect` with its server defaults (MySQL
 * escapes with backslashes, PostgreSQL's standard_conforming_strings does not), or, for an
 * engine not known here, the convention that reads every identifier quote (`"`, backticks,
 * brackets) as one, so listed table names come out unquoted.
 */
export function scriptReading(dialect: SqlDialect | undefined): SqlReading {
  return defaultReading(dialect ?? UNKNOWN_ENGINE_DIALECTS[UNKNOWN_ENGINE_DIALECTS.length - 1]!);
}

const isSignificant = (token: SqlToken) => token.kind !== 'whitespace' && token.kind !== 'line-comment' && token.kind !== 'block-comment';
const isSemicolon = (token: SqlToken) => token.kind === 'punctuation' && token.text === ';';

/**
 * Splits a script into statements at the `;` that end them, never at one inside a string, a
 * quoted name or a comment. Statements holding nothing but comments are dropped.
 *
 * @example
 * ```ts
 * splitStatements("SELECT ';' AS x; -- done\nSELECT 2;", scriptReading(postgresEngine.sqlDialect)).map((s) => s.sql);
 * // ["SELECT ';' AS x", '-- done\nSELECT 2']
 * ```
 */
export function splitStatements(script: string, reading: SqlReading): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let current: SqlToken[] = [];
  const flush = (end: number) => {
    const significant = current.filter(isSignificant);
    if (significant.length > 0) {
      const start = current[0]!.start;
      const keyword = significant.find((token) => token.kind === 'word')?.text.toUpperCase() ?? null;
      statements.push({ sql: script.slice(start, end).trim(), keyword });
    }
    current = [];
  };
  for (const token of tokenizeSql(script, reading)) {
    if (isSemicolon(token)) flush(token.start);
    else current.push(token);
  }
  flush(script.length);
  return statements;
}

/** Whether a statement returns rows a limit applies to (`SELECT`, `WITH`, `VALUES` …). */
export function returnsRows(statement: SqlStatement): boolean {
  return statement.keyword !== null && ROW_RETURNING_STARTS.has(statement.keyword);
}

/** The first word of `tokens` that changes data, or null when the statement only reads. */
function writingWord(tokens: readonly SqlToken[]): string | null {
  const significant = tokens.filter(isSignificant);
  const first = significant.find((token) => token.kind === 'word');
  // Without a single keyword it is no statement the engine would run.
  if (!first) return null;
  const keyword = first.text.toUpperCase();
  if (!READ_ONLY_STARTS.has(keyword)) return keyword;
  for (let i = 0; i < significant.length; i++) {
    const token = significant[i]!;
    if (token.kind !== 'word') continue;
    const upper = token.text.toUpperCase();
    const previous = significant[i - 1];
    const next = significant[i + 1];
    const qualified = previous?.kind === 'punctuation' && previous.text === '.';
    const called = next?.kind === 'punctuation' && next.text === '(';
    if (qualified || called) continue;
    // `SELECT … FOR UPDATE` locks rows but changes nothing.
    if (upper === 'UPDATE' && previous?.kind === 'word' && ['FOR', 'NO', 'KEY'].includes(previous.text.toUpperCase())) continue;
    // `UNPIVOT … INTO NAME k VALUE v` names output columns; it writes nothing.
    if (upper === 'INTO' && keyword === 'UNPIVOT' && next?.kind === 'word' && next.text.toUpperCase() === 'NAME') continue;
    if (HIDDEN_WRITES.has(upper)) return upper;
    // `EXPLAIN ANALYZE <statement>` runs the statement: judge what follows.
    if (keyword === 'EXPLAIN' && upper === 'ANALYZE') {
      const rest = significant.slice(i + 1).filter((t) => t.kind === 'word' && !['VERBOSE', 'FORMAT', 'TEXT', 'JSON', 'TRUE', 'FALSE', 'ANALYZE'].includes(t.text.toUpperCase()));
      const inner = rest[0]?.text.toUpperCase();
      if (inner && !READ_ONLY_STARTS.has(inner)) return inner;
    }
  }
  return null;
}

/**
 * The first data- or schema-changing statement keyword in a script, or null when every
 * statement only reads. The script is read every way the engine might read it (MySQL with and
 * without backslash escapes; every known convention when the engine is not installed), and a
 * statement counts as writing under any of them, so quoting tricks cannot hide a write. Statements that do not start with a reading keyword (SELECT, WITH,
 * VALUES, SHOW, DESCRIBE, EXPLAIN …) count as writing.
 *
 * @example
 * ```ts
 * firstWrite('SELECT 1; DELETE FROM t', duckdbEngine.sqlDialect); // 'DELETE'
 * firstWrite("SELECT 'DROP TABLE t'", duckdbEngine.sqlDialect);     // null
 * ```
 */
export function firstWrite(script: string, dialect: SqlDialect | undefined): string | null {
  for (const reading of sqlReadings(dialectsToCheck(dialect))) {
    let current: SqlToken[] = [];
    for (const token of [...tokenizeSql(script, reading), null]) {
      if (token === null || isSemicolon(token)) {
        const word = writingWord(current);
        if (word) return word;
        current = [];
      } else {
        current.push(token);
      }
    }
  }
  return null;
}
