/** JSON Schemas of the saved-query API (`/api/v1/saved_query/…`), after Superset's `SavedQueryRestApi`. */

const nullableString = (maxLength?: number) => ({ type: ['string', 'null'], ...(maxLength ? { maxLength } : {}) }) as const;

const savedQueryFields = {
  db_id: { type: ['integer', 'null'], minimum: 1 },
  catalog: nullableString(256),
  schema: nullableString(128),
  label: nullableString(256),
  description: nullableString(),
  sql: nullableString(),
  template_parameters: nullableString(),
  extra_json: nullableString(),
} as const;

/** `POST /api/v1/saved_query/` (Superset's `SavedQueryRestApi.post`). */
export const SAVED_QUERY_POST_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: savedQueryFields,
} as const;

/** `PUT /api/v1/saved_query/{pk}` (Superset's `SavedQueryRestApi.put`). */
export const SAVED_QUERY_PUT_BODY = SAVED_QUERY_POST_BODY;

/** `{id, result}` answers of create and update. */
export const SAVED_QUERY_WRITE_RESPONSE = {
  type: 'object',
  properties: { id: { type: 'integer' }, result: { type: 'object', additionalProperties: true } },
} as const;
