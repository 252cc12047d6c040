/**
 * The asset bundle format Superset reads and writes (a ZIP of YAML files under one root folder),
 * as TypeScript types plus the naming rules both the exporter and the importer follow.
 * Data only: no I/O, no store access.
 */

/** The `version` every YAML file of a bundle carries. */
export const BUNDLE_VERSION = '1.0.0';

/** What an export puts in place of a database password (Superset's mask, shared with the database API). */
export { PASSWORD_MASK } from '../connection-uri.js';

/** A JSON value as it appears once YAML is parsed. */
export type BundleJson = string | number | boolean | null | BundleJson[] | { [key: string]: BundleJson };

/** A parsed JSON object (form data, extra, metadata, position). */
export type BundleObject = { [key: string]: BundleJson };

/** The `type` of `metadata.yaml`: Superset's model class names, or `assets` for everything. */
export type BundleType = 'Dashboard' | 'Slice' | 'SqlaTable' | 'Database' | 'SavedQuery' | 'assets';

/** The resources an export route serves, in the URL's words. */
export type ExportKind = 'dashboard' | 'chart' | 'dataset' | 'database' | 'saved_query';

/** `metadata.yaml` at the bundle's root. */
export interface BundleMetadataFile {
  version: string;
  type: BundleType;
  /** ISO 8601 with time zone, e.g. `2024-01-01T12:00:00.000000+00:00`. */
  timestamp: string;
}

/** `databases/<database_name>.yaml`. */
export interface DatabaseFile {
  database_name: string;
  /** The connection URI with its password replaced by {@link PASSWORD_MASK}. */
  sqlalchemy_uri: string;
  cache_timeout: number | null;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  extra: BundleObject;
  impersonate_user?: boolean;
  uuid: string;
  version: string;
}

/** One column of a dataset file. */
export interface DatasetColumnEntry {
  column_name: string;
  verbose_name: string | null;
  is_dttm: boolean;
  is_active: boolean;
  type: string | null;
  advanced_data_type: string | null;
  groupby: boolean;
  filterable: boolean;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  /** Parsed JSON (warning_markdown, certification); null when none. */
  extra: BundleObject | null;
}

/** One metric of a dataset file. */
export interface DatasetMetricEntry {
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  /** `{symbol, symbolPosition}` or null. */
  currency?: BundleObject | null;
  /** Parsed JSON (warning_markdown, certification); null when none. */
  extra: BundleObject | null;
  warning_text: string | null;
}

/** `datasets/<database_name>/<table_name>.yaml`. */
export interface DatasetFile {
  table_name: string;
  main_dttm_col: string | null;
  description: string | null;
  default_endpoint: string | null;
  offset: number | null;
  cache_timeout: number | null;
  catalog?: string | null;
  schema: string | null;
  sql: string | null;
  /** Parsed JSON or null. */
  params: BundleObject | null;
  /** Parsed JSON or null. */
  template_params: BundleObject | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  /** Parsed JSON or null. */
  extra: BundleObject | null;
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
  uuid: string;
  metrics: DatasetMetricEntry[];
  columns: DatasetColumnEntry[];
  version: string;
  database_uuid: string;
}

/** `charts/<slice_name>_<id>.yaml`. */
export interface ChartFile {
  slice_name: string;
  description: string | null;
  certified_by: string | null;
  certification_details: string | null;
  viz_type: string;
  /** The chart's form data as an object. */
  params: BundleObject;
  /** The saved query context as a JSON string, as Superset keeps it. */
  query_context: string | null;
  cache_timeout: number | null;
  uuid: string;
  version: string;
  /** Absent for a chart without a dataset. */
  dataset_uuid?: string;
}

/** A chart component's meta in a dashboard's position: Superset adds the chart's `uuid`. */
export interface PositionChartMeta {
  chartId: number;
  uuid: string;
  sliceName?: string;
  sliceNameOverride?: string;
  width?: number;
  height?: number;
  [key: string]: BundleJson | undefined;
}

