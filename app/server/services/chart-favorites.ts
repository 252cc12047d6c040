import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import { isUniqueViolation } from './unique-violation.js';

/** Superset stores stars on charts under this class name. */
export const CHART_FAVSTAR_CLASS = 'slice';

/** Which of the given charts the user has starred. */
export async function starredChartIds(db: Kysely<Database>, userId: number, chartIds: readonly number[]): Promise<Set<number>> {
  if (chartIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favstar')
    .select('obj_id')
    .where('class_name', '=', CHART_FAVSTAR_CLASS)
    .where('user_id', '=', userId)
    .where('obj_id', 'in', [...chartIds])
    .execute();
  return new Set(rows.map((r) => r.obj_id));
}

/** Stars a chart for the user; starring twice keeps one star. */
export async function starChart(db: Kysely<Database>, userId: number, chartId: number): Promise<void> {
  const existing = await db
    .selectFrom('favstar')
    .select('id')
    .where('class_name', '=', CHART_FAVSTAR_CLASS)
    .where('user_id', '=', userId)
    .where('obj_id', '=', chartId)
    .executeTakeFirst();
  if (existing) return;
  try {
    await db.insertInto('favstar').values({ user_id: userId, class_name: CHART_FAVSTAR_CLASS, obj_id: chartId, dttm: nowIso() }).execute();
  } catch (error) {
    // Two clicks racing each other: the other one starred it already.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Removes the user's star from a chart; removing a missing star is not an error. */
export async function unstarChart(db: Kysely<Database>, userId: number, chartId: number): Promise<void> {
  await db.deleteFrom('favstar').where('class_name', '=', CHART_FAVSTAR_CLASS).where('user_id', '=', userId).where('obj_id', '=', chartId).execute();
}

/** Removes every user's star from deleted charts, inside the deleting transaction (favstar has no foreign key). */
export async function removeChartStars(trx: Transaction<Database>, chartIds: readonly number[]): Promise<void> {
  if (chartIds.length === 0) return;
  await trx.deleteFrom('favstar').where('class_name', '=', CHART_FAVSTAR_CLASS).where('obj_id', 'in', [...chartIds]).execute();
}
