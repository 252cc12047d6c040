/** JSON Schemas of the row-level-security API (`/api/v1/rowlevelsecurity/…`), after Superset's `RLSRestApi`. */
import { nameField, textField } from '../http/bounded-fields.js';

const ids = { type: 'array', items: { type: 'integer', minimum: 1 } } as const;

const ruleFields = {
  name: nameField(255, { minLength: 1 }),
  description: textField(undefined, { nullable: true }),
  filter_type: { enum: ['Regular', 'Base'] },
  tables: ids,
  roles: ids,
  group_key: nameField(255, { nullable: true }),
  clause: { ...textField(), minLength: 1 },
} as const;

/** `POST /api/v1/rowlevelsecurity/` (Superset's `RLSRestApi.post`). */
export const RLS_POST_BODY = {
  type: 'object',
  required: ['name', 'filter_type', 'tables', 'roles', 'clause'],
  additionalProperties: false,
  properties: { ...ruleFields, tables: { ...ids, minItems: 1 } },
} as const;

/** `PUT /api/v1/rowlevelsecurity/{pk}` (Superset's `RLSRestApi.put`): any of the fields. */
export const RLS_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: ruleFields,
} as const;

/** `{id, result}` answers of create and update: the rule as stored, datasets and roles as ids. */
export const RLS_WRITE_RESPONSE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    result: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        description: { type: ['string', 'null'] },
        filter_type: { type: 'string' },
        tables: ids,
        roles: ids,
        group_key: { type: ['string', 'null'] },
        clause: { type: 'string' },
      },
    },
  },
} as const;

const named = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

/** `GET /api/v1/rowlevelsecurity/{pk}` (Superset's `RLSRestApi.get`). */
export const RLS_SHOW_RESPONSE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    result: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        description: { type: ['string', 'null'] },
        filter_type: { type: 'string' },
        tables: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, schema: { type: ['string', 'null'] }, table_name: { type: 'string' } } } },
        roles: { type: 'array', items: named },
        group_key: { type: ['string', 'null'] },
        clause: { type: 'string' },
      },
    },
    show_columns: { type: 'array', items: { type: 'string' } },
    show_title: { type: 'string' },
  },
} as const;
