/** JSON Schemas of the roles API (`/api/v1/security/roles/…`), after Superset's `SupersetRoleApi` and role search. */
import { ID_FIELD, nameField } from '../http/bounded-fields.js';
import { PAGE_FIELD } from '../http/rison-query.js';

const idList = { type: 'array', maxItems: 10000, items: { type: 'integer', minimum: 1 } } as const;

export const ROLE_ID_PARAMS = {
  type: 'object',
  required: ['role_id'],
  properties: { role_id: ID_FIELD },
} as const;

/** `POST /roles/` and `PUT /roles/{pk}`. */
export const ROLE_BODY = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: nameField(64) },
} as const;

export const ROLE_RECORD = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

export const ROLE_WRITE_RESPONSE = {
  type: 'object',
  properties: { id: { type: 'integer' }, result: { type: 'object', properties: { name: { type: 'string' } } } },
} as const;

/** `q` of `GET /roles/search/`. */
export const ROLE_SEARCH_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filters: {
      type: 'array',
      items: {
        type: 'object',
        required: ['col', 'value'],
        properties: {
          col: { enum: ['user_ids', 'permission_ids', 'name'] },
          value: { type: ['string', 'integer', 'array'], maxLength: 250, items: { type: 'integer' } },
        },
      },
    },
    order_column: { enum: ['id', 'name'] },
    order_direction: { enum: ['asc', 'desc'] },
    page: PAGE_FIELD,
    page_size: { type: 'integer', minimum: 1, maximum: 1000 },
  },
} as const;

export const ROLE_SEARCH_RESPONSE = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    ids: { type: 'array', items: { type: 'integer' } },
    result: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' }, user_ids: { type: 'array', items: { type: 'integer' } }, permission_ids: { type: 'array', items: { type: 'integer' } } },
      },
    },
  },
} as const;

/** `GET /roles/{role_id}/permissions/`. */
export const ROLE_PERMISSIONS_RESPONSE = {
  type: 'object',
  properties: {
    result: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, permission_name: { type: 'string' }, view_menu_name: { type: 'string' } } },
    },
  },
} as const;

/** `POST /roles/{role_id}/permissions`: the role's whole new set. */
export const ROLE_PERMISSIONS_BODY = {
  type: 'object',
  required: ['permission_view_menu_ids'],
  additionalProperties: false,
  properties: { permission_view_menu_ids: idList },
} as const;

export const ROLE_PERMISSIONS_WRITE_RESPONSE = {
  type: 'object',
  properties: { result: { type: 'object', properties: { permission_view_menu_ids: { type: 'array', items: { type: 'integer' } } } } },
} as const;

/** `PUT /roles/{role_id}/users`: the role's whole new membership. */
export const ROLE_USERS_BODY = {
  type: 'object',
  required: ['user_ids'],
  additionalProperties: false,
  properties: { user_ids: idList },
} as const;

export const ROLE_USERS_WRITE_RESPONSE = {
  type: 'object',
  properties: { result: { type: 'object', properties: { user_ids: { type: 'array', items: { type: 'integer' } } } } },
} as const;
