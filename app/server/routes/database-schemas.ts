/** JSON Schemas of the database API's requests and responses (Superset's `DatabaseRestApi`). */
import { CACHE_TIMEOUT_FIELD, ID_FIELD, nameField, textField } from '../http/bounded-fields.js';

const nullableString = { type: ['string', 'null'] } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
const flag = { type: 'boolean' } as const;

/** Any JSON object; the fields are documented on the route, kept as they are on the wire. */
export const OPEN_OBJECT = { type: 'object', additionalProperties: true } as const;

export const PK_PARAMS = {
  type: 'object',
  required: ['pk'],
  properties: { pk: ID_FIELD },
} as const;

/** `{"message": "…"}` answers (delete, test_connection). */
export const MESSAGE_RESPONSE = { type: 'object', properties: { message: { type: 'string' } } } as const;

const connectionFields = {
  database_name: nameField(250, { minLength: 1 }),
  sqlalchemy_uri: { ...nameField(1024) },
  verbose_name: nameField(250, { nullable: true }),
  cache_timeout: CACHE_TIMEOUT_FIELD,
  expose_in_sqllab: flag,
  allow_run_async: flag,
  allow_file_upload: flag,
  allow_ctas: flag,
  allow_cvas: flag,
  allow_dml: flag,
  impersonate_user: flag,
  force_ctas_schema: nameField(250, { nullable: true }),
  extra: textField(),
  masked_encrypted_extra: textField(undefined, { nullable: true }),
  server_cert: textField(undefined, { nullable: true }),
  external_url: textField(4096, { nullable: true }),
  is_managed_externally: nullableBoolean,
  // Accepted for compatibility with Superset's connection form; the URI is what counts.
  configuration_method: { enum: ['sqlalchemy_form', 'dynamic_form'] },
  engine: nullableString,
  driver: nullableString,
  parameters: { type: 'object', additionalProperties: true },
  uuid: { type: 'string' },
  ssh_tunnel: { type: ['object', 'null'], additionalProperties: true },
} as const;

export const DATABASE_POST_BODY = {
  type: 'object',
  required: ['database_name', 'sqlalchemy_uri'],
  additionalProperties: false,
  properties: { ...connectionFields, sqlalchemy_uri: nameField(1024, { minLength: 1 }) },
} as const;

export const DATABASE_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: connectionFields,
} as const;

export const TEST_CONNECTION_BODY = {
  type: 'object',
  required: ['sqlalchemy_uri'],
  additionalProperties: false,
  properties: { ...connectionFields, sqlalchemy_uri: nameField(1024, { minLength: 1 }) },
} as const;

/** `{id, result}` answers of create, update and show. */
export const ITEM_RESPONSE = {
  type: 'object',
  properties: { id: { type: 'integer' }, result: OPEN_OBJECT },
} as const;

/** The answer of a list route: Flask-AppBuilder's envelope. */
export const LIST_RESPONSE = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    ids: { type: 'array', items: { type: 'integer' } },
    result: { type: 'array', items: OPEN_OBJECT },
    list_columns: { type: 'array', items: { type: 'string' } },
    order_columns: { type: 'array', items: { type: 'string' } },
    label_columns: { type: 'object', additionalProperties: { type: 'string' } },
    description_columns: { type: 'object', additionalProperties: { type: 'string' } },
    list_title: { type: 'string' },
  },
} as const;

export const STRING_LIST_RESPONSE = {
  type: 'object',
  properties: { result: { type: 'array', items: { type: 'string' } } },
} as const;

/** `GET /api/v1/database/{id}/schemas/`: Superset's list, and the schema SQL Lab preselects (null when none). */
export const SCHEMAS_RESPONSE = {
  type: 'object',
  properties: { result: { type: 'array', items: { type: 'string' } }, default_schema: { type: ['string', 'null'] } },
} as const;

export const TABLES_RESPONSE = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    result: {
      type: 'array',
      items: { type: 'object', properties: { value: { type: 'string' }, type: { type: 'string' }, extra: { type: ['object', 'null'], additionalProperties: true } } },
    },
  },
} as const;

export const TABLE_QUERYSTRING = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1 }, schema: { type: 'string' }, catalog: { type: 'string' } },
} as const;

export const AVAILABLE_RESPONSE = {
  type: 'object',
  properties: {
    databases: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          engine: { type: 'string' },
          name: { type: 'string' },
          default_driver: { type: 'string' },
          available_drivers: { type: 'array', items: { type: 'string' } },
          sqlalchemy_uri_placeholder: { type: 'string' },
          preferred: { type: 'boolean' },
          supports_oauth2: { type: 'boolean' },
          engine_information: OPEN_OBJECT,
          parameters: OPEN_OBJECT,
        },
      },
    },
  },
} as const;

export const RELATED_RESPONSE = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    result: { type: 'array', items: { type: 'object', properties: { value: {}, text: { type: 'string' }, extra: OPEN_OBJECT } } },
  },
} as const;

export const INFO_RESPONSE = {
  type: 'object',
  properties: { permissions: { type: 'array', items: { type: 'string' } }, filters: OPEN_OBJECT },
} as const;

/** The list envelope's metadata keys Flask-AppBuilder adds unless `keys` asks otherwise. */
export function listMetadata(keys: readonly string[] | undefined, listColumns: readonly string[], orderColumns: readonly string[], title: string) {
  const wanted = keys ?? ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title'];
  if (wanted.includes('none')) return {};
  const label = (c: string) => c.split('.').map((p) => p.replace(/_/g, ' ').replace(/^\w/, (x) => x.toUpperCase())).join(' ');
  return {
    ...(wanted.includes('list_columns') ? { list_columns: [...listColumns] } : {}),
    ...(wanted.includes('order_columns') ? { order_columns: [...orderColumns] } : {}),
    ...(wanted.includes('label_columns') ? { label_columns: Object.fromEntries(listColumns.map((c) => [c, label(c)])) } : {}),
    ...(wanted.includes('description_columns') ? { description_columns: {} } : {}),
    ...(wanted.includes('list_title') ? { list_title: title } : {}),
  };
}
