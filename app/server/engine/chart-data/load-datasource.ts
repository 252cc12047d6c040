import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../store/database.js';
import type { CompilerDatasource } from '../compile/index.js';

type DatabaseRow = Selectable<Database['dbs']>;
type DatasetRow = Selectable<Database['tables']>;

/** A dataset as the chart-data engine needs it: its row, its database and what the compiler reads. */
export interface LoadedDatasource {
  dataset: DatasetRow;
  database: DatabaseRow;
  columns: { column_name: string; verbose_name: string | null; expression: string | null; type: string | null; is_dttm: boolean; python_date_format: string | null; filterable: boolean; groupby: boolean }[];
  metrics: { metric_name: string; expression: string; verbose_name: string | null; d3format: string | null }[];
  /** Changes whenever the dataset, its columns or its metrics change: part of every cache key. */
  version: string;
}

/** Reads a dataset with its database, columns and metrics in one consistent snapshot; null when it does not exist. */
export async function loadDatasource(db: Kysely<Database>, datasetId: number): Promise<LoadedDatasource | null> {
  return db.transaction().execute(async (trx) => {
    const dataset = await trx.selectFrom('tables').selectAll().where('id', '=', datasetId).executeTakeFirst();
    if (!dataset) return null;
    const database = await trx.selectFrom('dbs').selectAll().where('id', '=', dataset.database_id).executeTakeFirstOrThrow();
    const columns = await trx
      .selectFrom('table_columns')
      .select(['column_name', 'verbose_name', 'expression', 'type', 'is_dttm', 'python_date_format', 'filterable', 'groupby', 'changed_on'])
      .where('table_id', '=', datasetId)
      .orderBy('id')
      .execute();
    const metrics = await trx
      .selectFrom('sql_metrics')
      .select(['metric_name', 'expression', 'verbose_name', 'd3format', 'changed_on'])
      .where('table_id', '=', datasetId)
      .orderBy('id')
      .execute();
    const stamps = [dataset.changed_on, database.changed_on, ...columns.map((c) => c.changed_on), ...metrics.map((m) => m.changed_on)];
    const version = `${dataset.id}:${stamps.reduce((a, b) => (String(b) > String(a) ? b : a), '')}:${columns.length}:${metrics.length}`;
    return {
      dataset,
      database,
      columns: columns.map((c) => ({
        column_name: c.column_name,
        verbose_name: c.verbose_name ?? null,
        expression: c.expression ?? null,
        type: c.type ?? null,
        is_dttm: Boolean(c.is_dttm),
        python_date_format: c.python_date_format ?? null,
        filterable: Boolean(c.filterable),
        groupby: Boolean(c.groupby),
      })),
      metrics: metrics.map((m) => ({ metric_name: m.metric_name, expression: m.expression, verbose_name: m.verbose_name ?? null, d3format: m.d3format ?? null })),
      version,
    };
  });
}

/** What the query compiler reads of a loaded dataset. */
export function compilerDatasource(ds: LoadedDatasource): CompilerDatasource {
  return {
    id: ds.dataset.id,
    tableName: ds.dataset.table_name,
    schema: ds.dataset.schema ?? null,
    catalog: ds.dataset.catalog ?? null,
    sql: ds.dataset.sql ?? null,
    mainDttmCol: ds.dataset.main_dttm_col ?? null,
    columns: ds.columns,
    metrics: ds.metrics,
  };
}
