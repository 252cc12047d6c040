import type { Kysely, Transaction } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { hasPermission, type Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import { setChartOwners } from './chart-dashboards.js';
import { chartListBase } from './chart-list.js';
import { dashboardTitleOf, parseDashboardJson, storedObject, type DashboardCopyInput } from './dashboard-input.js';
import { layoutChartIds, remapLayoutChartIds } from './dashboard-layout.js';
import { remapMetadataChartIds } from './dashboard-metadata.js';
import { setDashboardOwners } from './dashboard-roles.js';
import { setDashboardCharts, type OpenedDashboard } from './dashboard-save.js';
import { lastModifiedTime } from './dashboard-serializer.js';

/**
 * Copies the charts into new ones the caller owns, inside the caller's transaction; answers
 * old id → new id. A copy keeps the chart's definition and dataset, not its certification.
 */
async function cloneCharts(trx: Transaction<Database>, principal: Principal, chartIds: readonly number[], now: string): Promise<Map<number, number>> {
  const mapping = new Map<number, number>();
  if (chartIds.length === 0) return mapping;
  const charts = await trx.selectFrom('slices').selectAll().where('id', 'in', [...chartIds]).orderBy('id').execute();
  for (const chart of charts) {
    const inserted = await trx
      .insertInto('slices')
      .values({
        slice_name: chart.slice_name,
        viz_type: chart.viz_type,
        datasource_id: chart.datasource_id,
        datasource_type: chart.datasource_type,
        datasource_name: chart.datasource_name,
        params: chart.params,
        query_context: chart.query_context,
        description: chart.description,
        cache_timeout: chart.cache_timeout,
        perm: chart.perm,
        schema_perm: chart.schema_perm,
        catalog_perm: chart.catalog_perm,
        last_saved_at: now,
        last_saved_by_fk: principal.userId,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.userId,
        changed_by_fk: principal.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setChartOwners(trx, inserted.id, [principal.userId]);
    mapping.set(chart.id, inserted.id);
  }
  return mapping;
}

/**
 * `POST /api/v1/dashboard/{id_or_slug}/copy/`: a new draft dashboard the caller owns, with the
 * title, CSS and metadata sent (the metadata's `positions`, else the original's layout).
 * With `duplicate_slices` (which needs can_write on Chart) the charts the caller may read are
 * copied too and the layout and metadata point at the copies; charts the caller may not read
 * stay shared rather than copied, so a copy never reveals a chart's definition.
 */
export async function copyDashboard(db: Kysely<Database>, principal: Principal, original: OpenedDashboard, input: DashboardCopyInput) {
  if (input.duplicate_slices && !hasPermission(principal, 'can_write', 'Chart')) throw HttpError.forbidden();
  const parsed = parseDashboardJson({ json_metadata: input.json_metadata });
  const sourceLayout = parsed.layout ?? (original.dashboard.position_json ? storedObject(original.dashboard.position_json) : null);
  const linked = (await db.selectFrom('dashboard_slices').select('slice_id').where('dashboard_id', '=', original.dashboard.id).orderBy('id').execute()).map((r) => r.slice_id);
  const toCopy = input.duplicate_slices && linked.length > 0
    ? (await chartListBase(db, principal).select('slices.id').where('slices.id', 'in', linked).execute()).map((r) => r.id)
    : [];

  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const mapping = await cloneCharts(trx, principal, toCopy, now);
    const layout = sourceLayout ? remapLayoutChartIds(sourceLayout, mapping) : null;
    const metadata = remapMetadataChartIds(parsed.metadata ?? {}, mapping);
    const inserted = await trx
      .insertInto('dashboards')
      .values({
        dashboard_title: dashboardTitleOf(input.dashboard_title),
        slug: null,
        css: input.css !== undefined ? input.css : original.dashboard.css,
        json_metadata: JSON.stringify(metadata),
        position_json: layout ? JSON.stringify(layout) : null,
        published: false,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.userId,
        changed_by_fk: principal.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setDashboardOwners(trx, inserted.id, [principal.userId]);
    await setDashboardCharts(trx, inserted.id, layout ? layoutChartIds(layout) : linked.map((chartId) => mapping.get(chartId) ?? chartId));
    return inserted.id;
  });
  return { result: { id, last_modified_time: lastModifiedTime(now) } };
}
