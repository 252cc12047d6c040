import type { DatabaseEngineContribution } from '@core/plugin-api/index.js';
import { genericDataTypeCode } from '../engine/chart-data/generic-data-type.js';
import { backendOf, databaseExtra } from './database-serializer.js';
import { datasetFolders } from './dataset-folders.js';
import type { ColumnRow, DatasetBundle, MetricRow } from './dataset-bundle.js';
import { humanizeDelta } from './humanize-delta.js';
import { selectStarSql } from './table-metadata.js';
import { parseJsonObject } from '../store/json-object-column.js';

/** Superset's display names of the time grains. */
const GRAIN_NAMES: Record<string, string> = {
  PT1S: 'Second', PT5S: '5 second', PT30S: '30 second', PT1M: 'Minute', PT5M: '5 minute', PT10M: '10 minute',
  PT15M: '15 minute', PT30M: '30 minute', 'PT0.5H': 'Half hour', PT1H: 'Hour', PT6H: '6 hour', P1D: 'Day', P1W: 'Week',
  P1M: 'Month', P3M: 'Quarter', 'P0.25Y': 'Quarter', P1Y: 'Year', '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday', 'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
};

function parseCurrency(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Certification and warning fields Superset lifts out of a column's or metric's `extra`. */
function certification(extra: string | null) {
  const parsed = parseJsonObject(extra);
  const cert = (parsed['certification'] ?? {}) as { certified_by?: string; details?: string };
  return {
    certified_by: cert.certified_by ?? null,
    certification_details: cert.details ?? null,
    is_certified: Boolean(cert.certified_by),
    warning_markdown: (parsed['warning_markdown'] as string | undefined) ?? null,
  };
}

/** A column as the dataset API returns it. */
export function columnJson(column: ColumnRow, spec: DatabaseEngineContribution | undefined) {
  const generic = column.type && spec ? spec.genericType(column.type) : null;
  return {
    id: column.id,
    uuid: column.uuid,
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    description: column.description,
    expression: column.expression,
    filterable: column.filterable,
    groupby: column.groupby,
    is_dttm: column.is_dttm,
    is_active: column.is_active,
    type: column.type,
    type_generic: column.is_dttm ? genericDataTypeCode('temporal') : genericDataTypeCode(generic),
    advanced_data_type: column.advanced_data_type,
    python_date_format: column.python_date_format,
    extra: column.extra,
    changed_on: column.changed_on,
    created_on: column.created_on,
  };
}

/** A metric as the dataset API returns it. */
export function metricJson(metric: MetricRow) {
  return {
    id: metric.id,
    uuid: metric.uuid,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    description: metric.description,
    expression: metric.expression,
    d3format: metric.d3format,
    currency: parseCurrency(metric.currency),
    metric_type: metric.metric_type,
    warning_text: metric.warning_text,
    extra: metric.extra,
    changed_on: metric.changed_on,
    created_on: metric.created_on,
  };
}

const userName = (bundle: DatasetBundle, id: number | null) => {
  const user = id === null ? undefined : bundle.users.get(id);
  return user ? { first_name: user.first_name, last_name: user.last_name } : null;
};

/** `schema.table`, or the table name alone (Superset's `name`). */
export function datasetName(bundle: Pick<DatasetBundle, 'dataset'>): string {
  return bundle.dataset.schema ? `${bundle.dataset.schema}.${bundle.dataset.table_name}` : bundle.dataset.table_name;
}

/** Fields derived from columns and metrics that explore reads (verbose map, formats, choices). */
function derivedFields(bundle: DatasetBundle, spec: DatabaseEngineContribution | undefined) {
  const verbose_map: Record<string, string> = { __timestamp: 'Time' };
  for (const c of bundle.columns) verbose_map[c.column_name] = c.verbose_name || c.column_name;
  for (const m of bundle.metrics) verbose_map[m.metric_name] = m.verbose_name || m.metric_name;
  const column_formats: Record<string, string> = {};
  const currency_formats: Record<string, unknown> = {};
  for (const m of bundle.metrics) {
    if (m.d3format) column_formats[m.metric_name] = m.d3format;
    const currency = parseCurrency(m.currency);
    if (currency) currency_formats[m.metric_name] = currency;
  }
  const order_by_choices = bundle.columns
    .map((c) => c.column_name)
    .sort()
    .flatMap((name) => [[JSON.stringify([name, true]), `${name} [asc]`], [JSON.stringify([name, false]), `${name} [desc]`]]);
  const dttm = bundle.columns.filter((c) => c.is_dttm).map((c) => [c.column_name, c.column_name]);
  const time_grain_sqla = Object.keys(spec?.timeGrains ?? {}).map((grain) => [grain, GRAIN_NAMES[grain] ?? grain]);
  const select_star = spec ? selectStarSql(spec, { table: bundle.dataset.table_name, schema: bundle.dataset.schema, catalog: bundle.dataset.catalog }) : null;
  return { verbose_map, column_formats, currency_formats, order_by_choices, granularity_sqla: dttm, time_grain_sqla, select_star };
}

/** `GET /api/v1/dataset/{pk}`: Superset's show columns. */
export function datasetDetail(bundle: DatasetBundle, spec: DatabaseEngineContribution | undefined) {
  const { dataset, database } = bundle;
  return {
    id: dataset.id,
    uuid: dataset.uuid,
    database: {
      id: database.id,
      uuid: database.uuid,
      database_name: database.database_name,
      backend: backendOf(database.sqlalchemy_uri),
      allow_multi_catalog: Boolean(databaseExtra(database)['allow_multi_catalog']),
    },
    table_name: dataset.table_name,
    sql: dataset.sql,
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate,
    catalog: dataset.catalog,
    schema: dataset.schema,
    description: dataset.description,
    main_dttm_col: dataset.main_dttm_col,
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    offset: dataset.offset,
    default_endpoint: dataset.default_endpoint,
    cache_timeout: dataset.cache_timeout,
    is_sqllab_view: dataset.is_sqllab_view,
    template_params: dataset.template_params,
    owners: bundle.owners,
    columns: bundle.columns.map((c) => columnJson(c, spec)),
    metrics: bundle.metrics.map(metricJson),
    datasource_type: 'table',
    url: `/tablemodelview/edit/${dataset.id}`,
    extra: dataset.extra,
    folders: datasetFolders(dataset.extra),
    kind: dataset.sql ? 'virtual' : 'physical',
    created_on: dataset.created_on,
    created_on_humanized: humanizeDelta(dataset.created_on),
    created_by: userName(bundle, dataset.created_by_fk),
    changed_on: dataset.changed_on,
    changed_on_humanized: humanizeDelta(dataset.changed_on),
    changed_by: userName(bundle, dataset.changed_by_fk),
    is_managed_externally: dataset.is_managed_externally,
    uid: `${dataset.id}__table`,
    datasource_name: dataset.table_name,
    name: datasetName(bundle),
    ...derivedFields(bundle, spec),
  };
}

/** The show columns a `q=(columns:!(…))` may pick from. */
export const DATASET_SHOW_COLUMNS: ReadonlySet<string> = new Set([
  'id', 'uuid', 'database', 'table_name', 'sql', 'filter_select_enabled', 'fetch_values_predicate', 'catalog', 'schema',
  'description', 'main_dttm_col', 'normalize_columns', 'always_filter_main_dttm', 'offset', 'default_endpoint',
  'cache_timeout', 'is_sqllab_view', 'template_params', 'owners', 'columns', 'metrics', 'datasource_type', 'url', 'extra', 'folders',
  'kind', 'created_on', 'created_on_humanized', 'created_by', 'changed_on', 'changed_on_humanized', 'changed_by',
  'is_managed_externally', 'uid', 'datasource_name', 'name', 'verbose_map', 'column_formats', 'currency_formats',
  'order_by_choices', 'granularity_sqla', 'time_grain_sqla', 'select_star',
]);

/**
 * The datasource JSON explore works from (Superset's `SqlaTable.data`), as
 * `/superset/fetch_datasource_metadata` and the explore bootstrap return it.
 */
export function datasourceData(bundle: DatasetBundle, spec: DatabaseEngineContribution | undefined) {
  const { dataset, database } = bundle;
  const extra = databaseExtra(database);
  return {
    id: dataset.id,
    uid: `${dataset.id}__table`,
    type: 'table',
    name: datasetName(bundle),
    datasource_name: dataset.table_name,
    table_name: dataset.table_name,
    description: dataset.description,
    database: {
      id: database.id,
      name: database.database_name,
      database_name: database.database_name,
      backend: backendOf(database.sqlalchemy_uri),
      allows_subquery: true,
      allows_virtual_table_explore: extra['allows_virtual_table_explore'] !== false,
      disable_data_preview: Boolean(extra['disable_data_preview']),
      disable_drill_to_detail: Boolean(extra['disable_drill_to_detail']),
      allow_multi_catalog: Boolean(extra['allow_multi_catalog']),
    },
    catalog: dataset.catalog,
    schema: dataset.schema,
    sql: dataset.sql,
    offset: dataset.offset,
    cache_timeout: dataset.cache_timeout,
    default_endpoint: dataset.default_endpoint,
    filter_select: dataset.filter_select_enabled,
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate,
    template_params: dataset.template_params,
    is_sqllab_view: dataset.is_sqllab_view,
    main_dttm_col: dataset.main_dttm_col,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    normalize_columns: dataset.normalize_columns,
    extra: dataset.extra,
    perm: dataset.perm,
    edit_url: `/tablemodelview/edit/${dataset.id}`,
    health_check_message: null,
    params: null,
    owners: bundle.owners.map((o) => ({ id: o.id, first_name: o.first_name, last_name: o.last_name })),
    columns: bundle.columns.map((c) => ({ ...columnJson(c, spec), ...certification(c.extra) })),
    metrics: bundle.metrics.map((m) => ({ ...metricJson(m), ...certification(m.extra) })),
    ...derivedFields(bundle, spec),
  };
}
