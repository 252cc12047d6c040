import { BUNDLE_VERSION } from './bundle-format.js';

/**
 * JSON schemas of the bundle's YAML files, as Superset's import schemas check them: required
 * fields and their types; fields Superset adds in newer versions (catalog, folders, theme_uuid,
 * currency, …) are accepted and ignored where Tessera has no place for them.
 */

type Schema = Record<string, unknown>;

const str = { type: 'string' };
const nStr = { type: ['string', 'null'] };
const nInt = { type: ['integer', 'null'] };
const nBool = { type: ['boolean', 'null'] };
const nObj = { type: ['object', 'null'] };
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };
const version = { type: 'string', const: BUNDLE_VERSION };
/** A JSON text or its parsed object: Superset writes `extra` both ways across versions. */
const jsonish = { type: ['object', 'string', 'null'] };

export const METADATA_SCHEMA: Schema = {
  type: 'object',
  required: ['version', 'type'],
  properties: { version, type: str, timestamp: { type: ['string', 'null'] } },
};

export const DATABASE_SCHEMA: Schema = {
  type: 'object',
  required: ['database_name', 'sqlalchemy_uri', 'uuid', 'version'],
  properties: {
    database_name: { type: 'string', minLength: 1, maxLength: 250 },
    sqlalchemy_uri: { type: 'string', minLength: 1 },
    cache_timeout: nInt,
    expose_in_sqllab: nBool,
    allow_run_async: nBool,
    allow_ctas: nBool,
    allow_cvas: nBool,
    allow_dml: nBool,
    allow_file_upload: nBool,
    allow_csv_upload: nBool,
    impersonate_user: nBool,
    extra: jsonish,
    uuid,
    version,
  },
};

const METRIC: Schema = {
  type: 'object',
  required: ['metric_name', 'expression'],
  properties: {
    metric_name: { type: 'string', minLength: 1 },
    verbose_name: nStr,
    metric_type: nStr,
    expression: { type: 'string', minLength: 1 },
    description: nStr,
    d3format: nStr,
    currency: jsonish,
    extra: jsonish,
    warning_text: nStr,
  },
};

const COLUMN: Schema = {
  type: 'object',
  required: ['column_name'],
  properties: {
    column_name: { type: 'string', minLength: 1 },
    verbose_name: nStr,
    is_dttm: nBool,
    is_active: nBool,
    type: nStr,
    advanced_data_type: nStr,
    groupby: nBool,
    filterable: nBool,
    expression: nStr,
    description: nStr,
    python_date_format: nStr,
    extra: jsonish,
  },
};

export const DATASET_SCHEMA: Schema = {
  type: 'object',
  required: ['table_name', 'uuid', 'version', 'database_uuid'],
  properties: {
    table_name: { type: 'string', minLength: 1, maxLength: 250 },
    main_dttm_col: nStr,
    description: nStr,
    default_endpoint: nStr,
    offset: nInt,
    cache_timeout: nInt,
    catalog: nStr,
    schema: nStr,
    sql: nStr,
    params: jsonish,
    template_params: jsonish,
    filter_select_enabled: nBool,
    fetch_values_predicate: nStr,
    extra: jsonish,
    normalize_columns: nBool,
    always_filter_main_dttm: nBool,
    uuid,
    metrics: { type: 'array', items: METRIC },
    columns: { type: 'array', items: COLUMN },
    version,
    database_uuid: uuid,
  },
};

export const CHART_SCHEMA: Schema = {
  type: 'object',
  required: ['slice_name', 'viz_type', 'uuid', 'version', 'dataset_uuid'],
  properties: {
    slice_name: { type: 'string', minLength: 1, maxLength: 250 },
    description: nStr,
    certified_by: nStr,
    certification_details: nStr,
    viz_type: { type: 'string', minLength: 1 },
    params: jsonish,
    query_context: { type: ['string', 'object', 'null'] },
    cache_timeout: nInt,
    uuid,
    version,
    dataset_uuid: uuid,
  },
};

export const DASHBOARD_SCHEMA: Schema = {
  type: 'object',
  required: ['dashboard_title', 'uuid', 'version'],
  properties: {
    dashboard_title: { type: 'string', maxLength: 500 },
    description: nStr,
    css: nStr,
    slug: nStr,
    certified_by: nStr,
    certification_details: nStr,
    published: nBool,
    uuid,
    position: nObj,
    metadata: nObj,
    version,
  },
};

export const SAVED_QUERY_SCHEMA: Schema = {
  type: 'object',
  required: ['label', 'sql', 'uuid', 'version', 'database_uuid'],
  properties: {
    catalog: nStr,
    schema: nStr,
    label: str,
    description: nStr,
    sql: str,
    uuid,
    version,
    database_uuid: uuid,
  },
};
