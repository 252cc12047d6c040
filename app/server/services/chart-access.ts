import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import {
  ALL_DATABASE_ACCESS,
  accessibleDatasetFilter,
  canAccessAllDatasources,
  canAccessDataset,
  type DatasetRef,
} from '../security/datasource-access.js';
import { hasPermission, isGuest, type Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { SlicesTable } from '../store/tables/content-tables.js';

export type ChartRow = Selectable<SlicesTable>;

/** The dataset a chart is built on, as far as access rules and chart answers need it. */
export interface ChartDatasource extends DatasetRef {
  default_endpoint: string | null;
  perm: string | null;
  schema_perm: string | null;
  catalog_perm: string | null;
}

/** Whether the principal may read every chart, including charts whose dataset is gone. */
export function canReadAllCharts(principal: Principal): boolean {
  if (isGuest(principal)) return false;
  return canAccessAllDatasources(principal) || hasPermission(principal, ALL_DATABASE_ACCESS, ALL_DATABASE_ACCESS);
}

/**
 * Superset's `ChartFilter`: a chart is visible to whoever may read its dataset; a chart whose
 * dataset no longer exists only to those who may read every dataset. A guest reads only the
 * charts placed on its granted dashboards (`chartId` must be given for it).
 */
export function canReadChart(principal: Principal, datasource: ChartDatasource | null, chartId?: number): boolean {
  if (isGuest(principal)) return chartId !== undefined && principal.guest.chartIds.has(chartId) && datasource !== null && canAccessDataset(principal, datasource);
  if (canReadAllCharts(principal)) return true;
  return datasource !== null && canAccessDataset(principal, datasource);
}

/** A condition for queries over `slices` left-joined to `tables` and `dbs`; null when every chart is visible. */
export function accessibleChartFilter(principal: Principal): ((eb: ExpressionBuilder<Database, 'slices' | 'tables' | 'dbs'>) => Expression<SqlBool>) | null {
  if (isGuest(principal)) {
    const ids = [...principal.guest.chartIds];
    return (eb) => (ids.length > 0 ? eb('slices.id', 'in', ids) : sql<SqlBool>`1 = 0`);
  }
  if (canReadAllCharts(principal)) return null;
  // The dataset filter compares columns of the joined dataset: a chart without one never matches.
  return accessibleDatasetFilter(principal);
}

/** Loads the datasets of the given ids with their database names (for access checks and names). */
export async function loadChartDatasources(db: Kysely<Database>, ids: Iterable<number | null>): Promise<Map<number, ChartDatasource>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select([
      'tables.id',
      'tables.table_name',
      'tables.schema',
      'tables.catalog',
      'tables.default_endpoint',
      'tables.perm',
      'tables.schema_perm',
      'tables.catalog_perm',
      'dbs.id as database_id',
      'dbs.database_name',
    ])
    .where('tables.id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        table_name: row.table_name,
        schema: row.schema,
        catalog: row.catalog,
        default_endpoint: row.default_endpoint,
        perm: row.perm,
        schema_perm: row.schema_perm,
        catalog_perm: row.catalog_perm,
        database: { id: row.database_id, database_name: row.database_name },
      },
    ]),
  );
}

/** The dataset a chart row points at, when it is a dataset that still exists. */
export function datasourceOfChart(chart: Pick<ChartRow, 'datasource_id' | 'datasource_type'>, datasources: ReadonlyMap<number, ChartDatasource>): ChartDatasource | null {
  if (chart.datasource_id === null || (chart.datasource_type !== 'table' && chart.datasource_type !== 'dataset')) return null;
  return datasources.get(chart.datasource_id) ?? null;
}

/** Owner ids of each chart, in the order they were added. */
export async function loadChartOwnerIds(db: Kysely<Database>, chartIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(chartIds.map((id) => [id, []]));
  if (chartIds.length === 0) return out;
  const rows = await db.selectFrom('slice_user').select(['slice_id', 'user_id']).where('slice_id', 'in', [...chartIds]).orderBy('id').execute();
  for (const row of rows) out.get(row.slice_id)?.push(row.user_id);
  return out;
}

/** spec §6: administrators may change any chart, others only the charts they own. */
export function canOverwriteChart(principal: Principal, ownerIds: readonly number[]): boolean {
  return principal.isAdmin || ownerIds.includes(principal.userId);
}
