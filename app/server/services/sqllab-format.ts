import { format, supportedDialects, type SqlLanguage } from 'sql-formatter';
import { ErrorType } from '@core/errors/index.js';
import { SqlLabError } from './sqllab-error.js';

/** Template expressions, statements and comments stay as written: they are parameters to the formatter. */
const TEMPLATE_PARAMS = [{ regex: String.raw`\{\{[\s\S]*?\}\}` }, { regex: String.raw`\{%[\s\S]*?%\}` }, { regex: String.raw`\{#[\s\S]*?#\}` }];

/** The `sql-formatter` language for a name, or standard SQL for one it does not know. */
export function formatterLanguage(name: string | null | undefined): SqlLanguage {
  return name && (supportedDialects as readonly string[]).includes(name) ? (name as SqlLanguage) : 'sql';
}

/**
 * Formats SQL in a dialect (upper-case keywords, functions and types; two-space indent), leaving Jinja `{{ … }}`
 * parameters intact. SQL the formatter cannot read is a 400 naming where it stopped.
 *
 * @example
 * ```ts
 * formatSql('select a from t where b = {{ x }}', 'duckdb');
 * // 'SELECT\n  a\nFROM\n  t\nWHERE\n  b = {{ x }}'
 * ```
 */
export function formatSql(sql: string, language: SqlLanguage): string {
  try {
    return format(sql, { language, keywordCase: 'upper', functionCase: 'upper', dataTypeCase: 'upper', tabWidth: 2, paramTypes: { custom: TEMPLATE_PARAMS } });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new SqlLabError(400, `The SQL could not be formatted: ${reason}`, ErrorType.INVALID_SQL_ERROR);
  }
}
