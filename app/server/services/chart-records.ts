import type { Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import { datasourceOfChart, loadChartDatasources, loadChartOwnerIds, type ChartDatasource, type ChartRow } from './chart-access.js';
import { loadUserNames, type UserName } from './user-names.js';

/** A dashboard as chart answers embed it. */
export interface ChartDashboard {
  id: number;
  dashboard_title: string | null;
  json_metadata: string | null;
}

/** A chart with what its API answers carry: dataset, owners, dashboards and the users it names. */
export interface ChartRecord {
  chart: ChartRow;
  datasource: ChartDatasource | null;
  owners: UserName[];
  dashboards: ChartDashboard[];
  /** Creator, last changer, last saver and owners, by id. */
  users: ReadonlyMap<number, UserName>;
}

/**
 * Loads what belongs to each chart in a handful of queries, however many charts there are
 * (a list page of 200 costs the same five queries as one chart).
 */
export async function loadChartRecords(db: Kysely<Database>, charts: readonly ChartRow[], known?: ReadonlyMap<number, ChartDatasource>): Promise<ChartRecord[]> {
  if (charts.length === 0) return [];
  const ids = charts.map((c) => c.id);
  const [datasources, ownerIds, dashboardRows] = await Promise.all([
    known ?? loadChartDatasources(db, charts.map((c) => c.datasource_id)),
    loadChartOwnerIds(db, ids),
    db
      .selectFrom('dashboard_slices')
      .innerJoin('dashboards', 'dashboards.id', 'dashboard_slices.dashboard_id')
      .select(['dashboard_slices.slice_id', 'dashboards.id', 'dashboards.dashboard_title', 'dashboards.json_metadata'])
      .where('dashboard_slices.slice_id', 'in', ids)
      .orderBy('dashboards.id')
      .execute(),
  ]);
  const users = await loadUserNames(db, [
    ...charts.flatMap((c) => [c.created_by_fk, c.changed_by_fk, c.last_saved_by_fk]),
    ...[...ownerIds.values()].flat(),
  ]);
  return charts.map((chart) => ({
    chart,
    datasource: datasourceOfChart(chart, datasources),
    owners: (ownerIds.get(chart.id) ?? []).map((id) => users.get(id)).filter((u): u is UserName => u !== undefined),
    dashboards: dashboardRows
      .filter((d) => d.slice_id === chart.id)
      .map((d) => ({ id: d.id, dashboard_title: d.dashboard_title, json_metadata: d.json_metadata })),
    users,
  }));
}
