import type { PortableDdl } from '../portable-ddl.js';

/** The action log and the key-value store (permalinks, filter state). */
export async function createSystemSchema(ddl: PortableDdl): Promise<void> {
  // Log rows outlive the users, dashboards and charts they mention: no foreign keys.
  await ddl
    .createTable('logs')
    .addColumn('action', 'varchar(512)')
    .addColumn('user_id', 'integer')
    .addColumn('json', 'text')
    .addColumn('dttm', 'varchar(32)', (c) => c.notNull().defaultTo(ddl.now))
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'varchar(1024)')
    .execute();
  await ddl.createIndex('logs', ['dttm']);
  await ddl.createIndex('logs', ['user_id', 'dttm']);

  await ddl
    .createTable('key_value')
    .$call(ddl.withUuid)
    .addColumn('resource', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull().defaultTo(ddl.now))
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_on', 'varchar(32)')
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('expires_on', 'varchar(32)')
    .execute();
  await ddl.createIndex('key_value', ['resource', 'expires_on']);
}
