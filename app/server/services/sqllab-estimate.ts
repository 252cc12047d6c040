import type { Kysely } from 'kysely';
import { ErrorType } from '@core/errors/index.js';
import type { ColumnarResult } from '@core/plugin-api/index.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { ConnectionProvider } from './connection-provider.js';
import { loadSqlLabDatabaseForRows, sqlLabSpecOf } from './sqllab-database-access.js';
import { SqlLabError, toSqlLabError } from './sqllab-error.js';
import { checkStatements } from './sqllab-statement-policy.js';
import { firstWrite, scriptReading, splitStatements } from './sqllab-statements.js';
import { renderSqlTemplate } from './sqllab-template.js';

/** The body of `POST /api/v1/sqllab/estimate/` (Superset's `EstimateQueryCostSchema`). */
export interface EstimateRequest {
  database_id: number;
  sql: string;
  schema?: string | null;
  catalog?: string | null;
  template_params?: Record<string, unknown> | null;
}

/** Statements whose EXPLAIN would run them (`EXPLAIN ANALYZE …`) or means nothing. */
const NOT_ESTIMABLE = new Set(['ANALYZE', 'EXPLAIN']);

const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value));

/**
 * One statement's cost as Superset reports it: PostgreSQL's plan gives `Start-up cost` and
 * `Total cost`; other engines' plans come back as they are, a one-row plan as its columns and a
 * longer one as its text under `Plan`.
 */
export function costOf(plan: ColumnarResult, engine: string): Record<string, string> {
  const rows = Array.from({ length: plan.rowCount }, (_, row) => plan.columns.map((_, column) => text(plan.data[column]?.[row])));
  if (engine === 'postgresql') {
    const match = /cost=([\d.]+)\.\.([\d.]+)/.exec(rows[0]?.[0] ?? '');
    if (match) return { 'Start-up cost': String(Number(match[1])), 'Total cost': String(Number(match[2])) };
  }
  if (rows.length === 1) {
    const names = plan.columns.map((c) => c.name);
    // DuckDB answers one (explain_key, explain_value) row: the value is the plan.
    if (names.join() === 'explain_key,explain_value') return { Plan: rows[0]![1]! };
    return Object.fromEntries(names.map((name, index) => [name, rows[0]![index]!]));
  }
  return { Plan: rows.map((row) => row.join(' | ')).join('\n') };
}

/**
 * `POST /api/v1/sqllab/estimate/`: the engine's query plan for each statement of the rendered
 * script (EXPLAIN through the engine spec), as `{"result": [cost per statement]}`. Estimating
 * never runs a statement; writes are refused on a database that does not allow DML.
 */
export async function estimateQueryCost(
  deps: { db: Kysely<Database>; connections: ConnectionProvider; timeoutSeconds: number },
  principal: Principal,
  request: EstimateRequest,
): Promise<Record<string, string>[]> {
  const database = await loadSqlLabDatabaseForRows(deps.db, principal, request.database_id);
  const spec = sqlLabSpecOf(deps.connections, database);
  const templateParams = request.template_params ?? {};
  try {
    const rendered = renderSqlTemplate(request.sql, templateParams, { id: principal.userId, username: principal.username, email: principal.email });
    const statements = splitStatements(rendered, scriptReading(spec.sqlDialect));
    if (statements.length === 0) throw new SqlLabError(400, 'The query is empty.', ErrorType.INVALID_SQL_ERROR);
    for (const statement of statements) {
      if (statement.keyword && NOT_ESTIMABLE.has(statement.keyword)) throw new SqlLabError(400, `${statement.keyword} statements cannot be estimated.`, ErrorType.INVALID_SQL_ERROR);
      const write = firstWrite(statement.sql, spec.sqlDialect);
      if (write && !database.allow_dml) throw new SqlLabError(400, 'This database does not allow for DDL/DML.', ErrorType.DML_NOT_ALLOWED_ERROR, { statement_keyword: write });
    }
    const connection = await deps.connections.get(database);
    await checkStatements(connection, statements.map((statement) => statement.sql), { allowDml: database.allow_dml, engineName: spec.engineName, schema: request.schema ?? null });
    const costs: Record<string, string>[] = [];
    const deadline = Date.now() + deps.timeoutSeconds * 1000;
    for (const statement of statements) {
      const plan = await connection.explain(statement.sql, { timeoutMs: Math.max(1, deadline - Date.now()), schema: request.schema ?? null });
      costs.push(costOf(plan, spec.engine));
    }
    return costs;
  } catch (error) {
    throw toSqlLabError(error, { engineName: spec.engineName, timeoutSeconds: deps.timeoutSeconds, templateParams });
  }
}
