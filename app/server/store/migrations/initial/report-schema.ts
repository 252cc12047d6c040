import type { PortableDdl } from '../portable-ddl.js';

/** Alerts and reports. */
export async function createReportSchema(ddl: PortableDdl): Promise<void> {
  await ddl
    .createTable('report_schedule')
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('context_markdown', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('crontab', 'varchar(1000)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(100)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('creation_method', 'varchar(255)', (c) => c.notNull().defaultTo('alerts_reports'))
    .addColumn('sql', 'text')
    // A chart, dashboard or database still used by a report cannot be deleted: the API says
    // which reports to remove first, as Superset does.
    .addColumn('chart_id', 'integer', (c) => c.references('slices.id').onDelete('restrict'))
    .addColumn('dashboard_id', 'integer', (c) => c.references('dashboards.id').onDelete('restrict'))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('restrict'))
    .addColumn('last_eval_dttm', 'varchar(32)')
    .addColumn('last_state', 'varchar(50)', (c) => c.notNull().defaultTo('Not triggered'))
    .addColumn('last_value', 'double precision')
    .addColumn('last_value_row_json', 'text')
    .addColumn('validator_type', 'varchar(100)')
    .addColumn('validator_config_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('log_retention', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(60 * 60 * 4))
    .addColumn('working_timeout', 'integer', (c) => c.notNull().defaultTo(60 * 60))
    .addColumn('report_format', 'varchar(50)', (c) => c.notNull().defaultTo('PNG'))
    .addColumn('force_screenshot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('custom_width', 'integer')
    .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .$call(ddl.withAudit)
    .addUniqueConstraint('uq_report_schedule_name_type', ['name', 'type'])
    .execute();
  await ddl.createIndex('report_schedule', ['active']);
  await ddl.createIndex('report_schedule', ['changed_on']);

  await ddl
    .createTable('report_recipient')
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('recipient_config_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .$call(ddl.withAudit)
    .execute();
  await ddl.createIndex('report_recipient', ['report_schedule_id']);

  await ddl
    .createTable('report_execution_log')
    .$call(ddl.withUuid)
    .addColumn('scheduled_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_dttm', 'varchar(32)')
    .addColumn('end_dttm', 'varchar(32)')
    .addColumn('value', 'double precision')
    .addColumn('value_row_json', 'text')
    .addColumn('state', 'varchar(50)', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .execute();
  await ddl.createIndex('report_execution_log', ['report_schedule_id', 'start_dttm']);

  await ddl.createLinkTable(
    'report_schedule_user',
    ['user_id', 'ab_user'],
    ['report_schedule_id', 'report_schedule'],
  );
}
