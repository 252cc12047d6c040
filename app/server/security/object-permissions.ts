import type { Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import {
  DATABASE_ACCESS,
  DATASOURCE_ACCESS,
  SCHEMA_ACCESS,
  databasePermName,
  datasetPermName,
  schemaPermName,
  type DatabaseRef,
  type DatasetRef,
} from './datasource-access.js';

/**
 * Keeps the per-object permission-view rows (`database_access`, `schema_access`,
 * `datasource_access`) in step with the databases and datasets they name, as Superset does, so
 * an administrator can grant them to roles. Every function takes the caller's transaction: the
 * rows change together with the object or not at all.
 */

type Db = Kysely<Database>;

/** The id of the role, permission or view with this name, created when missing. */
export async function ensureNamed(db: Db, table: 'ab_role' | 'ab_permission' | 'ab_view_menu', name: string): Promise<number> {
  const found = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  return (await db.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Creates the permission-view pair when missing; returns its id. */
export async function ensurePermissionView(db: Db, permission: string, view: string): Promise<number> {
  const permissionId = await ensureNamed(db, 'ab_permission', permission);
  const viewId = await ensureNamed(db, 'ab_view_menu', view);
  const found = await db
    .selectFrom('ab_permission_view')
    .select('id')
    .where('permission_id', '=', permissionId)
    .where('view_menu_id', '=', viewId)
    .executeTakeFirst();
  if (found) return found.id;
  return (
    await db.insertInto('ab_permission_view').values({ permission_id: permissionId, view_menu_id: viewId }).returning('id').executeTakeFirstOrThrow()
  ).id;
}

/** Removes the views (with their permission pairs and role grants) whose ids are given. */
async function deleteViews(db: Db, viewIds: number[]): Promise<void> {
  if (viewIds.length === 0) return;
  const pvIds = (await db.selectFrom('ab_permission_view').select('id').where('view_menu_id', 'in', viewIds).execute()).map((r) => r.id);
  if (pvIds.length > 0) {
    await db.deleteFrom('ab_permission_view_role').where('permission_view_id', 'in', pvIds).execute();
    await db.deleteFrom('ab_permission_view').where('id', 'in', pvIds).execute();
  }
  await db.deleteFrom('ab_view_menu').where('id', 'in', viewIds).execute();
}

/**
 * Renames a view. When a view of the new name already exists (left over from an earlier object),
 * the grants move onto it so no role loses what it was given.
 */
async function renameView(db: Db, from: string, to: string): Promise<void> {
  if (from === to) return;
  const source = await db.selectFrom('ab_view_menu').select('id').where('name', '=', from).executeTakeFirst();
  if (!source) return;
  const target = await db.selectFrom('ab_view_menu').select('id').where('name', '=', to).executeTakeFirst();
  if (!target) {
    await db.updateTable('ab_view_menu').set({ name: to }).where('id', '=', source.id).execute();
    return;
  }
  const pvs = await db.selectFrom('ab_permission_view').select(['id', 'permission_id']).where('view_menu_id', '=', source.id).execute();
  for (const pv of pvs) {
    const permission = await db.selectFrom('ab_permission').select('name').where('id', '=', pv.permission_id).executeTakeFirstOrThrow();
    const targetPv = await ensurePermissionView(db, permission.name, to);
    const roles = await db.selectFrom('ab_permission_view_role').select('role_id').where('permission_view_id', '=', pv.id).execute();
    for (const { role_id } of roles) {
      await db
        .insertInto('ab_permission_view_role')
        .values({ permission_view_id: targetPv, role_id })
        .onConflict((oc) => oc.columns(['permission_view_id', 'role_id']).doNothing())
        .execute();
    }
  }
  await deleteViews(db, [source.id]);
}

/** Views whose name starts with `prefix` (compared exactly, not as a LIKE pattern). */
async function viewsStartingWith(db: Db, prefix: string): Promise<{ id: number; name: string }[]> {
  const rows = await db.selectFrom('ab_view_menu').select(['id', 'name']).execute();
  return rows.filter((row) => row.name.startsWith(prefix));
}

/** A new database: `database_access` on `[name].(id:N)`, and `schema_access` for each schema given. */
export async function addDatabasePermissions(db: Db, database: DatabaseRef, schemas: readonly string[] = [], catalog?: string | null): Promise<void> {
  await ensurePermissionView(db, DATABASE_ACCESS, databasePermName(database.database_name, database.id));
  for (const schema of schemas) await ensurePermissionView(db, SCHEMA_ACCESS, schemaPermName(database.database_name, schema, catalog));
}

/** A renamed database: every view under `[old name].` follows to `[new name].`, grants included. */
export async function renameDatabasePermissions(db: Db, oldName: string, database: DatabaseRef): Promise<void> {
  if (oldName === database.database_name) return;
  const prefix = `[${oldName}].`;
  for (const view of await viewsStartingWith(db, prefix)) {
    await renameView(db, view.name, `[${database.database_name}].${view.name.slice(prefix.length)}`);
  }
  await ensurePermissionView(db, DATABASE_ACCESS, databasePermName(database.database_name, database.id));
  // Datasets keep their own copy of the names for list filtering.
  await db
    .updateTable('tables')
    .set((eb) => ({
      perm: eb.fn<string>('replace', [eb.ref('perm'), eb.val(prefix), eb.val(`[${database.database_name}].`)]),
      schema_perm: eb.fn<string>('replace', [eb.ref('schema_perm'), eb.val(prefix), eb.val(`[${database.database_name}].`)]),
    }))
    .where('database_id', '=', database.id)
    .execute();
}

/** A deleted database: every view under `[name].` goes, with its grants. */
export async function removeDatabasePermissions(db: Db, database: DatabaseRef): Promise<void> {
  const views = await viewsStartingWith(db, `[${database.database_name}].`);
  await deleteViews(db, views.map((v) => v.id));
}

/** The permission strings a dataset row stores in `perm` and `schema_perm`. */
export function datasetPermStrings(dataset: DatasetRef): { perm: string; schema_perm: string | null } {
  return {
    perm: datasetPermName(dataset.database.database_name, dataset.table_name, dataset.id),
    schema_perm: dataset.schema ? schemaPermName(dataset.database.database_name, dataset.schema, dataset.catalog) : null,
  };
}

/**
 * A new or changed dataset: `datasource_access` on its current name (the previous name's view,
 * if given, is renamed so grants survive), `schema_access` on its schema, and the row's
 * `perm`/`schema_perm` columns brought up to date.
 */
export async function syncDatasetPermissions(db: Db, dataset: DatasetRef, previous?: DatasetRef): Promise<void> {
  const { perm, schema_perm } = datasetPermStrings(dataset);
  if (previous) await renameView(db, datasetPermStrings(previous).perm, perm);
  await ensurePermissionView(db, DATASOURCE_ACCESS, perm);
  if (schema_perm) await ensurePermissionView(db, SCHEMA_ACCESS, schema_perm);
  await db.updateTable('tables').set({ perm, schema_perm }).where('id', '=', dataset.id).execute();
}

/** A deleted dataset: its `datasource_access` view goes, with its grants. */
export async function removeDatasetPermissions(db: Db, dataset: DatasetRef): Promise<void> {
  const view = await db.selectFrom('ab_view_menu').select('id').where('name', '=', datasetPermStrings(dataset).perm).executeTakeFirst();
  if (view) await deleteViews(db, [view.id]);
}

/**
 * Backfills the permission views of every database and dataset that lacks them (rows written
 * before this module existed, or by the example loader). Runs at every start, so the names of
 * existing views are read once and only what is missing is written: a warm start only reads.
 */
export async function ensureAllObjectPermissions(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pairs = await trx
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['p.name as permission', 'v.name as view'])
      .where('p.name', 'in', [DATABASE_ACCESS, SCHEMA_ACCESS, DATASOURCE_ACCESS])
      .execute();
    const existing = new Set(pairs.map((pair) => `${pair.permission}\u0000${pair.view}`));
    const has = (permission: string, view: string) => existing.has(`${permission}\u0000${view}`);
    const databases = await trx.selectFrom('dbs').select(['id', 'database_name']).execute();
    const byId = new Map(databases.map((d) => [d.id, d]));
    for (const database of databases) {
      if (!has(DATABASE_ACCESS, databasePermName(database.database_name, database.id))) await addDatabasePermissions(trx, database);
    }
    const tables = await trx.selectFrom('tables').select(['id', 'table_name', 'schema', 'catalog', 'database_id', 'perm', 'schema_perm']).execute();
    for (const table of tables) {
      const database = byId.get(table.database_id);
      if (!database) continue;
      const ref = { id: table.id, table_name: table.table_name, schema: table.schema, catalog: table.catalog, database };
      const wanted = datasetPermStrings(ref);
      const complete =
        has(DATASOURCE_ACCESS, wanted.perm) &&
        (wanted.schema_perm === null || has(SCHEMA_ACCESS, wanted.schema_perm)) &&
        table.perm === wanted.perm &&
        table.schema_perm === wanted.schema_perm;
      if (!complete) await syncDatasetPermissions(trx, ref);
    }
  });
}
