import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store/database.js';
import type { AbUserTable } from '../store/tables/security-tables.js';

/** One user as the security API answers it (Superset's `SupersetUserApi.get`); never the password hash. */
export interface UserRecord {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: { id: number; name: string }[];
  created_on: string | null;
  changed_on: string | null;
  last_login: string | null;
  login_count: number | null;
  fail_login_count: number | null;
  created_by: { id: number } | null;
  changed_by: { id: number } | null;
}

/** The fields of the user list and of one user (`list_columns`, `show_columns`). */
export const USER_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'roles.id',
  'roles.name',
  'created_on',
  'changed_on',
  'last_login',
  'login_count',
  'fail_login_count',
  'created_by.id',
  'changed_by.id',
] as const;

/** The user columns read for a record: everything but the password. */
export const USER_ROW_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'created_on',
  'changed_on',
  'last_login',
  'login_count',
  'fail_login_count',
  'created_by_fk',
  'changed_by_fk',
] as const;

export type UserRow = Pick<Selectable<AbUserTable>, (typeof USER_ROW_COLUMNS)[number]>;

/** The users' records, in the order of `rows`, with their roles read in one query. */
export async function loadUserRecords(db: Kysely<Database>, rows: readonly UserRow[]): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name'])
    .where(
      'ur.user_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('r.name')
    .execute();
  const rolesOf = new Map<number, { id: number; name: string }[]>();
  for (const link of links) {
    const list = rolesOf.get(link.user_id) ?? [];
    list.push({ id: link.id, name: link.name });
    rolesOf.set(link.user_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    active: Boolean(row.active),
    roles: rolesOf.get(row.id) ?? [],
    created_on: row.created_on ?? null,
    changed_on: row.changed_on ?? null,
    last_login: row.last_login,
    login_count: row.login_count,
    fail_login_count: row.fail_login_count,
    created_by: row.created_by_fk === null ? null : { id: row.created_by_fk },
    changed_by: row.changed_by_fk === null ? null : { id: row.changed_by_fk },
  }));
}
