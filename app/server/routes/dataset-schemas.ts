/** JSON Schemas of the dataset API's request bodies (Superset's `DatasetRestApi`). */
import { CACHE_TIMEOUT_FIELD, ID_FIELD, integerField, nameField, textField } from '../http/bounded-fields.js';
import { DATASET_FOLDERS_SCHEMA } from '../services/dataset-folders.js';

const nullableString = { type: ['string', 'null'] } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
/** Superset sends `extra` and `currency` as JSON text; some clients send the object itself. */
const jsonField = { type: ['string', 'object', 'null'] } as const;

export const DATASET_POST_BODY = {
  type: 'object',
  required: ['database', 'table_name'],
  additionalProperties: false,
  properties: {
    database: ID_FIELD,
    table_name: nameField(250, { minLength: 1 }),
    catalog: nameField(250, { nullable: true }),
    schema: nameField(250, { nullable: true }),
    sql: textField(undefined, { nullable: true }),
    owners: { type: 'array', items: ID_FIELD },
    normalize_columns: { type: 'boolean' },
    always_filter_main_dttm: { type: 'boolean' },
    template_params: textField(undefined, { nullable: true }),
    is_managed_externally: nullableBoolean,
    external_url: textField(4096, { nullable: true }),
  },
} as const;

export const GET_OR_CREATE_BODY = {
  type: 'object',
  required: ['database_id', 'table_name'],
  additionalProperties: false,
  properties: {
    database_id: ID_FIELD,
    table_name: nameField(250, { minLength: 1 }),
    catalog: nameField(250, { nullable: true }),
    schema: nameField(250, { nullable: true }),
    template_params: textField(),
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
    column_name: nameField(255, { minLength: 1 }),
    verbose_name: nameField(1024, { nullable: true }),
    is_dttm: nullableBoolean,
    groupby: { type: 'boolean' },
    filterable: { type: 'boolean' },
    expression: textField(undefined, { nullable: true }),
    description: textField(undefined, { nullable: true }),
    type: nameField(255, { nullable: true }),
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
    metric_name: nameField(255, { minLength: 1 }),
    expression: textField(),
    verbose_name: nameField(1024, { nullable: true }),
    d3format: { type: ['string', 'null'], maxLength: 128 },
    currency: jsonField,
    description: textField(undefined, { nullable: true }),
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
    table_name: nameField(250, { nullable: true, minLength: 1 }),
    sql: textField(undefined, { nullable: true }),
    database_id: ID_FIELD,
    catalog: nameField(250, { nullable: true }),
    schema: nameField(250, { nullable: true }),
    description: textField(undefined, { nullable: true }),
    main_dttm_col: nameField(250, { nullable: true }),
    filter_select_enabled: nullableBoolean,
    fetch_values_predicate: textField(1000, { nullable: true }),
    normalize_columns: nullableBoolean,
    always_filter_main_dttm: { type: 'boolean' },
    offset: integerField(-24, 24, { nullable: true }),
    default_endpoint: textField(4096, { nullable: true }),
    cache_timeout: CACHE_TIMEOUT_FIELD,
    is_sqllab_view: nullableBoolean,
    template_params: textField(undefined, { nullable: true }),
    extra: textField(undefined, { nullable: true }),
    external_url: textField(4096, { nullable: true }),
    is_managed_externally: nullableBoolean,
    owners: { type: 'array', items: ID_FIELD },
    columns: { type: 'array', items: COLUMN_PUT },
    metrics: { type: 'array', items: METRIC_PUT },
    folders: DATASET_FOLDERS_SCHEMA,
    currency_code_column: {},
    /** The version the save was based on, as the detail answered it (409 when the dataset changed since). */
    changed_on: { type: ['string', 'null'], maxLength: 64 },
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
    datasource_id: ID_FIELD,
    column_name: { type: 'string', minLength: 1 },
  },
} as const;
