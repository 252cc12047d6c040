import { nodeSqlParserExpressions } from '@core/plugin-api/index.js';

/** Functions that load native code or read and write files (the CLI's), when a build has them. */
const UNSAFE_FUNCTIONS: ReadonlySet<string> = new Set(['load_extension', 'readfile', 'writefile', 'edit', 'fts3_tokenizer', 'fsdir', 'zipfile', 'sqlar_uncompress']);

const isUnsafeFunction = (name: string) => UNSAFE_FUNCTIONS.has(name);

/**
 * Text SQLite reads differently from the parser: a backslash (plain text to SQLite, an escape to
 * the parser) and `#` outside quotes (a comment to the parser only). Null when there is none.
 */
export function sqliteAmbiguity(sql: string): string | null {
  if (sql.includes('\\')) return 'backslashes (SQLite does not treat them as escapes)';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = sql.indexOf(ch, i + 1);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '#') {
      return "'#' outside quotes";
    } else {
      i++;
    }
  }
  return null;
}

/** SQLite expressions, read by `node-sql-parser`'s SQLite grammar (loaded on first use). */
export const parseSqliteExpression = nodeSqlParserExpressions({
  load: () => import('node-sql-parser/build/sqlite.js'),
  database: 'SQLite',
  ambiguity: sqliteAmbiguity,
  isUnsafeFunction,
  doubleQuotedNames: true,
});
