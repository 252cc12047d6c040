import type { Kysely } from 'kysely';
import { HttpError } from '../../http/http-error.js';
import { accessibleDatabaseFilter, canSeeDatabase } from '../../security/datasource-access.js';
import type { Principal } from '../../security/principal.js';
import type { Database } from '../../store/database.js';
import { chartListBase } from '../chart-list.js';
import { loadChartRecords } from '../chart-records.js';
import { dashboardListBase } from '../dashboard-list.js';
import { userRoleIds } from '../dashboard-roles.js';
import { SqlLabSavedQueries } from '../sqllab-saved-queries.js';
import type { ExportKind } from './bundle-format.js';
import { ExportAssembler } from './export-assembler.js';
import type { ExportedBundle } from './export-bundle.js';

/** What the exporter needs besides the store. */
export interface AssetExportOptions {
  /** The DASHBOARD_RBAC feature flag (decides which dashboards a caller sees). */
  rbac: boolean;
  /** The clock, for the bundle's stamp. */
  now?: () => Date;
}

/** Fails with 404 unless every asked id was found among what the caller may read (Superset's rule). */
function requireAll(asked: readonly number[], found: Iterable<number>): void {
  const seen = new Set(found);
  if (asked.length === 0 || asked.some((id) => !seen.has(id))) throw HttpError.notFound();
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * Exports dashboards, charts, datasets, databases and saved queries as Superset's bundle (a ZIP
 * of YAML), each with what it needs. The caller reads only what its list routes would show it:
 * an id outside that answers 404 and exports nothing.
 */
export class AssetExportService {
  private readonly savedQueries: SqlLabSavedQueries;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: AssetExportOptions,
  ) {
    this.savedQueries = new SqlLabSavedQueries(db);
  }

  private finish(assembler: ExportAssembler, kind: ExportKind | 'assets'): ExportedBundle {
    return assembler.writer.zip(kind, (this.options.now ?? (() => new Date()))());
  }

  private async visibleDashboards(principal: Principal, ids?: readonly number[]) {
    const rbac = this.options.rbac;
    const access = { rbac, roleIds: rbac && !principal.isAdmin ? await userRoleIds(this.db, principal.userId) : [] };
    let query = dashboardListBase(this.db, principal, access).selectAll('dashboards').orderBy('dashboards.id');
    if (ids) query = query.where('dashboards.id', 'in', [...ids]);
    return query.execute();
  }

  private async visibleCharts(principal: Principal, ids?: readonly number[]) {
    let query = chartListBase(this.db, principal).selectAll('slices').orderBy('slices.id');
    if (ids) query = query.where('slices.id', 'in', [...ids]);
    return loadChartRecords(this.db, await query.execute());
  }

  async dashboards(principal: Principal, asked: readonly number[]): Promise<ExportedBundle> {
    const ids = unique(asked);
    const rows = await this.visibleDashboards(principal, ids);
    requireAll(ids, rows.map((r) => r.id));
    const assembler = new ExportAssembler(this.db, principal);
    for (const row of rows) await assembler.addDashboard(row);
    return this.finish(assembler, 'dashboard');
  }

  async charts(principal: Principal, asked: readonly number[]): Promise<ExportedBundle> {
    const ids = unique(asked);
    const records = await this.visibleCharts(principal, ids);
    requireAll(ids, records.map((r) => r.chart.id));
    const assembler = new ExportAssembler(this.db, principal);
    for (const record of records) await assembler.addChart(record);
    return this.finish(assembler, 'chart');
  }

  async datasets(principal: Principal, asked: readonly number[]): Promise<ExportedBundle> {
    const ids = unique(asked).sort((a, b) => a - b);
    const assembler = new ExportAssembler(this.db, principal);
    const bundles = [];
    for (const id of ids) bundles.push(await assembler.readableDataset(id));
    requireAll(ids, bundles.flatMap((b) => (b ? [b.dataset.id] : [])));
    for (const bundle of bundles) if (bundle) assembler.addDataset(bundle);
    return this.finish(assembler, 'dataset');
  }

  async databases(principal: Principal, asked: readonly number[]): Promise<ExportedBundle> {
    const ids = unique(asked);
    const rows = ids.length > 0 ? await this.db.selectFrom('dbs').selectAll().where('id', 'in', ids).orderBy('id').execute() : [];
    const visible = rows.filter((row) => canSeeDatabase(principal, row));
    requireAll(ids, visible.map((r) => r.id));
    const assembler = new ExportAssembler(this.db, principal);
    for (const row of visible) await assembler.addDatabaseWithDatasets(row);
    return this.finish(assembler, 'database');
  }

  /** The caller's own saved queries (the saved-query list shows nobody else's). */
  async savedQueryBundle(principal: Principal, asked: readonly number[]): Promise<ExportedBundle> {
    const ids = unique(asked);
    if (ids.length === 0) throw HttpError.notFound();
    const assembler = new ExportAssembler(this.db, principal);
    const rows = [];
    for (const id of ids) rows.push(await this.savedQueries.find(principal, id));
    for (const row of rows) await assembler.addSavedQuery(row);
    return this.finish(assembler, 'saved_query');
  }

  /** Everything the caller may read: databases, datasets, charts, dashboards and every saved query. */
  async everything(principal: Principal): Promise<ExportedBundle> {
    const assembler = new ExportAssembler(this.db, principal);
    let databases = this.db.selectFrom('dbs').selectAll().orderBy('id');
    const databaseAccess = accessibleDatabaseFilter(principal);
    if (databaseAccess) databases = databases.where(databaseAccess);
    for (const row of await databases.execute()) await assembler.addDatabaseWithDatasets(row);
    for (const record of await this.visibleCharts(principal)) await assembler.addChart(record);
    for (const row of await this.visibleDashboards(principal)) await assembler.addDashboard(row);
    const queries = await this.db.selectFrom('saved_query').selectAll().orderBy('id').execute();
    for (const query of queries) if (principal.isAdmin || query.created_by_fk === principal.userId) await assembler.addSavedQuery(query);
    return this.finish(assembler, 'assets');
  }
}
