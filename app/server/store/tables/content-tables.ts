import type {
  AuditColumns,
  Flag,
  IdColumn,
  JsonText,
  ManagedExternallyColumns,
  StampColumn,
  Timestamp,
  UuidColumn,
} from '../column-types.js';

/** Charts, dashboards, their owners and favourites. */

export interface SlicesTable extends AuditColumns, ManagedExternallyColumns {
  id: IdColumn;
  uuid: UuidColumn;
  slice_name: string | null;
  viz_type: string | null;
  datasource_id: number | null;
  /** 'table' for datasets, 'query' for SQL Lab results. */
  datasource_type: string | null;
  datasource_name: string | null;
  /** The chart's form_data, JSON. */
  params: JsonText;
  query_context: JsonText;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  perm: string | null;
  schema_perm: string | null;
  catalog_perm: string | null;
  last_saved_at: Timestamp;
  last_saved_by_fk: number | null;
}

/** Chart owners. */
export interface SliceUserTable {
  id: IdColumn;
  user_id: number;
  slice_id: number;
}

export interface DashboardsTable extends AuditColumns, ManagedExternallyColumns {
  id: IdColumn;
  uuid: UuidColumn;
  dashboard_title: string | null;
  slug: string | null;
  css: string | null;
  description: string | null;
  certified_by: string | null;
  certification_details: string | null;
  json_metadata: JsonText;
  position_json: JsonText;
  published: Flag;
}

export interface DashboardSlicesTable {
  id: IdColumn;
  dashboard_id: number;
  slice_id: number;
}

/** Dashboard owners. */
export interface DashboardUserTable {
  id: IdColumn;
  user_id: number;
  dashboard_id: number;
}

/** Roles granted access to a dashboard (DASHBOARD_RBAC). */
export interface DashboardRolesTable {
  id: IdColumn;
  role_id: number;
  dashboard_id: number;
}

export interface EmbeddedDashboardsTable extends AuditColumns {
  /** The embedded dashboard's public id, handed to the embedding SDK. */
  uuid: UuidColumn;
  /** JSON array of allowed referrer domains; empty or null allows any. */
  allow_domain_list: string | null;
  dashboard_id: number;
}

/** A user's star on a chart ('slice'), dashboard ('Dashboard') or other object. */
export interface FavstarTable {
  id: IdColumn;
  user_id: number;
  class_name: string;
  obj_id: number;
  dttm: StampColumn;
}

export interface CssTemplatesTable extends AuditColumns {
  id: IdColumn;
  template_name: string | null;
  css: string | null;
}

export interface TagTable extends AuditColumns {
  id: IdColumn;
  name: string;
  /** 'custom', 'type', 'owner' or 'favorited_by'. */
  type: string;
  description: string | null;
}

export interface TaggedObjectTable extends AuditColumns {
  id: IdColumn;
  tag_id: number;
  object_id: number;
  /** 'query', 'chart', 'dashboard' or 'dataset'. */
  object_type: string;
}

export interface AnnotationLayerTable extends AuditColumns {
  id: IdColumn;
  name: string | null;
  descr: string | null;
}

export interface AnnotationTable extends AuditColumns {
  id: IdColumn;
  layer_id: number;
  start_dttm: Timestamp;
  end_dttm: Timestamp;
  short_descr: string | null;
  long_descr: string | null;
  json_metadata: JsonText;
}
