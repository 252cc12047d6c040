/** JSON Schemas of the dashboard API's requests and responses (Superset's `DashboardRestApi`). */
import { ID_FIELD, nameField, textField } from '../http/bounded-fields.js';
import { OPEN_OBJECT } from './database-schemas.js';

const nullableString = { type: ['string', 'null'] } as const;
const idList = { type: 'array', items: ID_FIELD } as const;
const stringList = { type: 'array', items: { type: 'string' } } as const;
const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

/** `/{id_or_slug}`: a dashboard id, or its slug. */
export const ID_OR_SLUG_PARAMS = {
  type: 'object',
  required: ['id_or_slug'],
  properties: { id_or_slug: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

const dashboardFields = {
  dashboard_title: nameField(500, { nullable: true }),
  slug: nameField(255, { nullable: true }),
  owners: idList,
  roles: idList,
  position_json: textField(undefined, { nullable: true }),
  css: textField(undefined, { nullable: true }),
  json_metadata: textField(undefined, { nullable: true }),
  published: { type: ['boolean', 'null'] },
  certified_by: nameField(1000, { nullable: true }),
  certification_details: textField(undefined, { nullable: true }),
  is_managed_externally: { type: ['boolean', 'null'] },
  external_url: textField(4096, { nullable: true }),
} as const;

/** `POST /api/v1/dashboard/`: every field optional (an untitled draft is a valid dashboard). */
export const DASHBOARD_POST_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: dashboardFields,
} as const;

/**
 * `PUT /api/v1/dashboard/{pk}`: only the fields sent change; `changed_on` or `last_modified_time`
 * names the version the save was based on (409 when the dashboard changed since).
 */
export const DASHBOARD_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { ...dashboardFields, changed_on: { type: ['string', 'null'], maxLength: 64 }, last_modified_time: { type: ['number', 'null'], minimum: 0 } },
} as const;

/** `POST /api/v1/dashboard/{id_or_slug}/copy/` (Superset's `DashboardCopySchema`). */
export const DASHBOARD_COPY_BODY = {
  type: 'object',
  required: ['json_metadata'],
  additionalProperties: false,
  properties: {
    dashboard_title: nameField(500, { nullable: true }),
    css: textField(undefined, { nullable: true }),
    json_metadata: textField(),
    duplicate_slices: { type: 'boolean' },
  },
} as const;

/** `PUT /api/v1/dashboard/{pk}/colors`: the colour fields of the metadata. */
export const DASHBOARD_COLORS_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    color_namespace: nullableString,
    color_scheme: nullableString,
    color_scheme_domain: stringList,
    label_colors: stringMap,
    shared_label_colors: { anyOf: [stringList, stringMap] },
    map_label_colors: stringMap,
  },
} as const;

/** `?mark_updated=false` (or Superset's `?q=(mark_updated:!f)`) keeps the change time. */
export const DASHBOARD_COLORS_QUERYSTRING = {
  type: 'object',
  properties: { mark_updated: { type: 'boolean' }, q: { type: 'string' } },
} as const;

/** `PUT /api/v1/dashboard/{pk}/filters`: native filters changed (by id), removed and reordered. */
export const DASHBOARD_FILTERS_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    modified: {
      type: 'array',
      items: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1 } }, additionalProperties: true },
    },
    deleted: stringList,
    reordered: stringList,
  },
} as const;

/** `POST /api/v1/dashboard/{id_or_slug}/permalink` (Superset's `DashboardPermalinkStateSchema`). */
export const DASHBOARD_PERMALINK_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    urlParams: {
      type: ['array', 'null'],
      items: { type: 'array', minItems: 2, maxItems: 2, items: { type: ['string', 'null'] } },
    },
    dataMask: { type: ['object', 'null'], additionalProperties: true },
    activeTabs: { type: ['array', 'null'], items: { type: 'string' } },
    anchor: nullableString,
  },
} as const;

export const PERMALINK_KEY_PARAMS = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** `{id, result, last_modified_time}` of the updates. */
export const DASHBOARD_CHANGED_RESPONSE = {
  type: 'object',
  properties: { id: { type: 'integer' }, result: OPEN_OBJECT, last_modified_time: { type: 'number' } },
} as const;

/** `{id, result: [native filters], last_modified_time}` of `PUT /filters`. */
export const DASHBOARD_FILTERS_RESPONSE = {
  type: 'object',
  properties: { id: { type: 'integer' }, result: { type: 'array', items: {} }, last_modified_time: { type: 'number' } },
} as const;

/** `{result: {id, last_modified_time}}` of a copy. */
export const DASHBOARD_COPY_RESPONSE = {
  type: 'object',
  properties: { result: { type: 'object', properties: { id: { type: 'integer' }, last_modified_time: { type: 'number' } } } },
} as const;

/** `{result: [...]}` of the charts and datasets routes. */
export const RESULT_LIST_RESPONSE = {
  type: 'object',
  properties: { result: { type: 'array', items: OPEN_OBJECT } },
} as const;

export const PERMALINK_CREATED_RESPONSE = {
  type: 'object',
  properties: { key: { type: 'string' }, url: { type: 'string' } },
} as const;

export const PERMALINK_VALUE_RESPONSE = {
  type: 'object',
  properties: { dashboardId: { type: 'string' }, state: OPEN_OBJECT },
} as const;
