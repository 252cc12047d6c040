/**
 * JSON Schemas of the chart API's request bodies (Superset's `ChartRestApi.post` / `.put`).
 * Kept beside the chart services rather than in `routes/` so the chart resource stays in the
 * files named after it.
 */

const nullableString = { type: ['string', 'null'] } as const;
const idList = { type: 'array', items: { type: 'integer' } } as const;

/** Superset accepts these names; `table` and `dataset` both mean a dataset, the only kind charts are built on here. */
export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

const chartFields = {
  slice_name: { type: 'string', maxLength: 250 },
  description: nullableString,
  viz_type: { type: ['string', 'null'], maxLength: 250 },
  owners: idList,
  params: nullableString,
  query_context: nullableString,
  query_context_generation: { type: ['boolean', 'null'] },
  cache_timeout: { type: ['integer', 'null'] },
  datasource_id: { type: 'integer' },
  datasource_type: { enum: DATASOURCE_TYPES },
  // Superset's clients send it; the server derives the name from the dataset, so it is ignored.
  datasource_name: nullableString,
  dashboards: idList,
  certified_by: nullableString,
  certification_details: nullableString,
  is_managed_externally: { type: ['boolean', 'null'] },
  external_url: nullableString,
} as const;

/** `POST /api/v1/chart/`. */
export const CHART_POST_BODY = {
  type: 'object',
  required: ['slice_name', 'datasource_id', 'datasource_type'],
  additionalProperties: false,
  properties: { ...chartFields, slice_name: { type: 'string', minLength: 1, maxLength: 250 } },
} as const;

/** `PUT /api/v1/chart/{pk}`: every field optional; datasource fields may be null (left unchanged). */
export const CHART_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...chartFields,
    slice_name: { type: ['string', 'null'], maxLength: 250 },
    datasource_id: { type: ['integer', 'null'] },
    datasource_type: { enum: [...DATASOURCE_TYPES, null] },
  },
} as const;

/** `{result: [{id, value}]}` of `/favorite_status/`. */
export const FAVORITE_STATUS_RESPONSE = {
  type: 'object',
  properties: {
    result: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, value: { type: 'boolean' } } } },
  },
} as const;

/** `{result: "OK"}` of the favourite toggles. */
export const FAVORITE_RESPONSE = { type: 'object', properties: { result: {} } } as const;
