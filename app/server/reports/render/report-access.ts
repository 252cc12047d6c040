import type { Kysely } from 'kysely';
import type { Principal } from '../../security/principal.js';
import { HttpError } from '../../http/http-error.js';
import { ChartService } from '../../services/chart-service.js';
import type { ChartRow } from '../../services/chart-access.js';
import type { DashboardRow } from '../../services/dashboard-access.js';
import { DashboardService } from '../../services/dashboard-service.js';
import type { Database } from '../../store/database.js';
import { ReportRunError } from '../report-model.js';

/** Whether a failure is the store's "not found / not yours" answer (the services hide what a user may not read). */
function isRefusal(error: unknown): boolean {
  return error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404);
}

/** The message a run logs when the executor may not read what the report shows. */
export function cannotReadMessage(username: string, kind: 'chart' | 'dashboard' | 'saved query', name: string): string {
  return `${username} cannot read ${kind} "${name}": the report's executor has no access to it.`;
}

/**
 * Opens a report's chart as its executor: their dataset access decides (as for the chart API).
 * Fails with a `ReportRunError` naming the executor and the chart when they may not read it.
 */
export async function openChartAs(db: Kysely<Database>, principal: Principal, chartId: number): Promise<ChartRow> {
  const row = await db.selectFrom('slices').select(['id', 'slice_name']).where('id', '=', chartId).executeTakeFirst();
  if (!row) throw new ReportRunError(`Chart ${chartId} no longer exists.`);
  try {
    return (await new ChartService(db).open(principal, chartId)).chart;
  } catch (error) {
    if (isRefusal(error)) throw new ReportRunError(cannotReadMessage(principal.username, 'chart', row.slice_name ?? `#${chartId}`));
    throw error;
  }
}

/**
 * Opens a report's dashboard as its executor (ownership, publication, dataset access and, with
 * DASHBOARD_RBAC, roles decide, as for the dashboard API).
 */
export async function openDashboardAs(db: Kysely<Database>, principal: Principal, dashboardId: number, rbac: boolean): Promise<DashboardRow> {
  const row = await db.selectFrom('dashboards').select(['id', 'dashboard_title']).where('id', '=', dashboardId).executeTakeFirst();
  if (!row) throw new ReportRunError(`Dashboard ${dashboardId} no longer exists.`);
  try {
    // Only the visibility rule is used here; dataset answers (which need engine specs) are not.
    const service = new DashboardService(db, { rbac, specOf: () => undefined });
    return (await service.open(principal, dashboardId)).dashboard;
  } catch (error) {
    if (isRefusal(error)) throw new ReportRunError(cannotReadMessage(principal.username, 'dashboard', row.dashboard_title ?? `#${dashboardId}`));
    throw error;
  }
}
