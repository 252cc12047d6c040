import type { Kysely } from 'kysely';
import { ErrorType } from '@core/errors/index.js';
import type { ColumnarResult, SqlLabHookContext, SqlLabHooks } from '@core/plugin-api/index.js';
import { canAccessDatabase, canSeeDatabase } from '../../security/datasource-access.js';
import type { Principal } from '../../security/principal.js';
import type { ConnectionProvider } from '../../services/connection-provider.js';
import type { DatabaseRow } from '../../services/database-serializer.js';
import { refuseSqlLabUnderRowLevelSecurity } from '../../services/row-level-security-sqllab.js';
import { sqlLabSpecOf } from '../../services/sqllab-database-access.js';
import { toSqlLabError } from '../../services/sqllab-error.js';
import { planExecution } from '../../services/sqllab-execution-plan.js';
import { checkStatements } from '../../services/sqllab-statement-policy.js';
import { renderSqlTemplate } from '../../services/sqllab-template.js';
import type { Database } from '../../store/database.js';
import { ReportRunError, type ReportToRun } from '../report-model.js';
import { RUN_MESSAGES } from './alert-messages.js';
import type { AlertRows } from './alert-validation.js';

/** What an alert's query runs with: the store, the engines and, when the kernel has them, SQL Lab's hooks. */
export interface AlertQueryDeps {
  db: Kysely<Database>;
  connections: ConnectionProvider;
  hooks?: SqlLabHooks;
}

/** Rows fetched at most: one more than an alert may return, so a second row is seen and refused. */
const ALERT_SQL_LIMIT = 2;

/** The database an alert reads, if its executor may run SQL on the whole of it (as SQL Lab requires). */
async function loadAlertDatabase(db: Kysely<Database>, principal: Principal, databaseId: number): Promise<DatabaseRow> {
  const row = await db.selectFrom('dbs').selectAll().where('id', '=', databaseId).executeTakeFirst();
  if (!row || !canSeeDatabase(principal, row)) throw new ReportRunError(`${principal.username} cannot read database ${databaseId}: it does not exist or is hidden from them.`);
  if (!canAccessDatabase(principal, row)) {
    throw new ReportRunError(`${principal.username} cannot run SQL on database ${row.database_name}: it needs access to the whole database.`);
  }
  await refuseSqlLabUnderRowLevelSecurity(db, principal, row);
  return row;
}

function toRows(result: ColumnarResult): AlertRows {
  const count = Math.min(result.rowCount, ALERT_SQL_LIMIT);
  const rows: unknown[][] = [];
  for (let r = 0; r < count; r++) rows.push(result.data.map((column) => column[r]));
  return { columns: result.columns.map((c) => c.name), rows };
}

/**
 * Runs an alert's SQL as its executor the way SQL Lab runs a query: whole-database access and
 * no row-level security on it, Jinja-style template rendered for the executor, SQL Lab's `sql`
 * and `beforeExecute` hooks, statements read by the engine's own parser (no settings, files,
 * extensions or writes), on the database's pooled, sandboxed connection, the last statement
 * limited to {@link ALERT_SQL_LIMIT} rows. Failures become the execution log's message.
 */
export async function runAlertQuery(deps: AlertQueryDeps, report: ReportToRun, principal: Principal, signal: AbortSignal, timeoutMs: number): Promise<AlertRows> {
  if (report.database_id === null) throw new ReportRunError(RUN_MESSAGES.missingDatabase);
  if (!report.sql?.trim()) throw new ReportRunError(RUN_MESSAGES.missingSql);
  let engineName = 'the database';
  try {
    const database = await loadAlertDatabase(deps.db, principal, report.database_id);
    const spec = sqlLabSpecOf(deps.connections, database);
    engineName = spec.engineName;
    const context: SqlLabHookContext = { databaseId: database.id, engine: spec.engine, user: { username: principal.username, roles: Object.keys(principal.roles) } };
    const rendered = renderSqlTemplate(report.sql, {}, { id: principal.userId, username: principal.username, email: principal.email });
    const sql = deps.hooks ? deps.hooks.sql.call(rendered, context) : rendered;
    // A dropdown limit of one sends LIMIT 2: enough to tell one row from several.
    const plan = planExecution({ sql, spec, dropdownLimit: ALERT_SQL_LIMIT - 1, database: { allow_dml: false, allow_ctas: false, allow_cvas: false } });
    const connection = await deps.connections.get(database);
    await checkStatements(connection, plan.statements, { allowDml: false, engineName });
    await deps.hooks?.beforeExecute.promise(plan.executedSql, context);
    const deadline = Date.now() + timeoutMs;
    let last: ColumnarResult = { columns: [], data: [], rowCount: 0 };
    for (const statement of plan.statements) {
      last = await connection.execute(statement, [], { signal, timeoutMs: Math.max(1, deadline - Date.now()), maxRows: ALERT_SQL_LIMIT });
    }
    return toRows(last);
  } catch (error) {
    if (signal.aborted || error instanceof ReportRunError) throw error;
    const failure = toSqlLabError(error, { engineName, timeoutSeconds: Math.round(timeoutMs / 1000) });
    if (failure.errorType === ErrorType.SQLLAB_TIMEOUT_ERROR) throw new ReportRunError(RUN_MESSAGES.queryTimeout);
    throw new ReportRunError(RUN_MESSAGES.queryError(failure.message));
  }
}
