import { ErrorType, issueCode } from '@core/errors/index.js';
import type { DatabaseEngineContribution } from '@core/plugin-api/index.js';
import { SqlLabError } from './sqllab-error.js';
import { planLimit, trailingLimit, withRowLimit, type LimitingFactor } from './sqllab-limit.js';
import { firstWrite, returnsRows, scriptReading, splitStatements } from './sqllab-statements.js';

/** CREATE TABLE/VIEW AS SELECT, as the editor asks for it. */
export interface CtasRequest {
  method: 'TABLE' | 'VIEW';
  tableName: string;
  schema: string | null;
}

/** What a run's plan is made from: SQL already rendered and passed through the `sql` hook. */
export interface PlanInput {
  sql: string;
  spec: DatabaseEngineContribution;
  /** The editor's row limit, already capped at SQL_MAX_ROW. */
  dropdownLimit: number;
  database: { allow_dml: boolean; allow_ctas: boolean; allow_cvas: boolean };
  ctas?: CtasRequest | null;
}

/** The statements of one run as they go to the engine, and how their rows are limited. */
export interface ExecutionPlan {
  statements: string[];
  /** Every statement as sent, for the run's `executed_sql`. */
  executedSql: string;
  /** Rows the result keeps at most; null when the run returns none (CTAS). */
  limit: number | null;
  /** What caps the result when it reaches `limit`. */
  limitingFactor: Exclude<LimitingFactor, 'UNKNOWN'>;
  /** The SELECT a CTAS/CVAS wraps. */
  selectSql: string | null;
  ctasUsed: boolean;
}

const dmlError = (keyword: string) =>
  new SqlLabError(400, 'This database does not allow for DDL/DML.', ErrorType.DML_NOT_ALLOWED_ERROR, { statement_keyword: keyword, issue_codes: [issueCode(1022)] });

/**
 * Turns a rendered script into the statements a run sends: split on the `;` that end statements,
 * refused when it writes (DDL/DML) on a database that does not allow it, the last SELECT wrapped
 * for CTAS/CVAS, and the last statement limited to one row past the run's limit, so a result cut
 * at the limit can be told from one that happens to have that many rows.
 */
export function planExecution(input: PlanInput): ExecutionPlan {
  const { spec, database } = input;
  const reading = scriptReading(spec.sqlDialect);
  const parsed = splitStatements(input.sql, reading);
  if (parsed.length === 0) throw new SqlLabError(400, 'The query is empty.', ErrorType.INVALID_SQL_ERROR);
  const write = firstWrite(input.sql, spec.sqlDialect);
  if (write && !database.allow_dml) throw dmlError(write);

  const statements = parsed.map((s) => s.sql);
  const last = parsed.at(-1)!;
  const lastIsQuery = returnsRows(last) && firstWrite(last.sql, spec.sqlDialect) === null;

  if (input.ctas) {
    const { method, tableName, schema } = input.ctas;
    if (method === 'TABLE' && !database.allow_ctas) throw new SqlLabError(400, 'This database does not allow CREATE TABLE AS.', ErrorType.GENERIC_COMMAND_ERROR);
    if (method === 'VIEW' && !database.allow_cvas) throw new SqlLabError(400, 'This database does not allow CREATE VIEW AS.', ErrorType.GENERIC_COMMAND_ERROR);
    if (method === 'TABLE' && !lastIsQuery) {
      throw new SqlLabError(400, 'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.', ErrorType.INVALID_CTAS_QUERY_ERROR, { issue_codes: [issueCode(1023)] });
    }
    if (method === 'VIEW' && (parsed.length !== 1 || !lastIsQuery)) {
      throw new SqlLabError(400, 'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.', ErrorType.INVALID_CVAS_QUERY_ERROR, { issue_codes: [issueCode(parsed.length !== 1 ? 1024 : 1025)] });
    }
    const target = schema ? `${spec.quoteIdentifier(schema)}.${spec.quoteIdentifier(tableName)}` : spec.quoteIdentifier(tableName);
    statements[statements.length - 1] = `CREATE ${method} ${target} AS\n${last.sql}`;
    return { statements, executedSql: statements.join(';\n'), limit: null, limitingFactor: 'NOT_LIMITED', selectSql: last.sql, ctasUsed: true };
  }

  const { limit, limitingFactor } = lastIsQuery ? planLimit(trailingLimit(last.sql, reading)?.value ?? null, input.dropdownLimit) : planLimit(null, input.dropdownLimit);
  // Reading queries are limited in their SQL: the last one to one row past the limit, earlier ones
  // (whose rows are only discarded) to at most that. Other statements run as written, and the
  // engine stops reading their rows one past the limit (`maxRows`).
  parsed.forEach((statement, index) => {
    if (!returnsRows(statement) || firstWrite(statement.sql, spec.sqlDialect) !== null) return;
    statements[index] = index === parsed.length - 1 ? withRowLimit(statement.sql, limit + 1, reading, spec.applyLimit) : spec.applyLimit(statement.sql, limit + 1);
  });
  return { statements, executedSql: statements.join(';\n'), limit, limitingFactor, selectSql: null, ctasUsed: false };
}
