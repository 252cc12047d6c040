import { classifyByKeywords, mentionedWord, type ClassifiedStatement, type KeywordStatement } from '@core/plugin-api/index.js';
import { POSTGRES_DIALECT } from './postgres-engine.js';

/** Functions that read, list or write files on the database server, or run SQL held in a string. */
const REFUSED_FUNCTIONS = [
  'pg_read_file', 'pg_read_binary_file', 'pg_stat_file', 'pg_ls_dir', 'pg_ls_logdir', 'pg_ls_waldir', 'pg_ls_tmpdir',
  'pg_ls_archive_statusdir', 'pg_ls_logicalsnapdir', 'pg_ls_logicalmapdir', 'pg_ls_replslotdir', 'pg_ls_summariesdir',
  'pg_file_write', 'pg_file_rename', 'pg_file_unlink', 'pg_file_sync', 'pg_logdir_ls', 'lo_import', 'lo_export',
  'query_to_xml', 'query_to_xmlschema', 'query_to_xml_and_xmlschema', 'cursor_to_xml', 'cursor_to_xmlschema', 'ts_stat', 'ts_rewrite',
  'pg_read_server_files', 'pg_write_server_files', 'pg_execute_server_program',
];

/** Procedural languages that run outside the database's control (files, processes). */
const UNTRUSTED_LANGUAGE = /\blanguage\s+['"]?(c|internal|plpythonu|plpython2u|plpython3u|plperlu|pltclu|plv8u)\b/i;

function words(statement: KeywordStatement): string[] {
  return statement.tokens.filter((token) => token.kind === 'word').map((token) => token.text.toUpperCase());
}

/** Why PostgreSQL SQL is refused whatever the database allows, or undefined. */
function refuse(statement: KeywordStatement): string | undefined {
  const fn = mentionedWord(statement.sql, REFUSED_FUNCTIONS);
  if (fn) return `PostgreSQL's ${fn} is refused: it reaches files on the database server or runs SQL held in a string.`;
  if (/dblink/i.test(statement.sql)) return 'PostgreSQL dblink is refused: it runs SQL on other connections.';
  // U&"…" spells a name with escapes, so it could name any function above without showing it.
  if (/\bU&["']/i.test(statement.sql)) return 'PostgreSQL Unicode-escaped names and strings (U&"…") are refused.';
  const [first, ...rest] = words(statement);
  const head = rest.slice(0, 4);
  if (first === 'ALTER' && head[0] === 'SYSTEM') return 'ALTER SYSTEM is refused: it rewrites the server configuration.';
  if (first === 'CREATE' && head.some((word) => ['EXTENSION', 'SERVER', 'FOREIGN', 'LANGUAGE'].includes(word))) {
    return 'Creating extensions, foreign servers, foreign tables or languages is refused: they reach beyond the database.';
  }
  if (first === 'CREATE' && head.some((word) => word === 'FUNCTION' || word === 'PROCEDURE')) {
    if (UNTRUSTED_LANGUAGE.test(statement.sql)) return 'Functions in untrusted languages are refused.';
    // A function body could assemble and run any SQL, refused functions included.
    if (mentionedWord(statement.sql, ['execute'])) return 'Functions that run dynamic SQL (EXECUTE) are refused.';
  }
  return undefined;
}

/**
 * PostgreSQL statements by their keywords, with what PostgreSQL can do beyond the data refused:
 * its server file functions (a superuser connection reads any file the server can), large-object
 * import/export, SQL run from strings (query_to_xml, ts_stat, dblink, EXECUTE in function bodies),
 * extensions, foreign servers and ALTER SYSTEM. COPY (files and programs) is a `file` statement.
 */
export function classifyPostgresStatements(sql: string): ClassifiedStatement[] {
  return classifyByKeywords(sql, POSTGRES_DIALECT, refuse);
}
