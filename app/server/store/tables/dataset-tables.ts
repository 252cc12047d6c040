import type {
  AuditColumns,
  Flag,
  IdColumn,
  JsonText,
  ManagedExternallyColumns,
  UuidColumn,
} from '../column-types.js';

/** Database connections and datasets (Superset's `dbs`, `tables`, columns and metrics). */

export interface DbsTable extends AuditColumns, ManagedExternallyColumns {
  id: IdColumn;
  uuid: UuidColumn;
  database_name: string;
  verbose_name: string | null;
  sqlalchemy_uri: string;
  /** Encrypted at rest by the security layer; never returned by the API. */
  password: string | null;
  cache_timeout: number | null;
  expose_in_sqllab: Flag;
  allow_run_async: Flag;
  allow_ctas: Flag;
  allow_cvas: Flag;
  allow_dml: Flag;
  allow_file_upload: Flag;
  force_ctas_schema: string | null;
  extra: JsonText;
  encrypted_extra: JsonText;
  impersonate_user: Flag;
  server_cert: string | null;
}

export interface TablesTable extends AuditColumns, ManagedExternallyColumns {
  id: IdColumn;
  uuid: UuidColumn;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
  sql: string | null;
  is_sqllab_view: Flag;
  template_params: JsonText;
  main_dttm_col: string | null;
  description: string | null;
  default_endpoint: string | null;
  cache_timeout: number | null;
  offset: number | null;
  filter_select_enabled: Flag;
  fetch_values_predicate: string | null;
  normalize_columns: Flag;
  always_filter_main_dttm: Flag;
  extra: JsonText;
  perm: string | null;
  schema_perm: string | null;
  catalog_perm: string | null;
}

export interface TableColumnsTable extends AuditColumns {
  id: IdColumn;
  uuid: UuidColumn;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  is_dttm: Flag;
  groupby: Flag;
  filterable: Flag;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  advanced_data_type: string | null;
  is_active: Flag;
  /** JSON: warning_markdown, certified_by, certification_details. */
  extra: JsonText;
}

export interface SqlMetricsTable extends AuditColumns {
  id: IdColumn;
  uuid: UuidColumn;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  /** JSON: {symbol, symbolPosition}. */
  currency: JsonText;
  warning_text: string | null;
  /** JSON: warning_markdown, certified_by, certification_details. */
  extra: JsonText;
}

/** Dataset owners. */
export interface SqlaTableUserTable {
  id: IdColumn;
  user_id: number;
  table_id: number;
}

export interface RowLevelSecurityFiltersTable extends AuditColumns {
  id: IdColumn;
  name: string;
  description: string | null;
  filter_type: 'Regular' | 'Base';
  clause: string;
  group_key: string | null;
}

export interface RlsFilterRolesTable {
  id: IdColumn;
  role_id: number;
  rls_filter_id: number;
}

export interface RlsFilterTablesTable {
  id: IdColumn;
  table_id: number;
  rls_filter_id: number;
}
