import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { syncDatasetPermissions } from '../../security/object-permissions.js';
import type { SqlMetricsTable, TableColumnsTable } from '../../store/tables/dataset-tables.js';
import type { DatasetColumnEntry, DatasetFile, DatasetMetricEntry } from './bundle-format.js';
import type { BundleEntry } from './import-bundle-check.js';
import { BundleImportError } from './import-error.js';
import type { ImportContext, ImportedDatabase, ImportedDataset } from './import-context.js';
import { jsonText } from './import-json.js';
import { checkSelectStatement } from '@core/query/adhoc-sql-guard/index.js';
import { guardDialectsOf } from '../dataset-rules.js';
import { requireVirtualSqlAccess } from '../dataset-virtual-sql.js';

/** The database a dataset file names: imported from the bundle, or already here. */
async function databaseOf(ctx: ImportContext, path: string, uuid: string): Promise<ImportedDatabase> {
  const known = ctx.databases.get(uuid);
  if (known) return known;
  const row = await ctx.trx.selectFrom('dbs').select(['id', 'database_name']).where('uuid', '=', uuid).executeTakeFirst();
  if (!row) throw BundleImportError.of(path, { database_uuid: [`Database ${uuid} is neither in the bundle nor on this server`] });
  return { id: row.id, database_name: row.database_name, byName: false };
}

function columnRow(ctx: ImportContext, tableId: number, column: DatasetColumnEntry): Insertable<TableColumnsTable> {
  return {
    uuid: randomUUID(),
    table_id: tableId,
    column_name: column.column_name,
    verbose_name: column.verbose_name ?? null,
    type: column.type ?? null,
    is_dttm: column.is_dttm ?? false,
    groupby: column.groupby ?? true,
    filterable: column.filterable ?? true,
    expression: column.expression || null,
    description: column.description ?? null,
    python_date_format: column.python_date_format ?? null,
    advanced_data_type: column.advanced_data_type ?? null,
    is_active: column.is_active ?? true,
    extra: jsonText(column.extra) ?? '{}',
    created_on: ctx.now,
    changed_on: ctx.now,
    created_by_fk: ctx.principal.userId,
    changed_by_fk: ctx.principal.userId,
  };
}

function metricRow(ctx: ImportContext, tableId: number, metric: DatasetMetricEntry): Insertable<SqlMetricsTable> {
  return {
    uuid: randomUUID(),
    table_id: tableId,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name ?? null,
    metric_type: metric.metric_type ?? null,
    expression: metric.expression,
    description: metric.description ?? null,
    d3format: metric.d3format ?? null,
    currency: jsonText(metric.currency),
    warning_text: metric.warning_text ?? null,
    extra: jsonText(metric.extra) ?? '{}',
    created_on: ctx.now,
    changed_on: ctx.now,
    created_by_fk: ctx.principal.userId,
    changed_by_fk: ctx.principal.userId,
  };
}

function tableFields(file: DatasetFile) {
  return {
    catalog: file.catalog ?? null,
    schema: file.schema ?? null,
    table_name: file.table_name,
    sql: file.sql || null,
    is_sqllab_view: false,
    template_params: jsonText(file.template_params),
    main_dttm_col: file.main_dttm_col ?? null,
    description: file.description ?? null,
    default_endpoint: file.default_endpoint ?? null,
    cache_timeout: file.cache_timeout ?? null,
    offset: file.offset ?? 0,
    filter_select_enabled: file.filter_select_enabled ?? true,
    fetch_values_predicate: file.fetch_values_predicate ?? null,
    normalize_columns: file.normalize_columns ?? false,
    always_filter_main_dttm: file.always_filter_main_dttm ?? false,
    extra: jsonText(file.extra),
  };
}

/**
 * Adds the file's columns and metrics the dataset lacks (by name), leaving the others as they
 * are. `calculatedOnly`: a dataset reused for the same table keeps its own physical columns (the
 * table here is the truth); only the file's calculated columns are added.
 */
async function addMissing(ctx: ImportContext, tableId: number, file: DatasetFile, calculatedOnly = false): Promise<void> {
  const columns = new Set((await ctx.trx.selectFrom('table_columns').select('column_name').where('table_id', '=', tableId).execute()).map((c) => c.column_name));
  const metrics = new Set((await ctx.trx.selectFrom('sql_metrics').select('metric_name').where('table_id', '=', tableId).execute()).map((m) => m.metric_name));
  const newColumns = (file.columns ?? []).filter((c) => !columns.has(c.column_name) && (!calculatedOnly || Boolean(c.expression))).map((c) => columnRow(ctx, tableId, c));
  const newMetrics = (file.metrics ?? []).filter((m) => !metrics.has(m.metric_name)).map((m) => metricRow(ctx, tableId, m));
  if (newColumns.length > 0) await ctx.trx.insertInto('table_columns').values(newColumns).execute();
  if (newMetrics.length > 0) await ctx.trx.insertInto('sql_metrics').values(newMetrics).execute();
}

