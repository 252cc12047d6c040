/** The outcome of {@link checkSelectStatement}. */
export type SelectCheck = { ok: true; sql: string } | { ok: false; reason: string };

/** Words that change data or schema, or write results somewhere, wherever they appear. */
const FORBIDDEN = new Set([
  'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'DROP', 'CREATE', 'ALTER', 'TRUNCATE', 'GRANT', 'REVOKE',
  'INTO', 'COPY', 'ATTACH', 'DETACH', 'PRAGMA', 'CALL', 'EXEC', 'EXECUTE', 'VACUUM', 'INSTALL', 'LOAD',
]);

interface Dialect {
  /** MySQL reads `\'` inside a string as an escaped quote; standard SQL does not. */
  backslashEscapes: boolean;
  /** MySQL starts a comment with `#`; PostgreSQL uses `#` as an operator. */
  hashComments: boolean;
}

interface Scan {
  /** Upper-cased words outside strings, quoted identifiers and comments, per statement. */
  statements: string[][];
  /** The text of each statement, for the one we keep. */
  texts: string[];
  /** Whether the text holds a comment (outside strings). */
  comments: boolean;
  error?: string;
}

function scan(sqlText: string, dialect: Dialect): Scan {
  const statements: string[][] = [[]];
  const texts: string[] = [];
  let start = 0;
  let i = 0;
  let comments = false;
  const n = sqlText.length;
  const skipQuoted = (quote: string, escapes: boolean): boolean => {
    i++;
    while (i < n) {
      const c = sqlText[i]!;
      if (escapes && c === '\\') {
        i += 2;
        continue;
      }
      if (c === quote) {
        if (sqlText[i + 1] === quote) {
          i += 2;
          continue;
        }
        i++;
        return true;
      }
      i++;
    }
    return false;
  };
  while (i < n) {
    const c = sqlText[i]!;
    const next = sqlText[i + 1];
    if (c === "'") {
      if (!skipQuoted("'", dialect.backslashEscapes)) return { statements, texts, comments, error: 'an unterminated string literal' };
    } else if (c === '"' || c === '`') {
      if (!skipQuoted(c, false)) return { statements, texts, comments, error: 'an unterminated quoted identifier' };
    } else if ((c === '-' && next === '-') || (dialect.hashComments && c === '#')) {
      comments = true;
      while (i < n && sqlText[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      comments = true;
      const end = sqlText.indexOf('*/', i + 2);
      if (end < 0) return { statements, texts, comments, error: 'an unterminated comment' };
      i = end + 2;
    } else if (c === '$' && /^\$[A-Za-z_]?\w*\$/.test(sqlText.slice(i))) {
      // PostgreSQL and DuckDB dollar quoting: $tag$ … $tag$.
      const tag = /^\$[A-Za-z_]?\w*\$/.exec(sqlText.slice(i))![0];
      const end = sqlText.indexOf(tag, i + tag.length);
      if (end < 0) return { statements, texts, comments, error: 'an unterminated dollar-quoted string' };
      i = end + tag.length;
    } else if (c === ';') {
      texts.push(sqlText.slice(start, i));
      statements.push([]);
      start = i + 1;
      i++;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sqlText.slice(i))![0];
      statements[statements.length - 1]!.push(word.toUpperCase());
      i += word.length;
    } else {
      i++;
    }
  }
  texts.push(sqlText.slice(start));
  return { statements, texts, comments };
}

function checkWith(sqlText: string, dialect: Dialect, allowComments = true): SelectCheck {
  const { statements, texts, comments, error } = scan(sqlText, dialect);
  if (error) return { ok: false, reason: `The SQL has ${error}.` };
  if (!allowComments && comments) return { ok: false, reason: 'Comments are not allowed in a SQL expression.' };
  const nonEmpty = statements.map((words, index) => ({ words, text: texts[index] ?? '' })).filter((s) => s.words.length > 0);
  if (nonEmpty.length === 0) return { ok: false, reason: 'The SQL is empty.' };
  if (nonEmpty.length > 1) return { ok: false, reason: 'Only single queries supported' };
  const [statement] = nonEmpty;
  const first = statement!.words[0]!;
  if (first !== 'SELECT' && first !== 'WITH') return { ok: false, reason: 'Only SELECT statements are allowed against this database.' };
  const forbidden = statement!.words.find((word) => FORBIDDEN.has(word));
  if (forbidden) return { ok: false, reason: `Only SELECT statements are allowed against this database (found ${forbidden}).` };
  return { ok: true, sql: statement!.text.trim() };
}

/**
 * Checks that a virtual dataset's SQL is one read-only SELECT (or WITH … SELECT): no second
 * statement, no DML or DDL, no `SELECT … INTO`. Strings, quoted identifiers and comments are
 * skipped, and the text is read both the standard way and MySQL's way (backslash escapes,
 * `#` comments), so a quote or comment trick that hides a statement from one reading is caught
 * by the other. Returns the statement without its trailing semicolon.
 */
export function checkSelectStatement(sqlText: string): SelectCheck {
  const standard = checkWith(sqlText, { backslashEscapes: false, hashComments: false });
  if (!standard.ok) return standard;
  const mysql = checkWith(sqlText, { backslashEscapes: true, hashComments: true });
  return mysql.ok ? standard : mysql;
}

/**
 * Checks a SQL expression that will be embedded in generated queries (a calculated column, a
 * saved metric): the same rules as a SELECT, and no comment, which could swallow the rest of
 * the query it is placed in.
 */
export function checkSqlExpression(expression: string): SelectCheck {
  const text = `SELECT ${expression}`;
  const standard = checkWith(text, { backslashEscapes: false, hashComments: false }, false);
  if (!standard.ok) return standard;
  const mysql = checkWith(text, { backslashEscapes: true, hashComments: true }, false);
  return mysql.ok ? { ok: true, sql: expression.trim() } : mysql;
}
