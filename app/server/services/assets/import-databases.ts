import { addDatabasePermissions, renameDatabasePermissions } from '../../security/object-permissions.js';
import { HttpError } from '../../http/http-error.js';
import type { BundleEntry } from './import-bundle-check.js';
import type { DatabaseFile } from './bundle-format.js';
import { parseExtraField, resolveConnection } from '../database-connection-input.js';
import { BundleImportError } from './import-error.js';
import type { ImportContext, ImportedDatabase } from './import-context.js';
import { jsonText } from './import-json.js';
import { PASSWORD_MASK } from './bundle-format.js';

/** The row fields a database file sets, besides its name, URI and password. */
function settings(file: DatabaseFile) {
  return {
    cache_timeout: file.cache_timeout ?? null,
    expose_in_sqllab: file.expose_in_sqllab ?? true,
    allow_run_async: file.allow_run_async ?? false,
    allow_ctas: file.allow_ctas ?? false,
    allow_cvas: file.allow_cvas ?? false,
    allow_dml: file.allow_dml ?? false,
    allow_file_upload: file.allow_file_upload ?? false,
    impersonate_user: file.impersonate_user ?? false,
    extra: jsonText(file.extra) ?? '{}',
  };
}

/**
 * The file's `extra` checked as the database routes check it: a JSON object whose
 * `allowed_directories` may not reach into the Tessera home (an import must not widen what the
 * engine's sandbox lets SQL read).
 */
function checkExtra(ctx: ImportContext, path: string, file: DatabaseFile): void {
  try {
    parseExtraField(jsonText(file.extra) ?? '{}', ctx.connections);
  } catch (error) {
    throw uriProblem(path, error);
  }
}

/** The URI's problem in the words of a database file (`sqlalchemy_uri: […]`). */
function uriProblem(path: string, error: unknown): BundleImportError {
  if (error instanceof HttpError && 'message' in error.body && typeof error.body.message === 'object') return BundleImportError.of(path, error.body.message);
  return BundleImportError.of(path, { sqlalchemy_uri: [error instanceof Error ? error.message : 'Invalid URI'] });
}

const MASKED = `:${PASSWORD_MASK}@`;

/**
 * The file's connection: a password from \`passwords\` replaces the mask (or the stored one);
 * without one, a masked URI keeps the stored password (only for the same server and user).
 */
function resolveImported(ctx: ImportContext, path: string, file: DatabaseFile, stored: { sqlalchemy_uri: string; password: string | null } | null) {
  const password = ctx.passwords[path];
  const uri = password ? file.sqlalchemy_uri.replace(MASKED, ':placeholder@') : file.sqlalchemy_uri;
  try {
    const resolved = resolveConnection(ctx.connections, uri, password ? null : stored);
    return password ? { ...resolved, password } : resolved;
  } catch (error) {
    throw uriProblem(path, error);
  }
}

/**
 * Imports one database file. Found by uuid: kept as it is, or (overwrite) updated in place with
 * the stored password kept unless `passwords` names a new one. Found by name only (another
 * instance's connection of the same name, such as Superset's `examples`): reused as it is, its
 * connection never replaced. New: created from the URI, whose masked password must be given in
 * `passwords`; the connection is not opened (an import works offline), but its engine must be
 * installed.
 */
export async function importDatabase(ctx: ImportContext, { path, file }: BundleEntry<DatabaseFile>): Promise<ImportedDatabase> {
  const { trx } = ctx;
  const password = ctx.passwords[path];
  const byUuid = await trx.selectFrom('dbs').select(['id', 'database_name', 'sqlalchemy_uri', 'password']).where('uuid', '=', file.uuid).executeTakeFirst();
  if (byUuid) {
    if (!ctx.overwrites('databases')) return { id: byUuid.id, database_name: byUuid.database_name, byName: false };
    checkExtra(ctx, path, file);
    const stored = { sqlalchemy_uri: byUuid.sqlalchemy_uri, password: ctx.secrets.readablePassword(byUuid.password) };
    const resolved = resolveImported(ctx, path, file, stored);
    await trx
      .updateTable('dbs')
      .set({ ...settings(file), database_name: file.database_name, sqlalchemy_uri: resolved.maskedUri, password: ctx.secrets.sealPassword(resolved.password), changed_on: ctx.now, changed_by_fk: ctx.principal.userId })
      .where('id', '=', byUuid.id)
      .execute();
    if (byUuid.database_name !== file.database_name) await renameDatabasePermissions(trx, byUuid.database_name, { id: byUuid.id, database_name: file.database_name });
    return { id: byUuid.id, database_name: file.database_name, byName: false };
  }
  const byName = await trx.selectFrom('dbs').select(['id', 'database_name']).where('database_name', '=', file.database_name).executeTakeFirst();
  if (byName) return { id: byName.id, database_name: byName.database_name, byName: true };

  checkExtra(ctx, path, file);
  if (file.sqlalchemy_uri.includes(MASKED) && !password) throw BundleImportError.of(path, { _schema: ['Must provide a password for the database'] });
  const resolved = resolveImported(ctx, path, file, null);
  const inserted = await trx
    .insertInto('dbs')
    .values({
      ...settings(file),
      uuid: file.uuid,
      database_name: file.database_name,
      sqlalchemy_uri: resolved.maskedUri,
      password: ctx.secrets.sealPassword(resolved.password),
      created_on: ctx.now,
      changed_on: ctx.now,
      created_by_fk: ctx.principal.userId,
      changed_by_fk: ctx.principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addDatabasePermissions(trx, { id: inserted.id, database_name: file.database_name });
  return { id: inserted.id, database_name: file.database_name, byName: false };
}
