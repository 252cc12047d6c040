import { nodeSqlParserExpressions } from '@core/plugin-api/index.js';

/**
 * Functions that read or list server files, reach other servers, read or change settings, stall
 * or signal backends, write large objects, advance sequences, or run a query given as text.
 */
const UNSAFE_FUNCTIONS: ReadonlySet<string> = new Set([
  'pg_stat_file', 'pg_reload_conf', 'pg_rotate_logfile', 'pg_terminate_backend', 'pg_cancel_backend', 'pg_notify',
  'pg_switch_wal', 'pg_promote', 'pg_current_logfile', 'set_config', 'current_setting', 'query_to_xml', 'query_to_xmlschema',
  'query_to_xml_and_xmlschema', 'cursor_to_xml', 'cursor_to_xmlschema', 'table_to_xml', 'table_to_xmlschema',
  'table_to_xml_and_xmlschema', 'schema_to_xml', 'schema_to_xmlschema', 'schema_to_xml_and_xmlschema', 'database_to_xml',
  'database_to_xmlschema', 'database_to_xml_and_xmlschema', 'nextval', 'setval', 'currval', 'lastval', 'txid_current',
]);
const UNSAFE_PREFIXES: readonly string[] = ['pg_read_', 'pg_ls_', 'pg_file_', 'pg_sleep', 'pg_logical_', 'pg_advisory_', 'pg_try_advisory_', 'pg_get_', 'lo_', 'dblink'];

const isUnsafeFunction = (name: string) => UNSAFE_FUNCTIONS.has(name) || UNSAFE_PREFIXES.some((prefix) => name.startsWith(prefix));

/**
 * Text PostgreSQL may read differently from the parser: a backslash (whether it escapes a quote
 * depends on the server's `standard_conforming_strings`) and dollar-quoted strings (which the
 * parser does not know). Null when there is none.
 */
function ambiguity(sql: string): string | null {
  if (sql.includes('\\')) return "backslashes (the server's standard_conforming_strings setting decides whether they escape quotes)";
  if (/\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/u.test(sql)) return 'dollar-quoted strings ($$ … $$)';
  return null;
}

/** PostgreSQL expressions, read by `node-sql-parser`'s PostgreSQL grammar (loaded on first use). */
export const parsePostgresExpression = nodeSqlParserExpressions({
  load: () => import('node-sql-parser/build/postgresql.js'),
  database: 'PostgresQL',
  ambiguity,
  isUnsafeFunction,
  doubleQuotedNames: true,
});
