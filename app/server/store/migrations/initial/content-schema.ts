import type { PortableDdl, TableBuilder } from '../portable-ddl.js';

/** Charts, dashboards, embedding, favourites, tags, annotations, CSS templates. */
export async function createContentSchema(ddl: PortableDdl): Promise<void> {
  const managed = (table: TableBuilder): TableBuilder =>
    table
      .addColumn('is_managed_externally', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('external_url', 'text');
  const certified = (table: TableBuilder): TableBuilder =>
    table.addColumn('certified_by', 'text').addColumn('certification_details', 'text');

  await ddl
    .createTable('slices')
    .$call(ddl.withUuid)
    .addColumn('slice_name', 'varchar(250)')
    .addColumn('viz_type', 'varchar(250)')
    // Polymorphic (a dataset or a query), so no foreign key; the API checks it.
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'varchar(200)')
    .addColumn('datasource_name', 'varchar(2000)')
    .addColumn('params', 'text')
    .addColumn('query_context', 'text')
    .addColumn('description', 'text')
    .addColumn('cache_timeout', 'integer')
    .$call(certified)
    .addColumn('perm', 'varchar(1000)')
    .addColumn('schema_perm', 'varchar(1000)')
    .addColumn('catalog_perm', 'varchar(1000)')
    .addColumn('last_saved_at', 'varchar(32)')
    .addColumn('last_saved_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .$call(managed)
    .$call(ddl.withAudit)
    .execute();
  await ddl.createIndex('slices', ['datasource_type', 'datasource_id']);
  await ddl.createIndex('slices', ['changed_on']);
  await ddl.createLinkTable('slice_user', ['user_id', 'ab_user'], ['slice_id', 'slices']);

  await ddl
    .createTable('dashboards')
    .$call(ddl.withUuid)
    .addColumn('dashboard_title', 'varchar(500)')
    // Unique but optional: NULL slugs never collide.
    .addColumn('slug', 'varchar(255)', (c) => c.unique())
    .addColumn('css', 'text')
    .addColumn('description', 'text')
    .$call(certified)
    .addColumn('json_metadata', 'text')
    .addColumn('position_json', 'text')
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(managed)
    .$call(ddl.withAudit)
    .execute();
  await ddl.createIndex('dashboards', ['changed_on']);
  await ddl.createLinkTable('dashboard_slices', ['dashboard_id', 'dashboards'], ['slice_id', 'slices']);
  await ddl.createLinkTable('dashboard_user', ['user_id', 'ab_user'], ['dashboard_id', 'dashboards']);
  await ddl.createLinkTable('dashboard_roles', ['role_id', 'ab_role'], ['dashboard_id', 'dashboards']);

  await ddl.db.schema
    .createTable('embedded_dashboards')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey().defaultTo(ddl.newUuid))
    .addColumn('allow_domain_list', 'text')
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .$call(ddl.withAudit)
    .execute();
  await ddl.createIndex('embedded_dashboards', ['dashboard_id']);

  await ddl
    .createTable('favstar')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('dttm', 'varchar(32)', (c) => c.notNull().defaultTo(ddl.now))
    .addUniqueConstraint('uq_favstar_user_id_class_name_obj_id', ['user_id', 'class_name', 'obj_id'])
    .execute();
  await ddl.createIndex('favstar', ['class_name', 'obj_id']);

  await ddl
    .createTable('user_attribute')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('ab_user.id').onDelete('cascade'))
    .addColumn('welcome_dashboard_id', 'integer', (c) =>
      c.references('dashboards.id').onDelete('set null'),
    )
    .addColumn('avatar_url', 'varchar(100)')
    .$call(ddl.withAudit)
    .execute();

  await ddl
    .createTable('css_templates')
    .addColumn('template_name', 'varchar(250)')
    .addColumn('css', 'text')
    .$call(ddl.withAudit)
    .execute();

  await ddl
    .createTable('tag')
    .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(50)', (c) => c.notNull().defaultTo('custom'))
    .addColumn('description', 'text')
    .$call(ddl.withAudit)
    .execute();
  await ddl
    .createTable('tagged_object')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('object_type', 'varchar(50)', (c) => c.notNull())
    .$call(ddl.withAudit)
    .addUniqueConstraint('uq_tagged_object_tag_id_object_id_object_type', [
      'tag_id',
      'object_id',
      'object_type',
    ])
    .execute();
  await ddl.createIndex('tagged_object', ['object_type', 'object_id']);

  await ddl
    .createTable('annotation_layer')
    .addColumn('name', 'varchar(250)')
    .addColumn('descr', 'text')
    .$call(ddl.withAudit)
    .execute();
  await ddl
    .createTable('annotation')
    .addColumn('layer_id', 'integer', (c) =>
      c.notNull().references('annotation_layer.id').onDelete('cascade'),
    )
    .addColumn('start_dttm', 'varchar(32)')
    .addColumn('end_dttm', 'varchar(32)')
    .addColumn('short_descr', 'varchar(500)')
    .addColumn('long_descr', 'text')
    .addColumn('json_metadata', 'text')
    .$call(ddl.withAudit)
    .execute();
  await ddl.createIndex('annotation', ['layer_id', 'start_dttm', 'end_dttm']);
}
