import { sql } from 'kysely';
import type { PortableDdl, TableBuilder } from '../portable-ddl.js';

/** Database connections, datasets with their columns and metrics, owners, RLS filters. */
export async function createDatasetSchema(ddl: PortableDdl): Promise<void> {
  const managed = (table: TableBuilder): TableBuilder =>
    table
      .addColumn('is_managed_externally', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('external_url', 'text');

  await ddl
    .createTable('dbs')
    .$call(ddl.withUuid)
    .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('verbose_name', 'varchar(250)')
    .addColumn('sqlalchemy_uri', 'varchar(1024)', (c) => c.notNull())
    .addColumn('password', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('expose_in_sqllab', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allow_run_async', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_ctas', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_cvas', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_dml', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_file_upload', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('force_ctas_schema', 'varchar(250)')
    .addColumn('extra', 'text')
    .addColumn('encrypted_extra', 'text')
    .addColumn('impersonate_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('server_cert', 'text')
    .$call(managed)
    .$call(ddl.withAudit)
    .execute();

  await ddl
    .createTable('tables')
    .$call(ddl.withUuid)
    // A connection with datasets cannot be deleted: the API reports them first, as Superset does.
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('restrict'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(255)')
    .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('sql', 'text')
    .addColumn('is_sqllab_view', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('template_params', 'text')
    .addColumn('main_dttm_col', 'varchar(250)')
    .addColumn('description', 'text')
    .addColumn('default_endpoint', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('offset', 'integer', (c) => c.defaultTo(0))
    .addColumn('filter_select_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('fetch_values_predicate', 'text')
    .addColumn('normalize_columns', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('always_filter_main_dttm', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('extra', 'text')
    .addColumn('perm', 'varchar(1000)')
    .addColumn('schema_perm', 'varchar(1000)')
    .addColumn('catalog_perm', 'varchar(1000)')
    .$call(managed)
    .$call(ddl.withAudit)
    .execute();
  // Both dialects treat NULLs as distinct in a unique constraint, which would let the same
  // table be registered twice when it has no catalog or schema: compare NULL as ''.
  await ddl.db.schema
    .createIndex('uq_tables_database_catalog_schema_table')
    .unique()
    .on('tables')
    .columns([
      sql.ref('database_id'),
      sql`coalesce(${sql.ref('catalog')}, '')`,
      sql`coalesce(${sql.ref('schema')}, '')`,
      sql.ref('table_name'),
    ])
    .execute();
  await ddl.createIndex('tables', ['changed_on']);

  await ddl
    .createTable('table_columns')
    .$call(ddl.withUuid)
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('column_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('type', 'text')
    .addColumn('is_dttm', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('groupby', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('filterable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('expression', 'text')
    .addColumn('description', 'text')
    .addColumn('python_date_format', 'varchar(255)')
    .addColumn('advanced_data_type', 'varchar(255)')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('extra', 'text')
    .$call(ddl.withAudit)
    .addUniqueConstraint('uq_table_columns_table_id_column_name', ['table_id', 'column_name'])
    .execute();

  await ddl
    .createTable('sql_metrics')
    .$call(ddl.withUuid)
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('metric_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('metric_type', 'varchar(32)')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'varchar(128)')
    .addColumn('currency', 'varchar(128)')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .$call(ddl.withAudit)
    .addUniqueConstraint('uq_sql_metrics_table_id_metric_name', ['table_id', 'metric_name'])
    .execute();

  await ddl.createLinkTable('sqlatable_user', ['user_id', 'ab_user'], ['table_id', 'tables']);

  await ddl
    .createTable('row_level_security_filters')
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('filter_type', 'varchar(255)', (c) =>
      c.notNull().check(sql`${sql.ref('filter_type')} in ('Regular', 'Base')`),
    )
    .addColumn('clause', 'text', (c) => c.notNull())
    .addColumn('group_key', 'varchar(255)')
    .$call(ddl.withAudit)
    .execute();
  await ddl.createLinkTable('rls_filter_roles', ['role_id', 'ab_role'], ['rls_filter_id', 'row_level_security_filters']);
  await ddl.createLinkTable('rls_filter_tables', ['table_id', 'tables'], ['rls_filter_id', 'row_level_security_filters']);
}