/** A native filter target once exported: `datasetUuid` stands for `datasetId`. */
export interface NativeFilterTargetEntry {
  datasetUuid?: string;
  column?: { name: string; [key: string]: BundleJson };
  [key: string]: BundleJson | undefined;
}

/** `dashboards/<dashboard_title>_<id>.yaml`. */
export interface DashboardFile {
  dashboard_title: string;
  description: string | null;
  css: string | null;
  slug: string | null;
  certified_by: string | null;
  certification_details: string | null;
  published: boolean;
  uuid: string;
  /** The layout tree keyed by component id; CHART components' meta carry {@link PositionChartMeta}. */
  position: BundleObject;
  /**
   * json_metadata as an object: native_filter_configuration (targets carrying `datasetUuid`),
   * chart_configuration, global_chart_configuration, color_scheme, label_colors,
   * shared_label_colors, expanded_slices, refresh_frequency, timed_refresh_immune_slices,
   * cross_filters_enabled, default_filters and the rest. Chart ids stay ids; the position maps them to uuids.
   */
  metadata: BundleObject;
  version: string;
}

/** `queries/<database_name>/<schema>/<label>.yaml` (no schema folder when the schema is empty). */
export interface SavedQueryFile {
  catalog?: string | null;
  schema: string | null;
  label: string;
  description: string | null;
  sql: string;
  uuid: string;
  version: string;
  database_uuid: string;
}

/** Top-level folders of a bundle, by file kind. */
export const BUNDLE_FOLDERS = {
  database: 'databases',
  dataset: 'datasets',
  chart: 'charts',
  dashboard: 'dashboards',
  savedQuery: 'queries',
} as const;

/** The `metadata.yaml` type each export route writes. */
export const BUNDLE_TYPE_OF_KIND: Readonly<Record<ExportKind, BundleType>> = {
  dashboard: 'Dashboard',
  chart: 'Slice',
  dataset: 'SqlaTable',
  database: 'Database',
  saved_query: 'SavedQuery',
};

/**
 * A file-name-safe form of a name, like werkzeug's secure_filename: accents folded to ASCII,
 * whitespace runs to `_`, anything but ASCII letters, digits, `_`, `-` and `.` dropped, and
 * leading or trailing `.`/`_` trimmed. May return ''.
 */
export function safeFileName(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0080-\uffff]/g, '');
  const joined = ascii.replace(/[/\\]/g, ' ').trim().split(/\s+/).join('_');
  return joined.replace(/[^A-Za-z0-9_.-]/g, '').replace(/^[._]+|[._]+$/g, '');
}

/** The root folder of a bundle: `<kind>_export_<YYYYMMDDTHHMMSS>`. */
export function bundleRoot(kind: ExportKind | 'assets', stamp: string): string {
  return `${kind}_export_${stamp}`;
}

/** `YYYYMMDDTHHMMSS` in UTC, as Superset stamps export folders and file names. */
export function exportStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** `databases/<database_name>.yaml`. */
export function databaseFilePath(databaseName: string): string {
  return `databases/${safeFileName(databaseName)}.yaml`;
}

/** `datasets/<database_name>/<table_name>.yaml`. */
export function datasetFilePath(databaseName: string, tableName: string): string {
  return `datasets/${safeFileName(databaseName)}/${safeFileName(tableName)}.yaml`;
}

/** `charts/<slice_name>_<id>.yaml`. */
export function chartFilePath(sliceName: string, id: number): string {
  return `charts/${safeFileName(sliceName)}_${id}.yaml`;
}

/** `dashboards/<dashboard_title>_<id>.yaml`. */
export function dashboardFilePath(title: string, id: number): string {
  return `dashboards/${safeFileName(title)}_${id}.yaml`;
}

/** `queries/<database_name>/<schema>/<label>.yaml`; the label falls back to the uuid when it has no safe characters. */
export function savedQueryFilePath(databaseName: string, schema: string | null, label: string, uuid: string): string {
  const name = safeFileName(label) || uuid;
  const folder = schema ? `${safeFileName(databaseName)}/${safeFileName(schema)}` : safeFileName(databaseName);
  return `queries/${folder}/${name}.yaml`;
}
