import type { PortableDdl } from '../portable-ddl.js';

/** SQL Lab: saved queries, query runs, editor tabs and the tables open in them. */
export async function createSqlLabSchema(ddl: PortableDdl): Promise<void> {
  await ddl
    .createTable('saved_query')
    .$call(ddl.withUuid)
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('cascade'))
    .addColumn('db_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(128)')
    .addColumn('label', 'varchar(256)')
    .addColumn('description', 'text')
    .addColumn('sql', 'text')
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('rows', 'integer')
    .addColumn('last_run', 'varchar(32)')
    .$call(ddl.withAudit)
    .execute();
  await ddl.createIndex('saved_query', ['user_id', 'changed_on']);

  await ddl
    .createTable('query')
    .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('tmp_table_name', 'varchar(256)')
    .addColumn('tmp_schema_name', 'varchar(256)')
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('tab_name', 'varchar(256)')
    .addColumn('sql_editor_id', 'varchar(256)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('select_sql', 'text')
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'varchar(255)', (c) => c.notNull().defaultTo('UNKNOWN'))
    .addColumn('select_as_cta', 'boolean')
    .addColumn('select_as_cta_used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ctas_method', 'varchar(16)')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'varchar(64)')
    // Epoch milliseconds with a fraction, as Superset reports them; double precision reads
    // back as a JS number from both drivers (numeric would come back as a string from pg).
    .addColumn('start_time', 'double precision')
    .addColumn('start_running_time', 'double precision')
    .addColumn('end_time', 'double precision')
    .addColumn('end_result_backend_time', 'double precision')
    .addColumn('tracking_url', 'text')
    .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull().defaultTo(ddl.now))
    .execute();
  await ddl.createIndex('query', ['user_id', 'changed_on']);
  await ddl.createIndex('query', ['results_key']);
  await ddl.createIndex('query', ['sql_editor_id']);

  await ddl
    .createTable('tab_state')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('label', 'varchar(256)')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'varchar(11)', (c) =>
      c.references('query.client_id').onDelete('set null'),
    )
    .addColumn('autorun', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('template_params', 'text')
    .addColumn('hide_left_bar', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('saved_query_id', 'integer', (c) =>
      c.references('saved_query.id').onDelete('set null'),
    )
    .addColumn('extra_json', 'text')
    .$call(ddl.withAudit)
    .execute();
  await ddl.createIndex('tab_state', ['user_id']);

  await ddl
    .createTable('table_schema')
    .addColumn('tab_state_id', 'integer', (c) =>
      c.notNull().references('tab_state.id').onDelete('cascade'),
    )
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('table', 'varchar(256)')
    .addColumn('description', 'text')
    .addColumn('expanded', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(ddl.withAudit)
    .execute();
  await ddl.createIndex('table_schema', ['tab_state_id']);
}
