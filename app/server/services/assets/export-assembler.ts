import type { Kysely, Selectable } from 'kysely';
import { canAccessDataset } from '../../security/datasource-access.js';
import type { Principal } from '../../security/principal.js';
import type { Database } from '../../store/database.js';
import type { DbsTable } from '../../store/tables/dataset-tables.js';
import type { SavedQueryTable } from '../../store/tables/sqllab-tables.js';
import type { ChartRecord } from '../chart-records.js';
import type { DashboardRow } from '../dashboard-access.js';
import { readableDashboardCharts } from '../dashboard-content.js';
import { loadDatasetBundle, type DatasetBundle } from '../dataset-bundle.js';
import { chartFilePath, dashboardFilePath, databaseFilePath, datasetFilePath, savedQueryFilePath } from './bundle-format.js';
import { BundleWriter } from './export-bundle.js';
import { chartFile } from './export-chart-file.js';
import { dashboardFile, nativeFilterDatasetIds } from './export-dashboard-file.js';
import { databaseFile } from './export-database-file.js';
import { datasetFile } from './export-dataset-file.js';
import { savedQueryFile } from './export-saved-query-file.js';

/** A dataset as the caller's access rules see it. */
export function datasetRefOf(bundle: DatasetBundle) {
  const { dataset, database } = bundle;
  return { id: dataset.id, table_name: dataset.table_name, schema: dataset.schema, catalog: dataset.catalog, database: { id: database.id, database_name: database.database_name } };
}

/**
 * Puts objects and what they need into one bundle for one caller: a dashboard brings its
 * charts and the datasets of its native filters, a chart its dataset, a dataset its database.
 * Related charts and datasets come only when the caller may read them (as the dashboard page
 * shows them); a database comes with whatever needs it, its password masked.
 */
export class ExportAssembler {
  readonly writer = new BundleWriter();
  private readonly datasets = new Map<number, DatasetBundle | null>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly principal: Principal,
  ) {}

  /** The dataset with its columns, metrics and database (loaded once per export). */
  async datasetBundle(id: number): Promise<DatasetBundle | null> {
    if (!this.datasets.has(id)) this.datasets.set(id, await loadDatasetBundle(this.db, id));
    return this.datasets.get(id) ?? null;
  }

  /** The dataset when it exists and the caller may read it. */
  async readableDataset(id: number): Promise<DatasetBundle | null> {
    const bundle = await this.datasetBundle(id);
    return bundle && canAccessDataset(this.principal, datasetRefOf(bundle)) ? bundle : null;
  }

  addDatabase(row: Selectable<DbsTable>): void {
    this.writer.add(databaseFilePath(row.database_name), databaseFile(row));
  }

  /** Adds a dataset and its database. */
  addDataset(bundle: DatasetBundle): void {
    this.addDatabase(bundle.database);
    this.writer.add(datasetFilePath(bundle.database.database_name, bundle.dataset.table_name), datasetFile(bundle));
  }

  /** Adds every readable dataset of a database after the database itself (Superset's database export). */
  async addDatabaseWithDatasets(row: Selectable<DbsTable>): Promise<void> {
    this.addDatabase(row);
    const ids = await this.db.selectFrom('tables').select('id').where('database_id', '=', row.id).orderBy('id').execute();
    for (const { id } of ids) {
      const bundle = await this.readableDataset(id);
      if (bundle) this.addDataset(bundle);
    }
  }

  /** Adds a chart with its dataset (when the caller may read it) and that dataset's database. */
  async addChart(record: Pick<ChartRecord, 'chart' | 'datasource'>): Promise<void> {
    const dataset = record.datasource ? await this.readableDataset(record.datasource.id) : null;
    if (dataset) this.addDataset(dataset);
    this.writer.add(chartFilePath(record.chart.slice_name ?? '', record.chart.id), chartFile(record.chart, dataset?.dataset.uuid ?? null));
  }

  /** Adds a dashboard with the charts the caller may read on it and the datasets of its native filters. */
  async addDashboard(dashboard: DashboardRow): Promise<void> {
    const charts = await readableDashboardCharts(this.db, this.principal, dashboard.id);
    for (const record of charts) await this.addChart(record);
    const datasetUuids = new Map<number, string>();
    for (const id of nativeFilterDatasetIds(dashboard.json_metadata)) {
      const bundle = await this.readableDataset(id);
      if (!bundle) continue;
      this.addDataset(bundle);
      datasetUuids.set(id, bundle.dataset.uuid);
    }
    const chartUuids = new Map(charts.map((c) => [c.chart.id, c.chart.uuid]));
    const file = dashboardFile(dashboard, {
      charts: charts.map((c) => ({ id: c.chart.id, uuid: c.chart.uuid, sliceName: c.chart.slice_name ?? '' })),
      chartUuids,
      datasetUuids,
    });
    this.writer.add(dashboardFilePath(dashboard.dashboard_title ?? '', dashboard.id), file);
  }

  /** Adds a saved query and its database. */
  async addSavedQuery(query: Selectable<SavedQueryTable>): Promise<void> {
    if (query.db_id === null) return;
    const database = await this.db.selectFrom('dbs').selectAll().where('id', '=', query.db_id).executeTakeFirst();
    if (!database) return;
    this.addDatabase(database);
    this.writer.add(savedQueryFilePath(database.database_name, query.schema, query.label ?? '', query.uuid), savedQueryFile(query, database.uuid));
  }
}
