import type { Kysely } from 'kysely';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID, createEmptyLayout, newComponent, withParents, type LayoutComponent, type LayoutMap } from '@core/dashboard/index.js';
import type { Principal } from '../security/principal.js';
import type { SecurityManager } from '../security/security-manager.js';
import { syncDatasetPermissions } from '../security/object-permissions.js';
import { createChart } from '../services/chart-save.js';
import { DEFAULT_COUNT_METRIC, insertColumns, insertMetrics } from '../services/dataset-writes.js';
import type { Database } from '../store/database.js';
import { firstAdministrator } from './example-dashboard.js';
import { EXAMPLES_DATABASE_NAME } from './register-example-datasets.js';

/**
 * What the tabbed example dashboards (the Chart Gallery, Maps) share: their virtual datasets on
 * the examples connection, their charts, and a layout of top-level tabs of rows of charts.
 */

type Db = Kysely<Database>;

/** A column of an example virtual dataset, typed as DuckDB reports it. */
export interface ExampleVirtualColumn {
  column_name: string;
  type: string;
  is_dttm: boolean;
  verbose_name: string;
}

/** A virtual dataset an example dashboard creates on the examples connection. */
export interface ExampleVirtualDataset {
  tableName: string;
  description: string;
  sql: string;
  mainDttmCol: string | null;
  columns: readonly ExampleVirtualColumn[];
}

/** A chart of a tabbed example dashboard. */
export interface ExampleTabChart {
  name: string;
  description: string;
  /** Grid columns, of twelve. */
  width: number;
  /** Grid units of eight pixels. */
  height: number;
  formData: Record<string, unknown> & { viz_type: string };
}

/** A tab of a tabbed example dashboard: rows of charts. */
export interface ExampleTab<Chart extends ExampleTabChart = ExampleTabChart> {
  title: string;
  rows: readonly (readonly Chart[])[];
}

/**
 * What installing an example dashboard needs: the examples database and the first administrator
 * (its owner). `null` when the dashboard `slug` exists already (it is created once), or when there
 * is no administrator or no examples database.
 */
export async function exampleInstallContext(db: Db, security: SecurityManager, slug: string): Promise<{ database: { id: number; database_name: string }; admin: Principal } | null> {
  if (await db.selectFrom('dashboards').select('id').where('slug', '=', slug).executeTakeFirst()) return null;
  const database = await db.selectFrom('dbs').select(['id', 'database_name']).where('database_name', '=', EXAMPLES_DATABASE_NAME).executeTakeFirst();
  const admin = await firstAdministrator(db, security);
  return database && admin ? { database, admin } : null;
}

/** The id of the dataset of example table `name` on the examples connection (not a virtual dataset), or null. */
export async function exampleTableId(db: Db, databaseId: number, name: string): Promise<number | null> {
  const table = await db.selectFrom('tables').select('id').where('database_id', '=', databaseId).where('table_name', '=', name).where('sql', 'is', null).executeTakeFirst();
  return table?.id ?? null;
}

/** The id of an example virtual dataset on the examples connection, created (with its columns and a count metric) when missing. */
export async function ensureVirtualDataset(db: Db, database: { id: number; database_name: string }, admin: Principal, dataset: ExampleVirtualDataset): Promise<number> {
  const existing = await db
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', database.id)
    .where('schema', '=', 'main')
    .where('table_name', '=', dataset.tableName)
    .executeTakeFirst();
  if (existing) return existing.id;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const stamp = { created_on: now, changed_on: now, created_by_fk: admin.userId, changed_by_fk: admin.userId };
    const inserted = await trx
      .insertInto('tables')
      .values({
        database_id: database.id,
        catalog: null,
        schema: 'main',
        table_name: dataset.tableName,
        sql: dataset.sql,
        description: dataset.description,
        main_dttm_col: dataset.mainDttmCol,
        is_sqllab_view: false,
        filter_select_enabled: true,
        normalize_columns: false,
        always_filter_main_dttm: false,
        is_managed_externally: false,
        extra: null,
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertColumns(
      trx,
      dataset.columns.map((column) => ({ table_id: inserted.id, ...column, groupby: true, filterable: true, is_active: true, extra: null, ...stamp })),
    );
    await insertMetrics(trx, [{ ...DEFAULT_COUNT_METRIC, table_id: inserted.id, ...stamp }]);
    await syncDatasetPermissions(trx, { id: inserted.id, table_name: dataset.tableName, schema: 'main', catalog: null, database });
    return inserted.id;
  });
}

/** Saves one example chart over a dataset, owned by `admin`; returns its id. */
export async function saveExampleChart(db: Db, admin: Principal, datasetId: number, chart: ExampleTabChart): Promise<number> {
  const created = await createChart(db, admin, {
    slice_name: chart.name,
    description: chart.description,
    viz_type: chart.formData.viz_type,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ ...chart.formData, datasource: `${datasetId}__table` }),
  });
  return created.id;
}

/**
 * Root → top-level tabs → one tab per entry of `tabs` → its rows → its charts (no grid: the tabs
 * take its place). Component ids are `<TYPE>-<idPrefix>-<n>`.
 */
export function tabbedLayout<Chart extends ExampleTabChart>(tabs: readonly ExampleTab<Chart>[], chartIds: ReadonlyMap<Chart, number>, idPrefix: string): LayoutMap {
  const layout: Record<string, LayoutComponent> = { ...createEmptyLayout() };
  const ids = { next: 0 };
  const id = (type: string) => `${type}-${idPrefix}-${++ids.next}`;
  const add = (component: LayoutComponent) => {
    layout[component.id] = component;
    return component.id;
  };
  const tabIds = tabs.map((tab) =>
    add(
      newComponent('TAB', {
        id: id('TAB'),
        meta: { text: tab.title },
        children: tab.rows.map((row) =>
          add(
            newComponent('ROW', {
              id: id('ROW'),
              children: row.map((chart) =>
                add(newComponent('CHART', { id: id('CHART'), meta: { chartId: chartIds.get(chart)!, sliceName: chart.name, width: chart.width, height: chart.height } })),
              ),
            }),
          ),
        ),
      }),
    ),
  );
  const tabsId = add(newComponent('TABS', { id: id('TABS'), children: tabIds }));
  layout[DASHBOARD_ROOT_ID] = { ...layout[DASHBOARD_ROOT_ID]!, children: [tabsId] };
  delete layout[DASHBOARD_GRID_ID];
  return withParents(layout);
}
