import { sql, type Kysely } from 'kysely';
import { resolvePaging } from '../http/rison-query.js';
import { accessibleDatasetFilter } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { RelatedOption, RelatedQuery } from './related-values.js';

/**
 * Datasets for the dataset picker of the rule form (`/related/tables`): those the caller may
 * read, searched by name, as `schema.table` (the name alone without a schema), with their database.
 */
export async function relatedRuleTables(db: Kysely<Database>, principal: Principal, query: RelatedQuery): Promise<{ count: number; result: RelatedOption[] }> {
  const pattern = `%${(query.filter ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let select = db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.id', 'tables.schema', 'tables.table_name', 'dbs.database_name'])
    .where(sql`lower(${sql.ref('tables.table_name')})`, 'like', sql`${pattern} escape '\\'`);
  const access = accessibleDatasetFilter(principal);
  if (access) select = select.where((eb) => access(eb));
  const rows = await select.orderBy('tables.table_name').orderBy('tables.id').execute();
  const { offset, limit } = resolvePaging(query);
  const page = limit === null ? rows : rows.slice(offset, offset + limit);
  return {
    count: rows.length,
    result: page.map((t) => ({ value: t.id, text: t.schema ? `${t.schema}.${t.table_name}` : t.table_name, extra: { database: t.database_name } })),
  };
}
