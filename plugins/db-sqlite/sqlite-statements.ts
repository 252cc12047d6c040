import { classifyByKeywords, mentionedWord, type ClassifiedStatement } from '@core/plugin-api/index.js';
import { SQLITE_DIALECT } from './sqlite-engine.js';
import type { SqliteStatementInfo } from './sqlite-process.js';

/** Functions that load code into the process; SQLite also refuses them itself (not authorized). */
const REFUSED_FUNCTIONS = ['load_extension'];

function refuse(statement: { sql: string }): string | undefined {
  const name = mentionedWord(statement.sql, REFUSED_FUNCTIONS);
  return name ? `SQLite's ${name} is refused: it loads code into the server.` : undefined;
}

/**
 * Classifies a SQLite script: split and read by keywords, then each statement compiled (not run)
 * by SQLite itself, whose verdict on whether it writes wins over the keywords. A statement SQLite
 * cannot compile (an unknown table) keeps its keyword reading and carries SQLite's message.
 */
export async function classifySqliteStatements(sql: string, prepare: (statement: string) => Promise<SqliteStatementInfo>): Promise<ClassifiedStatement[]> {
  const statements = classifyByKeywords(sql, SQLITE_DIALECT, refuse);
  for (const statement of statements) {
    try {
      const info = await prepare(statement.sql!);
      if (statement.kind === 'query' && !info.readonly) statement.kind = 'write';
    } catch (error) {
      statement.bindError = error instanceof Error ? error.message : String(error);
    }
  }
  return statements;
}
