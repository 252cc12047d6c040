/**
 * JSON Schemas of the chart API's request bodies (Superset's `ChartRestApi.post` / `.put`).
 * Kept beside the chart services rather than in `routes/` so the chart resource stays in the
 * files named after it.
 */
import { CACHE_TIMEOUT_FIELD, ID_FIELD, nameField, textField } from '../http/bounded-fields.js';

const nullableString = { type: ['string', 'null'] } as const;
const idList = { type: 'array', items: ID_FIELD } as const;

/** Superset accepts these names; `table` and `dataset` both mean a dataset, the only kind charts are built on here. */
export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

const chartFields = {
  slice_name: nameField(250),
  description: textField(undefined, { nullable: true }),
  viz_type: nameField(250, { nullable: true }),
  owners: idList,
  params: textField(undefined, { nullable: true }),
  query_context: textField(undefined, { nullable: true }),
  query_context_generation: { type: ['boolean', 'null'] },
  cache_timeout: CACHE_TIMEOUT_FIELD,
  datasource_id: ID_FIELD,
  datasource_type: { enum: DATASOURCE_TYPES },
  // Superset's clients send it; the server derives the name from the dataset, so it is ignored.
  datasource_name: nullableString,
  dashboards: idList,
  certified_by: nameField(1000, { nullable: true }),
  certification_details: textField(undefined, { nullable: true }),
  is_managed_externally: { type: ['boolean', 'null'] },
  external_url: textField(4096, { nullable: true }),
} as const;

/** `POST /api/v1/chart/`. */
export const CHART_POST_BODY = {
  type: 'object',
  required: ['slice_name', 'datasource_id', 'datasource_type'],
  additionalProperties: false,
  properties: { ...chartFields, slice_name: nameField(250, { minLength: 1 }) },
} as const;

/** `PUT /api/v1/chart/{pk}`: every field optional; datasource fields may be null (left unchanged). */
export const CHART_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...chartFields,
    slice_name: nameField(250, { nullable: true, minLength: 1 }),
    datasource_id: { ...ID_FIELD, type: ['integer', 'null'] },
    datasource_type: { enum: [...DATASOURCE_TYPES, null] },
    /** The version the save was based on, as the detail answered it (409 when the chart changed since). */
    changed_on: { type: ['string', 'null'], maxLength: 64 },
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
