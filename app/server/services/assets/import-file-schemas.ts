import { CACHE_TIMEOUT_FIELD, ID_FIELD, NO_CONTROL_CHARACTERS, NO_NUL, TEXT_LENGTH, TITLE_LENGTH, integerField, nameField, textField } from '../../http/bounded-fields.js';
import { DASHBOARD_METADATA_SCHEMA } from '../dashboard-metadata-schema.js';
import { BUNDLE_VERSION } from './bundle-format.js';

/**
 * JSON schemas of the bundle's YAML files, as Superset's import schemas check them: required
 * fields and their types; fields Superset adds in newer versions (catalog, folders, theme_uuid,
 * currency, …) are accepted and ignored where Tessera has no place for them.
 *
 * The same bounds as the API's own bodies apply (see `bounded-fields.ts`): names have lengths and
 * no control characters, free text has no NUL, numbers have ranges, and the object fields
 * (a dashboard's layout and metadata, a chart's params, `extra`) have schemas of their own. A
 * file outside them answers 422 naming the file and the field, and nothing is written.
 */

type Schema = Record<string, unknown>;

/** The most columns or metrics one dataset file may list, and the most components in one layout. */
const MAX_ITEMS = 10_000;

const name = (maxLength: number, minLength = 1) => nameField(maxLength, { minLength });
const nName = (maxLength: number) => nameField(maxLength, { nullable: true });
const nText = (maxLength = TEXT_LENGTH) => textField(maxLength, { nullable: true });
const nBool = { type: ['boolean', 'null'] };
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };
const version = { type: 'string', const: BUNDLE_VERSION };

/**
 * A JSON document, as its text or as the parsed object (Superset writes `extra`, `params` and
 * `query_context` both ways across versions). Keys are names; strings inside hold no NUL.
 */
const KEY = { maxLength: 1024, pattern: NO_CONTROL_CHARACTERS };
const jsonish: Schema = { type: ['object', 'string', 'null'], maxLength: TEXT_LENGTH, pattern: NO_NUL, propertyNames: KEY };

/** A dashboard layout component (`CHART-abc`, `ROW-x`, `GRID_ID`…): its type, children and meta. */
const LAYOUT_COMPONENT: Schema = {
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: name(64),
    id: name(250),
    children: { type: 'array', maxItems: MAX_ITEMS, items: name(250) },
    parents: { type: 'array', maxItems: 100, items: name(250) },
    meta: {
      type: 'object',
      propertyNames: KEY,
      properties: {
        chartId: ID_FIELD,
        uuid: { ...uuid, type: ['string', 'null'] },
        width: integerField(0, 48),
        height: integerField(0, 10_000),
        sliceName: nName(TITLE_LENGTH),
        sliceNameOverride: nName(TITLE_LENGTH),
        text: nText(),
        code: nText(),
        background: nName(64),
        headerSize: nName(64),
      },
    },
  },
};

/** A dashboard's `position`: component id → component, and Superset's `DASHBOARD_VERSION_KEY`. */
const POSITION: Schema = {
  type: ['object', 'null'],
  maxProperties: MAX_ITEMS,
  propertyNames: { maxLength: 250, pattern: NO_CONTROL_CHARACTERS },
  properties: { DASHBOARD_VERSION_KEY: name(16) },
  additionalProperties: LAYOUT_COMPONENT,
};

/** A dashboard's `metadata`: the schema `json_metadata` is saved with. */
const METADATA: Schema = { ...DASHBOARD_METADATA_SCHEMA, type: ['object', 'null'], propertyNames: KEY };

export const METADATA_SCHEMA: Schema = {
  type: 'object',
  required: ['version', 'type'],
  properties: { version, type: name(64), timestamp: nName(64) },
};

export const DATABASE_SCHEMA: Schema = {
  type: 'object',
  required: ['database_name', 'sqlalchemy_uri', 'uuid', 'version'],
  properties: {
    database_name: name(250),
    verbose_name: nName(250),
    sqlalchemy_uri: name(1024),
    cache_timeout: CACHE_TIMEOUT_FIELD,
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
    metric_name: name(255),
    verbose_name: nName(1024),
    metric_type: nName(32),
    expression: { ...textField(), minLength: 1 },
    description: nText(),
    d3format: nName(128),
    currency: jsonish,
    extra: jsonish,
    warning_text: nText(),
  },
};

const COLUMN: Schema = {
  type: 'object',
  required: ['column_name'],
  properties: {
    column_name: name(255),
    verbose_name: nName(1024),
    is_dttm: nBool,
    is_active: nBool,
    type: nName(255),
    advanced_data_type: nName(255),
    groupby: nBool,
    filterable: nBool,
    expression: nText(),
    description: nText(),
    python_date_format: nName(255),
    extra: jsonish,
  },
};

export const DATASET_SCHEMA: Schema = {
  type: 'object',
  required: ['table_name', 'uuid', 'version', 'database_uuid'],
  properties: {
    table_name: name(250),
    main_dttm_col: nName(250),
    description: nText(),
    default_endpoint: nText(4096),
    offset: integerField(-24, 24, { nullable: true }),
    cache_timeout: CACHE_TIMEOUT_FIELD,
    catalog: nName(250),
    schema: nName(250),
    sql: nText(),
    params: jsonish,
    template_params: jsonish,
    filter_select_enabled: nBool,
    fetch_values_predicate: nText(1000),
    extra: jsonish,
    normalize_columns: nBool,
    always_filter_main_dttm: nBool,
    uuid,
    metrics: { type: 'array', maxItems: MAX_ITEMS, items: METRIC },
    columns: { type: 'array', maxItems: MAX_ITEMS, items: COLUMN },
    version,
    database_uuid: uuid,
  },
};

export const CHART_SCHEMA: Schema = {
  type: 'object',
  required: ['slice_name', 'viz_type', 'uuid', 'version', 'dataset_uuid'],
  properties: {
    slice_name: name(250),
    description: nText(),
    certified_by: nName(256),
    certification_details: nText(),
    viz_type: name(250),
    params: jsonish,
    query_context: jsonish,
    cache_timeout: CACHE_TIMEOUT_FIELD,
    uuid,
    version,
    dataset_uuid: uuid,
  },
};

export const DASHBOARD_SCHEMA: Schema = {
  type: 'object',
  required: ['dashboard_title', 'uuid', 'version'],
  properties: {
    dashboard_title: name(TITLE_LENGTH, 0),
    description: nText(),
    css: nText(),
    slug: nName(255),
    certified_by: nName(256),
    certification_details: nText(),
    published: nBool,
    uuid,
    position: POSITION,
    metadata: METADATA,
    version,
  },
};

export const SAVED_QUERY_SCHEMA: Schema = {
  type: 'object',
  required: ['label', 'sql', 'uuid', 'version', 'database_uuid'],
  properties: {
    catalog: nName(256),
    schema: nName(128),
    label: name(256, 0),
    description: nText(),
    sql: textField(),
    uuid,
    version,
    database_uuid: uuid,
  },
};
