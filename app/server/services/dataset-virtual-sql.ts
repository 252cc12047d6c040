import type { EngineConnection } from '@core/plugin-api/index.js';
import { HttpError } from '../http/http-error.js';
import { canAccessDatabase, type DatabaseRef } from '../security/datasource-access.js';
import { hasPermission, type Principal } from '../security/principal.js';
import { SqlLabError } from './sqllab-error.js';
import { classifySql } from './sqllab-statement-policy.js';

/**
 * Giving a dataset SQL is running SQL on its database, so it takes what SQL Lab takes: the
 * `can_sqllab` permission and access to the whole database. 403 otherwise, even for a caller
 * who may edit datasets.
 */
export function requireVirtualSqlAccess(principal: Principal, database: DatabaseRef): void {
  if (hasPermission(principal, 'can_sqllab', 'Superset') && canAccessDatabase(principal, database)) return;
  throw HttpError.forbidden(`Writing the SQL of a virtual dataset needs SQL Lab access to the whole database ${database.database_name}.`);
}

/**
 * Why a virtual dataset's SQL is refused, or null: read by the engine's own parser against the
 * database, it must be exactly one statement that only reads (a SELECT), that the engine refuses
 * nothing in, and that binds (its tables and files exist and may be read).
 */
export async function virtualSqlProblem(connection: EngineConnection, sql: string, options: { schema: string | null; engineName: string }): Promise<string | null> {
  let statements;
  try {
    statements = await classifySql(connection, sql, options);
  } catch (error) {
    return error instanceof SqlLabError ? error.message : String(error);
  }
  if (statements.length !== 1) return 'The SQL of a virtual dataset must be exactly one SELECT statement.';
  const [statement] = statements as [(typeof statements)[number]];
  if (statement.refusal) return statement.refusal;
  if (statement.kind !== 'query') return `The SQL of a virtual dataset must be one read-only SELECT, not a ${statement.type} statement.`;
  if (statement.bindError) return `${options.engineName} error: ${statement.bindError}`;
  return null;
}
