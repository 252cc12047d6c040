import { classifyByKeywords, mentionedWord, type ClassifiedStatement, type KeywordStatement } from '@core/plugin-api/index.js';
import { MYSQL_DIALECT } from './mysql-engine.js';

/** Words that read or write files on the database server, or load code into it. */
const REFUSED_WORDS = ['load_file', 'outfile', 'dumpfile', 'soname', 'sys_exec', 'sys_eval'];

/** Why MySQL SQL is refused whatever the database allows, or undefined. */
function refuse(statement: KeywordStatement): string | undefined {
  // The server runs the inside of /*! … */ comments, which a reading that skips comments would miss.
  if (/\/\*[mM]?!/.test(statement.sql)) return 'MySQL executable comments (/*! … */) are refused.';
  const word = mentionedWord(statement.sql, REFUSED_WORDS);
  if (word) return `MySQL's ${word.toUpperCase()} is refused: it reaches files on the database server or loads code into it.`;
  const first = statement.tokens.find((token) => token.kind === 'word')?.text.toUpperCase();
  if (first === 'LOAD') return 'MySQL LOAD DATA and LOAD XML are refused: they read files.';
  return undefined;
}

/**
 * MySQL and MariaDB statements by their keywords, with their file access refused: LOAD_FILE,
 * SELECT … INTO OUTFILE/DUMPFILE, LOAD DATA/XML, user-defined functions from shared libraries,
 * and executable comments, which would hide any statement from the keyword reading.
 */
export function classifyMysqlStatements(sql: string): ClassifiedStatement[] {
  return classifyByKeywords(sql, MYSQL_DIALECT, refuse);
}
