import type { Kysely } from 'kysely';
import { ErrorType, issueCode } from '@core/errors/index.js';
import type { DatabaseEngineContribution } from '@core/plugin-api/index.js';
import { canAccessDatabase, canSeeDatabase } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { ConnectionProvider } from './connection-provider.js';
import type { DatabaseRow } from './database-serializer.js';
import { refuseSqlLabUnderRowLevelSecurity } from './row-level-security-sqllab.js';
import { SqlLabError } from './sqllab-error.js';

/**
 * The database a SQL Lab request names, if the caller may run SQL on it: 404 when it does not
 * exist or is hidden from the caller, 403 without access to the whole database (SQL can reach
 * any of its tables, so schema or dataset grants are not enough), 422 when it is not exposed in
 * SQL Lab.
 */
export async function loadSqlLabDatabase(db: Kysely<Database>, principal: Principal, databaseId: number): Promise<DatabaseRow> {
  const row = await db.selectFrom('dbs').selectAll().where('id', '=', databaseId).executeTakeFirst();
  if (!row || !canSeeDatabase(principal, row)) throw new SqlLabError(404, 'The database could not be found.', ErrorType.DATABASE_NOT_FOUND_ERROR, { issue_codes: [issueCode(1036)] });
  if (!canAccessDatabase(principal, row)) {
    throw new SqlLabError(403, `You need access to the whole database ${row.database_name} (database_access or all_database_access) to run SQL on it.`, ErrorType.DATABASE_SECURITY_ACCESS_ERROR, {
      issue_codes: [issueCode(1017)],
    });
  }
  if (!row.expose_in_sqllab) throw new SqlLabError(422, `The database ${row.database_name} is not exposed in SQL Lab.`, ErrorType.GENERIC_COMMAND_ERROR);
  return row;
}

/**
 * The database a SQL Lab request reads rows from (running, estimating, or fetching stored
 * results): {@link loadSqlLabDatabase}, and refused while row-level security limits the caller
 * there, since SQL cannot be filtered safely. Checked again on every read, so stored results
 * follow access that changed since the run.
 */
export async function loadSqlLabDatabaseForRows(db: Kysely<Database>, principal: Principal, databaseId: number): Promise<DatabaseRow> {
  const row = await loadSqlLabDatabase(db, principal, databaseId);
  await refuseSqlLabUnderRowLevelSecurity(db, principal, row);
  return row;
}

/** The engine spec of a database; 422 when its engine is not installed. */
export function sqlLabSpecOf(connections: ConnectionProvider, row: DatabaseRow): DatabaseEngineContribution {
  try {
    return connections.specFor(row.sqlalchemy_uri);
  } catch {
    throw new SqlLabError(422, `Could not load database driver for: ${row.sqlalchemy_uri.split(':')[0]}`, ErrorType.GENERIC_DB_ENGINE_ERROR);
  }
}
