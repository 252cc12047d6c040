import type { SavedQueryFile } from './bundle-format.js';
import type { BundleEntry } from './import-bundle-check.js';
import { BundleImportError } from './import-error.js';
import type { ImportContext } from './import-context.js';

/**
 * Imports one saved query on the database its file names (from the bundle or already here),
 * owned by the importer. Found by uuid: kept, or (overwrite) updated in place.
 */
export async function importSavedQuery(ctx: ImportContext, { path, file }: BundleEntry<SavedQueryFile>): Promise<number> {
  const databaseId =
    ctx.databases.get(file.database_uuid)?.id ?? (await ctx.trx.selectFrom('dbs').select('id').where('uuid', '=', file.database_uuid).executeTakeFirst())?.id;
  if (databaseId === undefined) throw BundleImportError.of(path, { database_uuid: [`Database ${file.database_uuid} is neither in the bundle nor on this server`] });
  const row = {
    db_id: databaseId,
    catalog: file.catalog ?? null,
    schema: file.schema ?? null,
    label: file.label,
    description: file.description ?? null,
    sql: file.sql,
    changed_on: ctx.now,
    changed_by_fk: ctx.principal.userId,
  };
  const existing = await ctx.trx.selectFrom('saved_query').select('id').where('uuid', '=', file.uuid).executeTakeFirst();
  if (existing) {
    if (ctx.overwrites('queries')) await ctx.trx.updateTable('saved_query').set(row).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const inserted = await ctx.trx
    .insertInto('saved_query')
    .values({ ...row, uuid: file.uuid, user_id: ctx.principal.userId, created_on: ctx.now, created_by_fk: ctx.principal.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
