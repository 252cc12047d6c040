import { ErrorType, issueCode } from '@core/errors/index.js';
import { classifyByKeywords, type ClassifiedStatement, type EngineConnection, type StatementKind } from '@core/plugin-api/index.js';
import { UNKNOWN_ENGINE_DIALECTS } from '@core/query/adhoc-sql-guard/index.js';
import { SqlLabError, toSqlLabError } from './sqllab-error.js';
import { firstWrite } from './sqllab-statements.js';

/** How an engine without a parser of its own is scanned: the standard convention (PostgreSQL's), the most common. */
const FALLBACK_SCAN = UNKNOWN_ENGINE_DIALECTS[0]!;

/** Kinds never run for users, whatever the database allows, with what they are called in messages. */
const REFUSED: Readonly<Partial<Record<StatementKind, string>>> = {
  session: 'Statements that change settings (SET, RESET, USE, PRAGMA)',
  transaction: 'Transaction statements (BEGIN, COMMIT, ROLLBACK): each statement runs on its own',
  extension: 'Extension statements (INSTALL, LOAD)',
  attach: 'ATTACH and DETACH',
  file: 'Statements that read or write server files (COPY, EXPORT, IMPORT, LOAD DATA)',
  call: 'CALL, PREPARE, EXECUTE and DO',
  other: 'Maintenance statements',
};

/** What a statement may do where it runs. */
export interface StatementAllowance {
  /** The database allows DML/DDL (its `allow_dml`). */
  allowDml: boolean;
  /** This statement is the CREATE TABLE/VIEW AS that SQL Lab itself wrapped around a query. */
  ctas?: boolean;
  /** Engine name for the engine's own messages. */
  engineName: string;
}

/**
 * What each statement of `sql` does, as the engine's own parser reads it against the database,
 * or by its keywords for an engine without a parser. A text the parser rejects fails as the
 * engine's syntax error.
 */
export async function classifySql(connection: EngineConnection, sql: string, options: { schema?: string | null; engineName: string }): Promise<ClassifiedStatement[]> {
  if (!connection.classifyStatements) return classifyByKeywords(sql, FALLBACK_SCAN);
  try {
    return await connection.classifyStatements(sql, { schema: options.schema ?? null });
  } catch (error) {
    throw toSqlLabError(error, { engineName: options.engineName, timeoutSeconds: 0 });
  }
}

const dmlRefusal = (keyword: string) =>
  new SqlLabError(400, 'This database does not allow for DDL/DML.', ErrorType.DML_NOT_ALLOWED_ERROR, { statement_keyword: keyword, issue_codes: [issueCode(1022)] });

/**
 * Refuses a classified statement that reaches outside the data (settings, files, extensions,
 * other databases, transactions, code it does not show), one the engine itself refuses, a write
 * where the database allows none, and, where nothing may write, one the engine could not bind:
 * no earlier statement can have created what it lacks, so running it could only fail the same way.
 */
export function enforceStatement(statement: ClassifiedStatement, sql: string, allowance: StatementAllowance): void {
  if (statement.refusal) throw new SqlLabError(400, statement.refusal, ErrorType.QUERY_SECURITY_ACCESS_ERROR, { statement_type: statement.type });
  const refused = REFUSED[statement.kind];
  if (refused) {
    throw new SqlLabError(400, `${refused} are not allowed here (${statement.type}).`, ErrorType.QUERY_SECURITY_ACCESS_ERROR, { statement_type: statement.type });
  }
  const mayWrite = allowance.allowDml || allowance.ctas === true;
  if (statement.kind === 'write' && !mayWrite) throw dmlRefusal(statement.type);
  // EXPLAIN ANALYZE runs what it explains: the keyword reading tells whether that writes.
  if (statement.kind === 'explain' && !mayWrite) {
    const write = firstWrite(sql, undefined);
    if (write) throw dmlRefusal(write);
  }
  if (statement.bindError && !mayWrite) throw toSqlLabError(new Error(statement.bindError), { engineName: allowance.engineName, timeoutSeconds: 0 });
}

/**
 * Classifies each statement as it will be sent and enforces {@link enforceStatement} on every
 * statement the engine sees in it. Each sent statement is read on its own, so a script split
 * differently by the engine than by SQL Lab still has every part the engine would run checked.
 * `ctasIndex` is the statement SQL Lab wrapped in CREATE TABLE/VIEW AS, if any.
 */
export async function checkStatements(
  connection: EngineConnection,
  statements: readonly string[],
  options: { allowDml: boolean; engineName: string; schema?: string | null; ctasIndex?: number | null },
): Promise<void> {
  for (let index = 0; index < statements.length; index++) {
    const sql = statements[index]!;
    const classified = await classifySql(connection, sql, options);
    classified.forEach((statement, position) => {
      // Only the CREATE … AS that SQL Lab wrapped may write, not anything the engine finds after it.
      enforceStatement(statement, sql, { allowDml: options.allowDml, ctas: options.ctasIndex === index && position === 0, engineName: options.engineName });
    });
  }
}
