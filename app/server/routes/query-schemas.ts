/** JSON Schemas of the query history API (`/api/v1/query/…`), after Superset's `QueryRestApi`. */

/** `POST /api/v1/query/stop` (Superset's `StopQuerySchema`). */
export const STOP_QUERY_BODY = {
  type: 'object',
  required: ['client_id'],
  additionalProperties: false,
  properties: { client_id: { type: 'string', minLength: 1, maxLength: 11 } },
} as const;

/** The `q` of `GET /api/v1/query/updated_since` (Superset's `queries_get_updated_since_schema`). */
export const UPDATED_SINCE_QUERY = {
  type: 'object',
  required: ['last_updated_ms'],
  properties: { last_updated_ms: { type: 'number', minimum: 0, maximum: 8.64e15 } },
} as const;

/** `{"result": "OK"}`. */
export const RESULT_OK_RESPONSE = { type: 'object', properties: { result: { type: 'string' } } } as const;
