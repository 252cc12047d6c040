import { sql, type Kysely, type Transaction } from 'kysely';
import { resolvePaging } from '../http/rison-query.js';
import type { Database } from '../store/database.js';
import type { FieldErrors } from './dataset-rules.js';
import type { RelatedOption, RelatedQuery } from './related-values.js';

/** A role as dashboard answers embed it. */
export interface DashboardRole {
  id: number;
  name: string;
}

/** The ids of the roles a user holds. */
export async function userRoleIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('ab_user_role').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role_id);
}

/** The roles a save grants the dashboard to: each must exist (422 `roles: ["Some roles do not exist"]`). */
export async function resolveRoles(db: Kysely<Database>, ids: readonly number[], errors: FieldErrors): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db.selectFrom('ab_role').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) errors.add('roles', 'Some roles do not exist');
  return unique;
}

/** Replaces the dashboard's roles with `ids`, inside the caller's transaction. */
export async function setDashboardRoles(trx: Transaction<Database>, dashboardId: number, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', dashboardId).execute();
  const unique = [...new Set(ids)];
  if (unique.length > 0) await trx.insertInto('dashboard_roles').values(unique.map((role_id) => ({ role_id, dashboard_id: dashboardId }))).execute();
}

/** Replaces the dashboard's owners with `ids`, inside the caller's transaction. */
export async function setDashboardOwners(trx: Transaction<Database>, dashboardId: number, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('dashboard_user').where('dashboard_id', '=', dashboardId).execute();
  const unique = [...new Set(ids)];
  if (unique.length > 0) await trx.insertInto('dashboard_user').values(unique.map((user_id) => ({ user_id, dashboard_id: dashboardId }))).execute();
}

/** Roles, for the role picker of the dashboard properties and list filters (`/related/roles`). */
export async function relatedRoles(db: Kysely<Database>, query: RelatedQuery): Promise<{ count: number; result: RelatedOption[] }> {
  const pattern = `%${(query.filter ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('ab_role')
    .select(['id', 'name'])
    .where(sql`lower(${sql.ref('name')})`, 'like', sql`${pattern} escape '\\'`)
    .orderBy('name')
    .execute();
  const { offset, limit } = resolvePaging(query);
  const page = limit === null ? rows : rows.slice(offset, offset + limit);
  return { count: rows.length, result: page.map((r) => ({ value: r.id, text: r.name, extra: {} })) };
}
