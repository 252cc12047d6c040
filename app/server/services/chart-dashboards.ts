import type { Kysely, Transaction } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { hasPermission, type Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { FieldErrors } from './dataset-rules.js';

/** Superset's `DashboardsForbiddenError`. */
export const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

/** spec §6: a dashboard may be edited by an administrator, or by an owner holding can_write on Dashboard. */
export function canEditDashboard(principal: Principal, ownerIds: readonly number[]): boolean {
  if (principal.isAdmin) return true;
  return ownerIds.includes(principal.userId) && hasPermission(principal, 'can_write', 'Dashboard');
}

/**
 * Checks the dashboards a save puts the chart on or takes it off: each must exist (422
 * `dashboards: ["Dashboards do not exist"]`, added to `errors`), and every dashboard whose list
 * of charts changes must be one the caller may edit (403). Dashboards the chart stays on are
 * not checked: keeping a chart where it is changes nothing on them.
 */
export async function checkDashboardChanges(
  db: Kysely<Database>,
  principal: Principal,
  wanted: readonly number[],
  current: readonly number[],
  errors: FieldErrors,
): Promise<void> {
  const unique = [...new Set(wanted)];
  if (unique.length > 0) {
    const found = await db.selectFrom('dashboards').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) {
      errors.add('dashboards', 'Dashboards do not exist');
      return;
    }
  }
  const changed = [...unique.filter((id) => !current.includes(id)), ...current.filter((id) => !unique.includes(id))];
  if (changed.length === 0 || principal.isAdmin) return;
  const owners = await db.selectFrom('dashboard_user').select(['dashboard_id', 'user_id']).where('dashboard_id', 'in', changed).execute();
  for (const id of changed) {
    const ownerIds = owners.filter((o) => o.dashboard_id === id).map((o) => o.user_id);
    if (!canEditDashboard(principal, ownerIds)) throw HttpError.forbidden(DASHBOARDS_FORBIDDEN);
  }
}

/** The ids of the dashboards a chart is on. */
export async function chartDashboardIds(db: Kysely<Database>, chartId: number): Promise<number[]> {
  const rows = await db.selectFrom('dashboard_slices').select('dashboard_id').where('slice_id', '=', chartId).orderBy('id').execute();
  return rows.map((r) => r.dashboard_id);
}

/** Replaces the chart's dashboards with `ids`, inside the caller's transaction. */
export async function setChartDashboards(trx: Transaction<Database>, chartId: number, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('dashboard_slices').where('slice_id', '=', chartId).execute();
  const unique = [...new Set(ids)];
  if (unique.length > 0) await trx.insertInto('dashboard_slices').values(unique.map((dashboard_id) => ({ dashboard_id, slice_id: chartId }))).execute();
}

/** Replaces the chart's owners with `ids`, inside the caller's transaction. */
export async function setChartOwners(trx: Transaction<Database>, chartId: number, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('slice_user').where('slice_id', '=', chartId).execute();
  const unique = [...new Set(ids)];
  if (unique.length > 0) await trx.insertInto('slice_user').values(unique.map((user_id) => ({ user_id, slice_id: chartId }))).execute();
}
