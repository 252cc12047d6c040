import type { Kysely } from 'kysely';
import type { Database } from '../store/database.js';

/** A user as Superset's API embeds them in `owners`, `created_by`, `changed_by`. */
export interface UserName {
  id: number;
  first_name: string;
  last_name: string;
}

/** The names of the given users in one query, by id. */
export async function loadUserNames(db: Kysely<Database>, ids: Iterable<number | null | undefined>): Promise<Map<number, UserName>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('ab_user').select(['id', 'first_name', 'last_name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, first_name: r.first_name ?? '', last_name: r.last_name ?? '' }]));
}
