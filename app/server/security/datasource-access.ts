import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../store/database.js';
import { isGuest, type Principal } from './principal.js';

/**
 * Who may see which database, schema and dataset, with Superset's permission names and
 * permission-view strings, so grants made in Superset's terms mean the same here:
 *
 * - `all_datasource_access` / `all_database_access` (on views of the same name): everything;
 * - `database_access` on `[db_name].(id:N)`: every schema and dataset of that database;
 * - `catalog_access` on `[db_name].[catalog]`: every schema of that catalog;
 * - `schema_access` on `[db_name].[schema]` (or `[db_name].[catalog].[schema]`): every dataset in it;
 * - `datasource_access` on `[db_name].[table_name](id:N)`: that one dataset.
 *
 * Administrators may do anything. An embedded dashboard's guest reads exactly the datasets its
 * granted dashboards' charts and native filters use, whatever its role holds, and no database.
 */

export const ALL_DATASOURCE_ACCESS = 'all_datasource_access';
export const ALL_DATABASE_ACCESS = 'all_database_access';
export const DATABASE_ACCESS = 'database_access';
export const CATALOG_ACCESS = 'catalog_access';
export const SCHEMA_ACCESS = 'schema_access';
export const DATASOURCE_ACCESS = 'datasource_access';

/** `[examples].(id:1)` */
export function databasePermName(databaseName: string, id: number): string {
  return `[${databaseName}].(id:${id})`;
}

/** `[examples].[catalog]` */
export function catalogPermName(databaseName: string, catalog: string): string {
  return `[${databaseName}].[${catalog}]`;
}

/** `[examples].[main]`, or `[examples].[catalog].[main]` when the dataset names a catalog. */
export function schemaPermName(databaseName: string, schema: string, catalog?: string | null): string {
  return catalog ? `[${databaseName}].[${catalog}].[${schema}]` : `[${databaseName}].[${schema}]`;
}

/** `[examples].[birth_names](id:3)` */
export function datasetPermName(databaseName: string, tableName: string, id: number): string {
  return `[${databaseName}].[${tableName}](id:${id})`;
}

export interface DatabaseRef {
  id: number;
  database_name: string;
}

export interface DatasetRef {
  id: number;
  table_name: string;
  schema: string | null;
  catalog?: string | null;
  database: DatabaseRef;
}

/** The views the principal holds `permission` on, over all roles. */
export function viewsWithPermission(principal: Principal, permission: string): string[] {
  const views: string[] = [];
  for (const pairs of Object.values(principal.roles)) {
    for (const [p, view] of pairs) if (p === permission) views.push(view);
  }
  return views;
}

function holds(principal: Principal, permission: string, view: string): boolean {
  return principal.isAdmin || principal.permissionKeys.has(`${permission}\u0000${view}`);
}

/** Whether the principal may read every database and dataset. */
export function canAccessAllDatasources(principal: Principal): boolean {
  if (isGuest(principal)) return false;
  return holds(principal, ALL_DATASOURCE_ACCESS, ALL_DATASOURCE_ACCESS);
}

/** Whether the principal may use the whole database: all its schemas, tables and datasets. */
export function canAccessDatabase(principal: Principal, database: DatabaseRef): boolean {
  if (isGuest(principal)) return false;
  return (
    canAccessAllDatasources(principal) ||
    holds(principal, ALL_DATABASE_ACCESS, ALL_DATABASE_ACCESS) ||
    holds(principal, DATABASE_ACCESS, databasePermName(database.database_name, database.id))
  );
}

/** Whether the principal may use every table of one schema. */
export function canAccessSchema(principal: Principal, database: DatabaseRef, schema: string | null, catalog?: string | null): boolean {
  if (isGuest(principal)) return false;
  if (canAccessDatabase(principal, database)) return true;
  if (catalog && holds(principal, CATALOG_ACCESS, catalogPermName(database.database_name, catalog))) return true;
  return schema !== null && holds(principal, SCHEMA_ACCESS, schemaPermName(database.database_name, schema, catalog));
}

/** Whether the principal may read (query, explore) one dataset. */
export function canAccessDataset(principal: Principal, dataset: DatasetRef): boolean {
  if (isGuest(principal)) return principal.guest.datasetIds.has(dataset.id);
  return (
    canAccessSchema(principal, dataset.database, dataset.schema, dataset.catalog) ||
    holds(principal, DATASOURCE_ACCESS, datasetPermName(dataset.database.database_name, dataset.table_name, dataset.id))
  );
}

/** The database name a `[db].…` permission view starts with. */
function databaseNameOfView(view: string): string | null {
  return /^\[(.+?)\]\./.exec(view)?.[1] ?? null;
}

/** Names of the databases in which the principal holds some schema or dataset grant. */
function partiallyGrantedDatabaseNames(principal: Principal): string[] {
  const names = new Set<string>();
  for (const permission of [CATALOG_ACCESS, SCHEMA_ACCESS, DATASOURCE_ACCESS]) {
    for (const view of viewsWithPermission(principal, permission)) {
      const name = databaseNameOfView(view);
      if (name !== null) names.add(name);
    }
  }
  return [...names];
}

