import { nameField } from '../http/bounded-fields.js';
import type { ItemQuery } from '../http/rison-query.js';

/** JSON Schemas of the users API (`/api/v1/security/users/…`), after Superset's `SupersetUserApi`. */

const userFields = {
  username: nameField(128),
  first_name: nameField(64),
  last_name: nameField(64),
  email: nameField(320),
  active: { type: 'boolean' },
  roles: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } },
  password: { type: 'string', maxLength: 1024 },
} as const;

/** `POST /api/v1/security/users/`: every field but `active` (which defaults to true). */
export const USER_POST_BODY = {
  type: 'object',
  required: ['username', 'first_name', 'last_name', 'email', 'password', 'roles'],
  additionalProperties: false,
  properties: userFields,
} as const;

/** `PUT /api/v1/security/users/{pk}`: any of the fields; a password sets a new one. */
export const USER_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: userFields,
} as const;

const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const userLink = { type: ['object', 'null'], properties: { id: { type: 'integer' } } } as const;

/** One user on the wire (Superset's `SupersetUserApi.get`): never a password or its hash. */
export const USER_RECORD = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    active: { type: 'boolean' },
    roles: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
    created_on: nullableText,
    changed_on: nullableText,
    last_login: nullableText,
    login_count: nullableInteger,
    fail_login_count: nullableInteger,
    created_by: userLink,
    changed_by: userLink,
  },
} as const;

const metadata = {
  list_columns: { type: 'array', items: { type: 'string' } },
  order_columns: { type: 'array', items: { type: 'string' } },
  show_columns: { type: 'array', items: { type: 'string' } },
  label_columns: { type: 'object', additionalProperties: { type: 'string' } },
  description_columns: { type: 'object', additionalProperties: { type: 'string' } },
  list_title: { type: 'string' },
  show_title: { type: 'string' },
} as const;

/** The list envelope with its items described by `item`. */
export function listResponse(item: object) {
  return {
    type: 'object',
    properties: { count: { type: 'integer' }, ids: { type: 'array', items: { type: 'integer' } }, result: { type: 'array', items: item }, ...metadata },
  } as const;
}

/** The `GET /{pk}` envelope with its item described by `item`. */
export function showResponse(item: object) {
  return { type: 'object', properties: { id: { type: 'integer' }, result: item, ...metadata } } as const;
}

/** `{id, result}` of a create or update: the stored values as submitted, the password left out. */
export const USER_WRITE_RESPONSE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    result: {
      type: 'object',
      properties: {
        username: { type: 'string' },
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        email: { type: 'string' },
        active: { type: 'boolean' },
        roles: { type: 'array', items: { type: 'integer' } },
      },
    },
  },
} as const;

/** Flask-AppBuilder's `GET /{pk}` metadata keys, `show_columns` and `show_title` unless `keys` says otherwise. */
export function showMetadata(item: ItemQuery, showColumns: readonly string[], title: string) {
  const keys = item.keys ?? ['show_columns', 'show_title'];
  if (keys.includes('none')) return {};
  return {
    ...(keys.includes('show_columns') ? { show_columns: item.columns?.length ? item.columns : [...showColumns] } : {}),
    ...(keys.includes('show_title') ? { show_title: title } : {}),
    ...(keys.includes('label_columns') ? { label_columns: {} } : {}),
    ...(keys.includes('description_columns') ? { description_columns: {} } : {}),
  };
}
