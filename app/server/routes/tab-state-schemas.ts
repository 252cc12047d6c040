/**
 * JSON Schemas of SQL Lab's tab-state views (`/tabstateview/…`, `/tableschemaview/…`). Bodies come
 * as posted forms whose values are JSON, or as JSON objects; these schemas check the decoded fields.
 */
import { INT32_MAX, nameField, textField } from '../http/bounded-fields.js';

/** A short string (a name) refuses control characters; a long one (SQL, selected text) only NUL. */
const nullableString = (maxLength?: number) => (maxLength ? nameField(maxLength, { nullable: true }) : textField(undefined, { nullable: true }));
const nullableId = { type: ['integer', 'null'], minimum: 1 } as const;

/** The editor's state a new tab is made from (Superset's `queryEditor`); client-side fields are ignored. */
const QUERY_EDITOR = {
  type: 'object',
  properties: {
    name: nullableString(256),
    title: nullableString(256),
    dbId: nullableId,
    catalog: nullableString(256),
    schema: nullableString(256),
    sql: nullableString(),
    queryLimit: { type: ['integer', 'null'], minimum: 0, maximum: INT32_MAX },
    hideLeftBar: { type: ['boolean', 'null'] },
    autorun: { type: ['boolean', 'null'] },
    remoteId: nullableId,
    templateParams: { type: ['string', 'object', 'null'] },
  },
} as const;

/** `POST /tabstateview/`: `queryEditor`. */
export const TAB_STATE_POST_FIELDS = {
  type: 'object',
  required: ['queryEditor'],
  properties: { queryEditor: QUERY_EDITOR },
} as const;

/** `PUT /tabstateview/{id}`: the tab's columns to change. */
export const TAB_STATE_PUT_FIELDS = {
  type: 'object',
  additionalProperties: false,
  properties: {
    label: nullableString(256),
    database_id: nullableId,
    catalog: nullableString(256),
    schema: nullableString(256),
    sql: nullableString(),
    query_limit: { type: ['integer', 'null'], minimum: 0, maximum: INT32_MAX },
    latest_query_id: nullableString(11),
    autorun: { type: 'boolean' },
    template_params: { type: ['string', 'object', 'null'] },
    hide_left_bar: { type: 'boolean' },
    saved_query_id: nullableId,
    extra_json: { type: ['string', 'object', 'null'] },
    selected_text: nullableString(),
  },
} as const;

/** `POST /tabstateview/{id}/migrate_query`: the client id of the run to move into the tab. */
export const MIGRATE_QUERY_FIELDS = {
  type: 'object',
  required: ['queryId'],
  properties: { queryId: { type: ['string', 'number'], minLength: 1, maxLength: 11 } },
} as const;

/** `POST /tableschemaview/`: the table to open, with the tab (`queryEditorId`) that shows it. */
export const TABLE_SCHEMA_POST_FIELDS = {
  type: 'object',
  required: ['table'],
  properties: {
    table: {
      type: 'object',
      required: ['queryEditorId', 'dbId', 'name'],
      properties: {
        queryEditorId: { type: ['integer', 'string'] },
        dbId: { type: 'integer', minimum: 1 },
        name: nameField(256, { minLength: 1 }),
        schema: nullableString(256),
        catalog: nullableString(256),
      },
    },
  },
} as const;

/** `POST /tableschemaview/{id}/expanded`. */
export const EXPANDED_FIELDS = {
  type: 'object',
  required: ['expanded'],
  properties: { expanded: { type: 'boolean' } },
} as const;

/** The numeric id in the path of every tab and table route. */
export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

/** `DELETE /tabstateview/{id}/query/{client_id}`. */
export const TAB_QUERY_PARAMS = {
  type: 'object',
  required: ['id', 'client_id'],
  properties: { id: { type: 'integer', minimum: 1 }, client_id: { type: 'string', minLength: 1, maxLength: 11 } },
} as const;

/** Any body: forms and JSON objects are checked field by field once decoded. */
export const FORM_OR_JSON_BODY = { type: ['object', 'null'] } as const;
