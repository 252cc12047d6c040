import type { PortableDdl } from '../portable-ddl.js';

/** Users, roles and Flask-AppBuilder's permission tables. */
export async function createSecuritySchema(ddl: PortableDdl): Promise<void> {
  await ddl
    .withAudit(
      ddl
        .createTable('ab_user')
        .addColumn('first_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('username', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('password', 'varchar(256)')
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('last_login', 'varchar(32)')
        .addColumn('login_count', 'integer')
        .addColumn('fail_login_count', 'integer'),
    )
    .execute();

  await ddl
    .createTable('ab_role')
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .execute();
  await ddl.createLinkTable('ab_user_role', ['user_id', 'ab_user'], ['role_id', 'ab_role']);

  await ddl
    .createTable('ab_permission')
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .execute();
  await ddl
    .createTable('ab_view_menu')
    .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
    .execute();
  await ddl.createLinkTable(
    'ab_permission_view',
    ['permission_id', 'ab_permission'],
    ['view_menu_id', 'ab_view_menu'],
  );
  await ddl.createLinkTable(
    'ab_permission_view_role',
    ['permission_view_id', 'ab_permission_view'],
    ['role_id', 'ab_role'],
  );
}