/**
 * Whether the database appears to the principal at all: full access, or a grant on one of its
 * catalogs, schemas or datasets (its metadata routes then show only what is granted).
 */
export function canSeeDatabase(principal: Principal, database: DatabaseRef): boolean {
  if (isGuest(principal)) return false;
  return canAccessDatabase(principal, database) || partiallyGrantedDatabaseNames(principal).includes(database.database_name);
}

/** Ids of the datasets of one database the principal holds `datasource_access` on. */
export function grantedDatasetIds(principal: Principal, databaseName: string): number[] {
  if (isGuest(principal)) return [];
  const prefix = `[${databaseName}].[`;
  return viewsWithPermission(principal, DATASOURCE_ACCESS)
    .filter((view) => view.startsWith(prefix))
    .map((view) => /\(id:(\d+)\)$/.exec(view)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}

const NOTHING = sql<SqlBool>`1 = 0`;
const text = (value: Expression<unknown>) => sql<string>`cast(${value} as text)`;

/** A condition over a query that selects from `tables` joined to `dbs` (unaliased). */
export type DatasetAccessCondition = (eb: ExpressionBuilder<Database, 'tables' | 'dbs'>) => Expression<SqlBool>;

/** A condition over a query that selects from `dbs`. */
export type DatabaseAccessCondition = (eb: ExpressionBuilder<Database, 'dbs'>) => Expression<SqlBool>;

function databasePermExpr(name: Expression<string>, id: Expression<number>) {
  return sql<string>`'[' || ${name} || '].(id:' || ${text(id)} || ')'`;
}

/**
 * The SQL condition that keeps only the datasets the principal may read, for list queries over
 * `tables` joined to `dbs`; null when the principal may read them all. The permission strings
 * are rebuilt in SQL from the rows, so the list shows exactly what {@link canAccessDataset} allows.
 */
export function accessibleDatasetFilter(principal: Principal): DatasetAccessCondition | null {
  if (isGuest(principal)) {
    const ids = [...principal.guest.datasetIds];
    return (eb) => (ids.length > 0 ? eb('tables.id', 'in', ids) : NOTHING);
  }
  if (canAccessAllDatasources(principal) || holds(principal, ALL_DATABASE_ACCESS, ALL_DATABASE_ACCESS)) return null;
  const databaseViews = viewsWithPermission(principal, DATABASE_ACCESS);
  const catalogViews = viewsWithPermission(principal, CATALOG_ACCESS);
  const schemaViews = viewsWithPermission(principal, SCHEMA_ACCESS);
  const datasetViews = viewsWithPermission(principal, DATASOURCE_ACCESS);
  return (eb) => {
    const db = eb.ref('dbs.database_name');
    const conditions: Expression<SqlBool>[] = [];
    if (databaseViews.length > 0) conditions.push(eb(databasePermExpr(db, eb.ref('dbs.id')), 'in', databaseViews));
    if (catalogViews.length > 0) {
      conditions.push(eb.and([eb('tables.catalog', 'is not', null), eb(sql<string>`'[' || ${db} || '].[' || ${eb.ref('tables.catalog')} || ']'`, 'in', catalogViews)]));
    }
    if (schemaViews.length > 0) {
      const perm = sql<string>`case when ${eb.ref('tables.catalog')} is null
        then '[' || ${db} || '].[' || ${eb.ref('tables.schema')} || ']'
        else '[' || ${db} || '].[' || ${eb.ref('tables.catalog')} || '].[' || ${eb.ref('tables.schema')} || ']' end`;
      conditions.push(eb.and([eb('tables.schema', 'is not', null), eb(perm, 'in', schemaViews)]));
    }
    if (datasetViews.length > 0) {
      const ids = datasetViews.map((view) => /\(id:(\d+)\)$/.exec(view)?.[1]).filter((id): id is string => id !== undefined).map(Number);
      const perm = sql<string>`'[' || ${db} || '].[' || ${eb.ref('tables.table_name')} || '](id:' || ${text(eb.ref('tables.id'))} || ')'`;
      // The id list lets the database use the primary key before comparing the strings.
      if (ids.length > 0) conditions.push(eb.and([eb('tables.id', 'in', ids), eb(perm, 'in', datasetViews)]));
    }
    return conditions.length > 0 ? eb.or(conditions) : NOTHING;
  };
}

/**
 * The SQL condition that keeps only the databases the principal can see (see
 * {@link canSeeDatabase}); null when every database is visible.
 */
export function accessibleDatabaseFilter(principal: Principal): DatabaseAccessCondition | null {
  if (isGuest(principal)) return () => NOTHING;
  if (canAccessAllDatasources(principal) || holds(principal, ALL_DATABASE_ACCESS, ALL_DATABASE_ACCESS)) return null;
  const databaseViews = viewsWithPermission(principal, DATABASE_ACCESS);
  const names = partiallyGrantedDatabaseNames(principal);
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (databaseViews.length > 0) conditions.push(eb(databasePermExpr(eb.ref('dbs.database_name'), eb.ref('dbs.id')), 'in', databaseViews));
    if (names.length > 0) conditions.push(eb('dbs.database_name', 'in', names));
    return conditions.length > 0 ? eb.or(conditions) : NOTHING;
  };
}
