/** JSON Schemas of the saved-query API (`/api/v1/saved_query/…`), after Superset's `SavedQueryRestApi`. */
import { INT32_MAX, nameField, textField } from '../http/bounded-fields.js';

const nullableString = (maxLength?: number) => ({ type: ['string', 'null'], ...(maxLength ? { maxLength } : {}) }) as const;

const savedQueryFields = {
  db_id: { type: ['integer', 'null'], minimum: 1, maximum: INT32_MAX },
  catalog: nameField(256, { nullable: true }),
  schema: nameField(128, { nullable: true }),
  label: nameField(256, { nullable: true }),
  description: textField(undefined, { nullable: true }),
  sql: textField(undefined, { nullable: true }),
  template_parameters: textField(undefined, { nullable: true }),
  extra_json: textField(undefined, { nullable: true }),
} as const;

/** `POST /api/v1/saved_query/` (Superset's `SavedQueryRestApi.post`). */
export const SAVED_QUERY_POST_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: savedQueryFields,
} as const;

/**
 * `PUT /api/v1/saved_query/{pk}` (Superset's `SavedQueryRestApi.put`); `changed_on` names the
 * version the save was based on (409 when the query changed since).
 */
export const SAVED_QUERY_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { ...savedQueryFields, changed_on: nullableString(64) },
} as const;

/** `{id, result}` answers of create and update. */
export const SAVED_QUERY_WRITE_RESPONSE = {
  type: 'object',
  properties: { id: { type: 'integer' }, result: { type: 'object', additionalProperties: true } },
} as const;
