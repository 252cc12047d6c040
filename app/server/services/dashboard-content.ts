import type { Kysely } from 'kysely';
import type { DatabaseEngineContribution } from '@core/plugin-api/index.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { chartListBase } from './chart-list.js';
import { loadChartRecords, type ChartRecord } from './chart-records.js';
import { datasourceNameText, datasourceUrl, sliceData } from './chart-serializer.js';
import { loadDatasetBundle } from './dataset-bundle.js';
import { datasourceData } from './dataset-serializer.js';

/** The engine spec of a stored database, for the dataset answers (time grains, type families). */
export type EngineSpecOf = (database: { sqlalchemy_uri: string }) => DatabaseEngineContribution | undefined;

/** The charts on a dashboard that the caller may read, oldest first. */
export async function readableDashboardCharts(db: Kysely<Database>, principal: Principal, dashboardId: number): Promise<ChartRecord[]> {
  const rows = await chartListBase(db, principal)
    .selectAll('slices')
    .where('slices.id', 'in', (eb) => eb.selectFrom('dashboard_slices').select('dashboard_slices.slice_id').where('dashboard_slices.dashboard_id', '=', dashboardId))
    .orderBy('slices.id')
    .execute();
  return loadChartRecords(db, rows);
}

/**
 * A chart as `GET /api/v1/dashboard/{id_or_slug}/charts` answers it: Superset's chart entity
 * (id, name, form data, description, certification, cache timeout) with the viz type and
 * dataset references the dashboard page builds its chart state from.
 */
export function dashboardChart(record: ChartRecord) {
  const { chart, datasource } = record;
  return {
    id: chart.id,
    ...sliceData(record),
    viz_type: chart.viz_type,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    datasource_name_text: datasource ? datasourceNameText(datasource) : null,
    datasource_url: datasource ? datasourceUrl(datasource) : null,
    thumbnail_url: null,
  };
}

/**
 * `GET /api/v1/dashboard/{id_or_slug}/datasets`: the datasets the dashboard's readable charts
 * use, each once, in explore's datasource shape plus Superset's column name and type lists.
 */
export async function dashboardDatasets(db: Kysely<Database>, charts: readonly ChartRecord[], specOf: EngineSpecOf) {
  const ids = [...new Set(charts.map((c) => c.datasource?.id).filter((id): id is number => id !== undefined))].sort((a, b) => a - b);
  const result = [];
  // One dataset at a time: a dashboard may use many, and each load already runs its queries in parallel.
  for (const id of ids) {
    const bundle = await loadDatasetBundle(db, id);
    if (!bundle) continue;
    const data = datasourceData(bundle, specOf(bundle.database));
    result.push({ ...data, column_names: data.columns.map((c) => c.column_name), column_types: data.columns.map((c) => c.type_generic) });
  }
  return result;
}