async function replaceColumnsAndMetrics(ctx: ImportContext, tableId: number, file: DatasetFile): Promise<void> {
  await ctx.trx.deleteFrom('table_columns').where('table_id', '=', tableId).execute();
  await ctx.trx.deleteFrom('sql_metrics').where('table_id', '=', tableId).execute();
  await addMissing(ctx, tableId, file);
}

async function finish(ctx: ImportContext, id: number, database: ImportedDatabase): Promise<ImportedDataset> {
  const row = await ctx.trx.selectFrom('tables').select(['id', 'table_name', 'schema', 'catalog']).where('id', '=', id).executeTakeFirstOrThrow();
  await syncDatasetPermissions(ctx.trx, { ...row, database: { id: database.id, database_name: database.database_name } });
  const perms = await ctx.trx.selectFrom('tables').select(['perm', 'schema_perm', 'catalog_perm']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id, table_name: row.table_name, schema: row.schema, ...perms, database };
}

/**
 * Imports one dataset file with its columns (calculated ones included) and metrics. Found by
 * uuid: kept, or (overwrite) updated in place with its columns and metrics replaced. Not found
 * by uuid but the same table is registered on the database (the schema may differ when the
 * database came from another instance, as Superset's `public` examples land on `main` here):
 * that dataset is reused and gains the file's columns and metrics it lacks, so charts built on
 * them work. Otherwise created, owned by the importer.
 */
/**
 * A virtual dataset's SQL takes what the dataset routes take: SQL Lab access to the whole
 * database (403 otherwise), and one read-only query by the engine's parser (a problem on the file).
 */
async function checkVirtualDataset(ctx: ImportContext, path: string, file: DatasetFile, database: ImportedDatabase): Promise<void> {
  if (!file.sql?.trim()) return;
  requireVirtualSqlAccess(ctx.principal, database);
  const stored = await ctx.trx.selectFrom('dbs').select('sqlalchemy_uri').where('id', '=', database.id).executeTakeFirstOrThrow();
  let spec;
  try {
    spec = ctx.connections.specFor(stored.sqlalchemy_uri);
  } catch {
    spec = undefined;
  }
  const check = checkSelectStatement(file.sql, { dialects: guardDialectsOf(spec) });
  if (!check.ok) throw BundleImportError.of(path, { sql: [check.violation.message] });
}

export async function importDataset(ctx: ImportContext, { path, file }: BundleEntry<DatasetFile>): Promise<ImportedDataset> {
  const { trx } = ctx;
  const database = await databaseOf(ctx, path, file.database_uuid);
  await checkVirtualDataset(ctx, path, file, database);
  const byUuid = await trx.selectFrom('tables').select(['id', 'database_id']).where('uuid', '=', file.uuid).executeTakeFirst();
  if (byUuid) {
    if (ctx.overwrites('datasets')) {
      await trx
        .updateTable('tables')
        .set({ ...tableFields(file), database_id: database.id, changed_on: ctx.now, changed_by_fk: ctx.principal.userId })
        .where('id', '=', byUuid.id)
        .execute();
      await replaceColumnsAndMetrics(ctx, byUuid.id, file);
    }
    const owner = byUuid.database_id === database.id ? database : await databaseOf(ctx, path, (await trx.selectFrom('dbs').select('uuid').where('id', '=', byUuid.database_id).executeTakeFirstOrThrow()).uuid);
    return finish(ctx, byUuid.id, owner);
  }
  let sameTable = trx.selectFrom('tables').select('id').where('database_id', '=', database.id).where('table_name', '=', file.table_name);
  if (!database.byName) sameTable = file.schema ? sameTable.where('schema', '=', file.schema) : sameTable.where('schema', 'is', null);
  const existing = file.sql ? undefined : await sameTable.orderBy('id').executeTakeFirst();
  if (existing) {
    await addMissing(ctx, existing.id, file, true);
    return finish(ctx, existing.id, database);
  }
  const inserted = await trx
    .insertInto('tables')
    .values({
      ...tableFields(file),
      uuid: file.uuid,
      database_id: database.id,
      is_managed_externally: false,
      created_on: ctx.now,
      changed_on: ctx.now,
      created_by_fk: ctx.principal.userId,
      changed_by_fk: ctx.principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addMissing(ctx, inserted.id, file);
  await trx.insertInto('sqlatable_user').values({ table_id: inserted.id, user_id: ctx.principal.userId }).execute();
  return finish(ctx, inserted.id, database);
}
