import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ExampleDataset } from '../examples/example-dataset.js';
import type { Database } from '../store/database.js';

export const EXAMPLES_DATABASE_NAME = 'examples';

const nowIso = () => new Date().toISOString();

/**
 * Registers the examples DuckDB file as the "examples" connection and each example table as a
 * dataset with its columns and saved metrics. Idempotent: existing rows are kept (a user may
 * have edited them), missing ones are added, and the connection follows the file if it moved;
 * an example column stored as a number or text with its time format is made temporal.
 */
export async function registerExampleDatasets(db: Kysely<Database>, duckdbPath: string, datasets: ExampleDataset[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const uri = `duckdb:///${duckdbPath.replace(/^\/+/, '')}`;
    let database = await trx.selectFrom('dbs').select(['id', 'sqlalchemy_uri']).where('database_name', '=', EXAMPLES_DATABASE_NAME).executeTakeFirst();
    if (!database) {
      database = await trx
        .insertInto('dbs')
        .values({
          uuid: randomUUID(),
          database_name: EXAMPLES_DATABASE_NAME,
          sqlalchemy_uri: uri,
          expose_in_sqllab: true,
          allow_run_async: true,
          allow_ctas: false,
          allow_cvas: false,
          allow_dml: false,
          allow_file_upload: false,
          impersonate_user: false,
          is_managed_externally: false,
          extra: JSON.stringify({ metadata_cache_timeout: {}, allows_virtual_table_explore: true }),
          created_on: nowIso(),
          changed_on: nowIso(),
        })
        .returning(['id', 'sqlalchemy_uri'])
        .executeTakeFirstOrThrow();
    } else if (database.sqlalchemy_uri !== uri) {
      await trx.updateTable('dbs').set({ sqlalchemy_uri: uri, changed_on: nowIso() }).where('id', '=', database.id).execute();
    }

    for (const dataset of datasets) {
      let table = await trx
        .selectFrom('tables')
        .select('id')
        .where('database_id', '=', database.id)
        .where('schema', '=', dataset.schema)
        .where('table_name', '=', dataset.tableName)
        .executeTakeFirst();
      if (!table) {
        table = await trx
          .insertInto('tables')
          .values({
            uuid: randomUUID(),
            database_id: database.id,
            catalog: null,
            schema: dataset.schema,
            table_name: dataset.tableName,
            description: dataset.description,
            main_dttm_col: dataset.mainDttmCol,
            is_sqllab_view: false,
            filter_select_enabled: true,
            normalize_columns: false,
            always_filter_main_dttm: false,
            is_managed_externally: false,
            extra: '{}',
            created_on: nowIso(),
            changed_on: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      }
      const tableId = table.id;
      const knownColumns = new Set(
        (await trx.selectFrom('table_columns').select('column_name').where('table_id', '=', tableId).execute()).map((c) => c.column_name),
      );
      // Columns that store times as numbers or text were registered as plain columns before
      // queries could read them as times: they become temporal, unless their format was changed.
      for (const column of dataset.columns.filter((c) => c.is_dttm && c.python_date_format !== null && knownColumns.has(c.column_name))) {
        await trx
          .updateTable('table_columns')
          .set({ is_dttm: true, changed_on: nowIso() })
          .where('table_id', '=', tableId)
          .where('column_name', '=', column.column_name)
          .where('python_date_format', '=', column.python_date_format)
          .where('is_dttm', '=', false)
          .execute();
      }
      for (const column of dataset.columns.filter((c) => !knownColumns.has(c.column_name))) {
        await trx
          .insertInto('table_columns')
          .values({
            uuid: randomUUID(),
            table_id: tableId,
            column_name: column.column_name,
            verbose_name: column.verbose_name,
            type: column.type,
            is_dttm: column.is_dttm,
            groupby: column.groupby,
            filterable: column.filterable,
            description: column.description,
            python_date_format: column.python_date_format,
            is_active: true,
            extra: '{}',
            created_on: nowIso(),
            changed_on: nowIso(),
          })
          .execute();
      }
      const knownMetrics = new Set(
        (await trx.selectFrom('sql_metrics').select('metric_name').where('table_id', '=', tableId).execute()).map((m) => m.metric_name),
      );
      for (const metric of dataset.metrics.filter((m) => !knownMetrics.has(m.metric_name))) {
        await trx
          .insertInto('sql_metrics')
          .values({
            uuid: randomUUID(),
            table_id: tableId,
            metric_name: metric.metric_name,
            verbose_name: metric.verbose_name,
            metric_type: metric.metric_type,
            expression: metric.expression,
            description: metric.description,
            d3format: metric.d3format,
            extra: '{}',
            created_on: nowIso(),
            changed_on: nowIso(),
          })
          .execute();
      }
    }
    return database.id;
  });
}
