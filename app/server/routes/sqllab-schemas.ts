/** JSON Schemas of SQL Lab's API (`/api/v1/sqllab/…`), after Superset's payload schemas. */
import { INT32_MAX, nameField, textField } from '../http/bounded-fields.js';

/** A short string (a name) refuses control characters; a long one (SQL, selected text) only NUL. */
const nullableString = (maxLength?: number) => (maxLength ? nameField(maxLength, { nullable: true }) : textField(undefined, { nullable: true }));
const nullableBoolean = { type: ['boolean', 'null'] } as const;

/** Superset's `ExecutePayloadSchema`; fields other clients add are ignored. */
export const EXECUTE_BODY = {
  type: 'object',
  required: ['database_id', 'sql'],
  properties: {
    database_id: { type: 'integer', minimum: 1 },
    sql: textField(),
    // The browser chooses the id before the run starts; `query.client_id` holds 11 characters.
    client_id: { type: ['string', 'null'], minLength: 1, maxLength: 11, pattern: '^[A-Za-z0-9_-]+$' },
    schema: nullableString(256),
    catalog: nullableString(256),
    runAsync: nullableBoolean,
    queryLimit: { type: ['integer', 'null'], minimum: 0, maximum: INT32_MAX },
    // Superset sends JSON text; an object is taken too.
    templateParams: { anyOf: [{ type: 'string' }, { type: 'object' }, { type: 'null' }] },
    select_as_cta: nullableBoolean,
    ctas_method: { enum: ['TABLE', 'VIEW', 'table', 'view', null] },
    tmp_table_name: nullableString(256),
    // Where a CTAS/CVAS goes; the editor's schema when absent (the database's forced one wins).
    tmp_schema_name: nullableString(256),
    sql_editor_id: nullableString(256),
    tab: nullableString(256),
    expand_data: nullableBoolean,
    json: nullableBoolean,
  },
} as const;

/** The `q` of `GET /api/v1/sqllab/results/` (Superset's `sql_lab_get_results_schema`). */
export const RESULTS_QUERY = {
  type: 'object',
  required: ['key'],
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 64 },
    rows: { type: 'integer', minimum: 1, maximum: INT32_MAX },
  },
} as const;

/** Superset's `EstimateQueryCostSchema`. */
export const ESTIMATE_BODY = {
  type: 'object',
  required: ['database_id', 'sql'],
  additionalProperties: false,
  properties: {
    database_id: { type: 'integer', minimum: 1 },
    sql: { ...textField(), minLength: 1 },
    schema: nullableString(256),
    catalog: nullableString(256),
    template_params: { type: ['object', 'null'] },
  },
} as const;

/** Superset's `FormatQueryPayloadSchema`: the SQL, and the dialect by engine name or database. */
export const FORMAT_BODY = {
  type: 'object',
  required: ['sql'],
  additionalProperties: false,
  properties: {
    sql: textField(),
    engine: nullableString(64),
    database_id: { type: ['integer', 'null'], minimum: 1 },
    template_params: { anyOf: [{ type: 'object' }, { type: 'string' }, { type: 'null' }] },
  },
} as const;

/** Superset's `SqlLabPermalinkSchema`: one editor tab. */
export const PERMALINK_BODY = {
  type: 'object',
  required: ['dbId', 'name', 'sql'],
  properties: {
    dbId: { type: 'integer', minimum: 1 },
    name: nameField(256),
    sql: textField(),
    schema: nullableString(256),
    catalog: nullableString(256),
    autorun: { type: 'boolean' },
    templateParams: nullableString(),
  },
} as const;

/** The key in the path of `GET /api/v1/sqllab/permalink/{key}`. */
export const PERMALINK_PARAMS = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
