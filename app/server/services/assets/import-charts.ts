import type { ChartFile } from './bundle-format.js';
import { datasourceNameText } from '../chart-serializer.js';
import { setChartOwners } from '../chart-dashboards.js';
import type { BundleEntry } from './import-bundle-check.js';
import { BundleImportError } from './import-error.js';
import type { ImportContext, ImportedDataset } from './import-context.js';
import { jsonObject } from './import-json.js';

/** The dataset a chart file names: imported from the bundle, or already here. */
async function datasetOf(ctx: ImportContext, path: string, uuid: string): Promise<ImportedDataset> {
  const known = ctx.datasets.get(uuid);
  if (known) return known;
  const row = await ctx.trx
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.id', 'tables.table_name', 'tables.schema', 'tables.perm', 'tables.schema_perm', 'tables.catalog_perm', 'dbs.id as database_id', 'dbs.database_name'])
    .where('tables.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw BundleImportError.of(path, { dataset_uuid: [`Dataset ${uuid} is neither in the bundle nor on this server`] });
  const { database_id, database_name, ...dataset } = row;
  return { ...dataset, database: { id: database_id, database_name, byName: false } };
}

/**
 * The saved query context pointed at the dataset here (its `datasource` and its form data's);
 * null when it cannot be read, as the client regenerates it on the next explore visit.
 */
function queryContextFor(value: unknown, datasetId: number, params: Record<string, unknown>): string | null {
  if (value === null || value === undefined) return null;
  const context = jsonObject(value);
  if (Object.keys(context).length === 0) return null;
  const formData = { ...jsonObject(context['form_data']), ...params };
  return JSON.stringify({ ...context, datasource: { id: datasetId, type: 'table' }, form_data: formData });
}

/**
 * Imports one chart file: its params migrated to the current keys of its viz type and pointed at
 * the dataset's id here, the query context likewise. Found by uuid: kept, or (overwrite) updated
 * in place. New charts are owned by the importer.
 */
export async function importChart(ctx: ImportContext, { path, file }: BundleEntry<ChartFile>): Promise<number> {
  const dataset = await datasetOf(ctx, path, file.dataset_uuid!);
  const stored = jsonObject(file.params);
  const params = ctx.migrateParams({ ...stored, viz_type: stored['viz_type'] ?? file.viz_type });
  const datasource = `${dataset.id}__table`;
  const withDatasource = { ...params, datasource };
  const vizType = typeof params['viz_type'] === 'string' ? params['viz_type'] : file.viz_type;
  const row = {
    slice_name: file.slice_name,
    viz_type: vizType,
    datasource_id: dataset.id,
    datasource_type: 'table',
    datasource_name: datasourceNameText({ table_name: dataset.table_name, schema: dataset.schema }),
    perm: dataset.perm,
    schema_perm: dataset.schema_perm,
    catalog_perm: dataset.catalog_perm,
    params: JSON.stringify(withDatasource),
    query_context: queryContextFor(file.query_context, dataset.id, withDatasource),
    description: file.description ?? null,
    cache_timeout: file.cache_timeout ?? null,
    certified_by: file.certified_by ?? null,
    certification_details: file.certification_details ?? null,
    last_saved_at: ctx.now,
    last_saved_by_fk: ctx.principal.userId,
    changed_on: ctx.now,
    changed_by_fk: ctx.principal.userId,
  };
  const existing = await ctx.trx.selectFrom('slices').select('id').where('uuid', '=', file.uuid).executeTakeFirst();
  let id: number;
  if (existing) {
    id = existing.id;
    if (ctx.overwrites('charts')) await ctx.trx.updateTable('slices').set(row).where('id', '=', id).execute();
  } else {
    const inserted = await ctx.trx
      .insertInto('slices')
      .values({ ...row, uuid: file.uuid, is_managed_externally: false, created_on: ctx.now, created_by_fk: ctx.principal.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = inserted.id;
    await setChartOwners(ctx.trx, id, [ctx.principal.userId]);
  }
  ctx.charts.set(file.uuid, id);
  return id;
}
