/**
 * JSON Schemas of the annotation layer API (`/api/v1/annotation_layer/…`), after Superset's
 * `AnnotationLayerRestApi` and `AnnotationRestApi`. Datetimes and JSON text are read by the
 * service, which answers Superset's own messages for malformed ones.
 */
import { ID_FIELD, nameField, textField } from '../http/bounded-fields.js';

const nullableString = { type: ['string', 'null'] } as const;

/** `POST /api/v1/annotation_layer/` (Superset's `AnnotationLayerRestApi.post`). */
export const ANNOTATION_LAYER_POST_BODY = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: nameField(250, { minLength: 1 }),
    descr: textField(undefined, { nullable: true }),
  },
} as const;

/** `PUT /api/v1/annotation_layer/{pk}` (Superset's `AnnotationLayerRestApi.put`). */
export const ANNOTATION_LAYER_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: nameField(250, { minLength: 1 }),
    descr: textField(),
  },
} as const;

const datetime = nameField(64, { minLength: 1 });

const annotationFields = {
  short_descr: nameField(500, { minLength: 1 }),
  long_descr: textField(undefined, { nullable: true }),
  start_dttm: datetime,
  end_dttm: datetime,
  json_metadata: textField(undefined, { nullable: true }),
} as const;

/** `POST /api/v1/annotation_layer/{pk}/annotation/` (Superset's `AnnotationRestApi.post`). */
export const ANNOTATION_POST_BODY = {
  type: 'object',
  required: ['short_descr', 'start_dttm', 'end_dttm'],
  additionalProperties: false,
  properties: annotationFields,
} as const;

/** `PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}` (Superset's `AnnotationRestApi.put`). */
export const ANNOTATION_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: annotationFields,
} as const;

/** The path of one annotation. */
export const ANNOTATION_PARAMS = {
  type: 'object',
  required: ['pk', 'annotation_id'],
  properties: { pk: ID_FIELD, annotation_id: ID_FIELD },
} as const;

const user = { type: ['object', 'null'], properties: { id: { type: 'integer' }, first_name: { type: 'string' }, last_name: { type: 'string' } } } as const;

/** One row of `GET /api/v1/annotation_layer/` (Superset's `AnnotationLayerRestApi.get_list`). */
export const ANNOTATION_LAYER_LIST_ITEM = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: nullableString,
    descr: nullableString,
    created_by: user,
    changed_by: user,
    created_on: nullableString,
    changed_on: nullableString,
    changed_on_delta_humanized: { type: 'string' },
  },
} as const;

/** One row of a layer's annotation list (Superset's `AnnotationRestApi.get_list`). */
export const ANNOTATION_LIST_ITEM = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    short_descr: nullableString,
    long_descr: nullableString,
    start_dttm: nullableString,
    end_dttm: nullableString,
    created_by: user,
    changed_by: user,
    changed_on: nullableString,
    changed_on_delta_humanized: { type: 'string' },
  },
} as const;

const listOf = (item: object) =>
  ({
    type: 'object',
    properties: {
      count: { type: 'integer' },
      ids: { type: 'array', items: { type: 'integer' } },
      result: { type: 'array', items: item },
      list_columns: { type: 'array', items: { type: 'string' } },
      order_columns: { type: 'array', items: { type: 'string' } },
      label_columns: { type: 'object', additionalProperties: { type: 'string' } },
      description_columns: { type: 'object', additionalProperties: { type: 'string' } },
      list_title: { type: 'string' },
    },
  }) as const;

export const ANNOTATION_LAYER_LIST_RESPONSE = listOf(ANNOTATION_LAYER_LIST_ITEM);
export const ANNOTATION_LIST_RESPONSE = listOf(ANNOTATION_LIST_ITEM);

const showMetadata = {
  show_columns: { type: 'array', items: { type: 'string' } },
  show_title: { type: 'string' },
  label_columns: { type: 'object', additionalProperties: { type: 'string' } },
  description_columns: { type: 'object', additionalProperties: { type: 'string' } },
} as const;

/** `GET /api/v1/annotation_layer/{pk}` (Superset's `AnnotationLayerRestApi.get`). */
export const ANNOTATION_LAYER_SHOW_RESPONSE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    result: { type: 'object', properties: { id: { type: 'integer' }, name: nullableString, descr: nullableString } },
    ...showMetadata,
  },
} as const;

/** `GET …/annotation/{annotation_id}` (Superset's `AnnotationRestApi.get`). */
export const ANNOTATION_SHOW_RESPONSE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    result: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        short_descr: nullableString,
        long_descr: nullableString,
        start_dttm: nullableString,
        end_dttm: nullableString,
        json_metadata: nullableString,
        layer: { type: 'object', properties: { id: { type: 'integer' }, name: nullableString } },
      },
    },
    ...showMetadata,
  },
} as const;

/** `{id, result}` answers of create and update: the fields as stored, with the layer's id for annotations. */
export const ANNOTATION_WRITE_RESPONSE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    result: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        descr: nullableString,
        short_descr: nullableString,
        long_descr: nullableString,
        start_dttm: nullableString,
        end_dttm: nullableString,
        json_metadata: nullableString,
        layer: { type: 'integer' },
      },
    },
  },
} as const;
