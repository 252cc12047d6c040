/** JSON Schemas of the dataset API's request bodies (Superset's `DatasetRestApi`). */

const nullableString = { type: ['string', 'null'] } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
/** Superset sends `extra` and `currency` as JSON text; some clients send the object itself. */
const jsonField = { type: ['string', 'object', 'null'] } as const;

export const DATASET_POST_BODY = {
  type: 'object',
  required: ['database', 'table_name'],
  additionalProperties: false,
  properties: {
    database: { type: 'integer' },
    table_name: { type: 'string', minLength: 1, maxLength: 250 },
    catalog: { type: ['string', 'null'], maxLength: 250 },
    schema: { type: ['string', 'null'], maxLength: 250 },
    sql: nullableString,
    owners: { type: 'array', items: { type: 'integer' } },
    normalize_columns: { type: 'boolean' },
    always_filter_main_dttm: { type: 'boolean' },
    template_params: nullableString,
    is_managed_externally: nullableBoolean,
    external_url: nullableString,
  },
} as const;

export const GET_OR_CREATE_BODY = {
  type: 'object',
  required: ['database_id', 'table_name'],
  additionalProperties: false,
  properties: {
    database_id: { type: 'integer' },
    table_name: { type: 'string', minLength: 1, maxLength: 250 },
    catalog: { type: ['string', 'null'] },
    schema: { type: ['string', 'null'] },
    template_params: { type: 'string' },
    normalize_columns: { type: 'boolean' },
    always_filter_main_dttm: { type: 'boolean' },
  },
} as const;

const COLUMN_PUT = {
  type: 'object',
  required: ['column_name'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    uuid: nullableString,
    column_name: { type: 'string', minLength: 1, maxLength: 255 },
    verbose_name: nullableString,
    is_dttm: nullableBoolean,
    groupby: { type: 'boolean' },
    filterable: { type: 'boolean' },
    expression: nullableString,
    description: nullableString,
    type: nullableString,
    python_date_format: { type: ['string', 'null'], maxLength: 255 },
    advanced_data_type: { type: ['string', 'null'], maxLength: 255 },
    is_active: nullableBoolean,
    extra: jsonField,
    // Read-only fields a client may echo back from GET; ignored.
    type_generic: {},
    changed_on: {},
    created_on: {},
  },
} as const;

const METRIC_PUT = {
  type: 'object',
  required: ['metric_name', 'expression'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    uuid: nullableString,
    metric_name: { type: 'string', minLength: 1, maxLength: 255 },
    expression: { type: 'string' },
    verbose_name: nullableString,
    d3format: { type: ['string', 'null'], maxLength: 128 },
    currency: jsonField,
    description: nullableString,
    extra: jsonField,
    metric_type: { type: ['string', 'null'], maxLength: 32 },
    warning_text: nullableString,
    changed_on: {},
    created_on: {},
  },
} as const;

export const DATASET_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    table_name: { type: ['string', 'null'], maxLength: 250 },
    sql: nullableString,
    database_id: { type: 'integer' },
    catalog: nullableString,
    schema: nullableString,
    description: nullableString,
    main_dttm_col: nullableString,
    filter_select_enabled: nullableBoolean,
    fetch_values_predicate: nullableString,
    normalize_columns: nullableBoolean,
    always_filter_main_dttm: { type: 'boolean' },
    offset: { type: ['integer', 'null'] },
    default_endpoint: nullableString,
    cache_timeout: { type: ['integer', 'null'] },
    is_sqllab_view: nullableBoolean,
    template_params: nullableString,
    extra: nullableString,
    external_url: nullableString,
    is_managed_externally: nullableBoolean,
    owners: { type: 'array', items: { type: 'integer' } },
    columns: { type: 'array', items: COLUMN_PUT },
    metrics: { type: 'array', items: METRIC_PUT },
    folders: {},
    currency_code_column: {},
  },
} as const;

export const DATASET_PUT_QUERYSTRING = {
  type: 'object',
  properties: { override_columns: { type: 'boolean' } },
} as const;

export const COLUMN_VALUES_PARAMS = {
  type: 'object',
  required: ['datasource_type', 'datasource_id', 'column_name'],
  properties: {
    datasource_type: { type: 'string' },
    datasource_id: { type: 'integer' },
    column_name: { type: 'string', minLength: 1 },
  },
} as const;
