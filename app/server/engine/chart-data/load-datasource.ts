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

/**
 * What changes whenever anything `loadDatasource` reads changes: the dataset's and its database's
 * `changed_on`, and the latest `changed_on` and count of its columns and metrics (what `version`
 * is made of), read in one statement; null when the dataset does not exist.
 */
async function datasourceStamp(db: Kysely<Database>, datasetId: number): Promise<string | null> {
  const row = await db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .where('t.id', '=', datasetId)
    .select((eb) => [
      't.changed_on as dataset',
      'd.changed_on as database',
      eb.selectFrom('table_columns as c').whereRef('c.table_id', '=', 't.id').select((c) => c.fn.max('c.changed_on').as('v')).as('columnsChanged'),
      eb.selectFrom('table_columns as c').whereRef('c.table_id', '=', 't.id').select((c) => c.fn.countAll().as('v')).as('columns'),
      eb.selectFrom('sql_metrics as m').whereRef('m.table_id', '=', 't.id').select((m) => m.fn.max('m.changed_on').as('v')).as('metricsChanged'),
      eb.selectFrom('sql_metrics as m').whereRef('m.table_id', '=', 't.id').select((m) => m.fn.countAll().as('v')).as('metrics'),
    ])
    .executeTakeFirst();
  return row ? JSON.stringify([row.dataset, row.database, row.columnsChanged, String(row.columns), row.metricsChanged, String(row.metrics)]) : null;
}

/** Datasets kept loaded at most; the least recently used goes first. */
const LOADED_DATASOURCES = 256;

/**
 * `loadDatasource` for every chart-data request: a dataset read before is checked with one
 * statement (`datasourceStamp`) and reused while nothing it was read from has changed, instead
 * of being read again in four. Callers must treat what it returns as read-only: it is shared.
 *
 * @example
 * ```ts
 * const datasources = new DatasourceLoader(db);
 * const datasource = await datasources.load(datasetId); // null when the dataset does not exist
 * ```
 */
export class DatasourceLoader {
  private readonly loaded = new Map<number, { stamp: string; datasource: LoadedDatasource }>();

  constructor(private readonly db: Kysely<Database>, private readonly capacity = LOADED_DATASOURCES) {}

  async load(datasetId: number): Promise<LoadedDatasource | null> {
    const stamp = await datasourceStamp(this.db, datasetId);
    const kept = this.loaded.get(datasetId);
    this.loaded.delete(datasetId);
    if (stamp === null) return null;
    if (kept?.stamp === stamp) {
      this.loaded.set(datasetId, kept);
      return kept.datasource;
    }
    const datasource = await loadDatasource(this.db, datasetId);
    if (!datasource) return null;
    // A change between the two reads leaves an older stamp with newer data: the next request reads it again.
    this.loaded.set(datasetId, { stamp, datasource });
    while (this.loaded.size > this.capacity) this.loaded.delete(this.loaded.keys().next().value!);
    return datasource;
  }
}
