/** Shapes of the dataset API (`/api/v1/dataset/…`), as Superset answers them. */

export interface DatasetOwner {
  id: number;
  first_name: string;
  last_name: string;
}

/** A row of `GET /api/v1/dataset/`. */
export interface DatasetListItem {
  id: number;
  table_name: string;
  /** `physical` (a table) or `virtual` (SQL). */
  kind?: 'physical' | 'virtual';
  sql?: string | null;
  database: { id: number; database_name: string };
  schema: string | null;
  owners: DatasetOwner[];
  changed_on_delta_humanized?: string;
  changed_on_utc?: string;
  changed_by_name?: string;
  explore_url?: string;
  extra?: string | null;
}

/** A column of a dataset (physical, or calculated when `expression` is set). */
export interface DatasetColumn {
  id?: number;
  uuid?: string | null;
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  is_dttm: boolean | null;
  groupby: boolean | null;
  filterable: boolean | null;
  expression: string | null;
  description?: string | null;
  python_date_format: string | null;
  advanced_data_type?: string | null;
  is_active?: boolean | null;
  /** JSON text: `certification`, `warning_markdown`, … */
  extra: string | null;
}

/** A saved metric of a dataset. */
export interface DatasetMetric {
  id?: number;
  uuid?: string | null;
  metric_name: string;
  verbose_name: string | null;
  metric_type?: string | null;
  expression: string;
  description?: string | null;
  d3format: string | null;
  currency?: unknown;
  warning_text?: string | null;
  /** JSON text: `certification`, `warning_markdown`, … */
  extra: string | null;
}

/** `GET /api/v1/dataset/{pk}`: a dataset with its columns and metrics. */
export interface DatasetDetail {
  id: number;
  table_name: string;
  kind?: 'physical' | 'virtual';
  sql: string | null;
  schema: string | null;
  catalog?: string | null;
  database: { id: number; database_name: string; backend?: string };
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  cache_timeout: number | null;
  offset: number | null;
  filter_select_enabled: boolean | null;
  fetch_values_predicate: string | null;
  normalize_columns: boolean | null;
  always_filter_main_dttm: boolean | null;
  template_params: string | null;
  extra: string | null;
  owners: DatasetOwner[];
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
  /** The dataset's version: a save names the one the editor opened (409 when it changed since). */
  changed_on?: string;
}

/** The body of `PUT /api/v1/dataset/{pk}`. */
export interface DatasetPutBody {
  table_name: string;
  schema: string | null;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  cache_timeout: number | null;
  offset: number | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  template_params: string | null;
  extra: string | null;
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
  /** The version the save was based on (absent: overwrite whatever is stored). */
  changed_on?: string;
}

/** The body of `POST /api/v1/dataset/`: a physical table, or a virtual one from SQL Lab. */
export interface NewDatasetBody {
  database: number;
  schema: string | null;
  table_name: string;
  /** A virtual dataset's query (SQL Lab's "Create a chart"), with its catalog and template parameters. */
  sql?: string;
  catalog?: string | null;
  template_params?: string | null;
}
