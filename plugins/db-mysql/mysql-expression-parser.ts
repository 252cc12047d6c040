import { nodeSqlParserExpressions } from '@core/plugin-api/index.js';

/**
 * Functions that read server files, run shell commands (UDFs often installed for that), stall
 * the server, take locks that outlive the query, wait on replication, or advance sequences.
 */
const UNSAFE_FUNCTIONS: ReadonlySet<string> = new Set([
  'load_file', 'sleep', 'benchmark', 'sys_exec', 'sys_eval', 'get_lock', 'release_lock', 'release_all_locks', 'is_free_lock',
  'is_used_lock', 'master_pos_wait', 'source_pos_wait', 'wait_for_executed_gtid_set', 'wait_until_sql_thread_after_gtids',
  'nextval', 'lastval', 'setval', 'last_insert_id',
]);

const isUnsafeFunction = (name: string) => UNSAFE_FUNCTIONS.has(name);

/**
 * Text MySQL may read differently from the parser, or that runs what it hides: `--` not followed
 * by a space (two minus signs to MySQL, a comment to the parser), executable comments
 * (`/*! … *\/`, MariaDB's `/*M! … *\/`), and a backslash inside double quotes (a string or a name
 * depending on the session's ANSI_QUOTES). Tessera's sessions always read backslash escapes in
 * single-quoted strings, as the parser does. Null when there is none.
 */
export function mysqlAmbiguity(sql: string): string | null {
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < sql.length && sql[j] !== ch) {
        if (sql[j] === '\\' && ch !== '`') {
          if (ch === '"') return "backslashes inside double quotes (the session's ANSI_QUOTES mode decides what they mean)";
          j++;
        }
        j++;
      }
      i = j + 1;
    } else if (ch === '-' && sql[i + 1] === '-') {
      if (!/\s/.test(sql[i + 2] ?? '')) return "'--' without a space after it (MySQL reads two minus signs, not a comment)";
      i = lineEnd(sql, i);
    } else if (ch === '#') {
      i = lineEnd(sql, i);
    } else if (ch === '/' && sql[i + 1] === '*') {
      if (sql[i + 2] === '!' || (sql[i + 2] === 'M' && sql[i + 3] === '!')) return 'executable comments (/*! … */)';
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else {
      i++;
    }
  }
  return null;
}

function lineEnd(sql: string, from: number): number {
  const end = sql.indexOf('\n', from);
  return end === -1 ? sql.length : end + 1;
}

/** MySQL and MariaDB expressions, read by `node-sql-parser`'s MySQL grammar (loaded on first use). */
export const parseMysqlExpression = nodeSqlParserExpressions({
  load: () => import('node-sql-parser/build/mysql.js'),
  database: 'MySQL',
  ambiguity: mysqlAmbiguity,
  isUnsafeFunction,
  doubleQuotedNames: false,
});
