import type { Kysely } from 'kysely';
import { ErrorType } from '@core/errors/index.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { RowLevelSecurity } from './row-level-security.js';
import { SqlLabError } from './sqllab-error.js';

/**
 * Refuses SQL Lab on a database where row-level-security rules limit what the caller may read.
 * Free SQL cannot be rewritten to carry the rules: it may reach a filtered table under another
 * spelling, through a view, a table function or a virtual dataset's own tables, so a lexical
 * check of the tables a query names would leak rows. The whole database is refused instead,
 * naming the datasets whose rules cause it. Administrators are held to Base rules too.
 *
 * @example
 * ```ts
 * const database = await loadSqlLabDatabase(db, principal, request.database_id);
 * await refuseSqlLabUnderRowLevelSecurity(db, principal, database); // throws a 403 SqlLabError
 * ```
 */
export async function refuseSqlLabUnderRowLevelSecurity(db: Kysely<Database>, principal: Principal, database: { id: number; database_name: string }): Promise<void> {
  const rules = await RowLevelSecurity.of(db).rulesInDatabase(principal, database.id);
  if (rules.length === 0) return;
  const names = [...new Set(rules.flatMap((rule) => rule.tables.filter((t) => t.databaseId === database.id).map((t) => t.tableName)))].sort();
  throw new SqlLabError(
    403,
    `Row level security limits the rows you may read from ${names.join(', ')}, so SQL Lab cannot run queries on the database ${database.database_name} for you. Explore these datasets in a chart instead.`,
    ErrorType.TABLE_SECURITY_ACCESS_ERROR,
  );
}
