import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import { isUniqueViolation } from './unique-violation.js';

/** Superset stores stars on dashboards under this class name. */
export const DASHBOARD_FAVSTAR_CLASS = 'Dashboard';

/** Which of the given dashboards the user has starred. */
export async function starredDashboardIds(db: Kysely<Database>, userId: number, dashboardIds: readonly number[]): Promise<Set<number>> {
  if (dashboardIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favstar')
    .select('obj_id')
    .where('class_name', '=', DASHBOARD_FAVSTAR_CLASS)
    .where('user_id', '=', userId)
    .where('obj_id', 'in', [...dashboardIds])
    .execute();
  return new Set(rows.map((r) => r.obj_id));
}

/** Stars a dashboard for the user; starring twice keeps one star. */
export async function starDashboard(db: Kysely<Database>, userId: number, dashboardId: number): Promise<void> {
  const existing = await starredDashboardIds(db, userId, [dashboardId]);
  if (existing.size > 0) return;
  try {
    await db.insertInto('favstar').values({ user_id: userId, class_name: DASHBOARD_FAVSTAR_CLASS, obj_id: dashboardId, dttm: nowIso() }).execute();
  } catch (error) {
    // Two clicks racing each other: the other one starred it already.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Removes the user's star from a dashboard; removing a missing star is not an error. */
export async function unstarDashboard(db: Kysely<Database>, userId: number, dashboardId: number): Promise<void> {
  await db.deleteFrom('favstar').where('class_name', '=', DASHBOARD_FAVSTAR_CLASS).where('user_id', '=', userId).where('obj_id', '=', dashboardId).execute();
}

/** Removes every user's star from deleted dashboards, inside the deleting transaction (favstar has no foreign key). */
export async function removeDashboardStars(trx: Transaction<Database>, dashboardIds: readonly number[]): Promise<void> {
  if (dashboardIds.length === 0) return;
  await trx.deleteFrom('favstar').where('class_name', '=', DASHBOARD_FAVSTAR_CLASS).where('obj_id', 'in', [...dashboardIds]).execute();
}
