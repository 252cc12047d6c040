import { Ajv, type ErrorObject } from 'ajv';
import { HttpError } from '../http/http-error.js';

/**
 * What a form posted to `/sqllab/` asks SQL Lab to open in a new tab (Superset's
 * `requested_query`): a chart's datasource and its SQL, or SQL for a database. The page opens it;
 * nothing runs until the user runs it.
 */
export interface RequestedQuery {
  datasourceKey?: string;
  sql?: string;
  dbId?: number;
  schema?: string | null;
  catalog?: string | null;
  name?: string | null;
}

const nullableName = { type: ['string', 'null'], maxLength: 256 } as const;

/** The JSON in the `form_data` field. Unknown keys are allowed (Superset clients add their own) and dropped. */
export const REQUESTED_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    datasourceKey: { type: 'string', pattern: '^[1-9][0-9]{0,15}__[a-z_]{1,32}$' },
    sql: { type: 'string', maxLength: 1_000_000 },
    dbId: { type: 'integer', minimum: 1 },
    schema: nullableName,
    catalog: nullableName,
    name: nullableName,
  },
} as const;

const FIELDS = ['datasourceKey', 'sql', 'dbId', 'schema', 'catalog', 'name'] as const;
const validate = new Ajv({ allErrors: true, strict: false }).compile(REQUESTED_QUERY_SCHEMA);

/** Ajv issues as `{"form_data.field": ["message"]}`, the API's 400 shape. */
function fieldMessages(errors: ErrorObject[] | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors ?? []) {
    const field = ['form_data', ...error.instancePath.split('/').filter(Boolean)].join('.');
    (out[field] ??= []).push(error.message ?? 'Invalid value');
  }
  return out;
}

/**
 * The request in the body of `POST /sqllab/`: its `form_data` field, JSON text as a posted form
 * sends it (or an object in a JSON body), checked against {@link REQUESTED_QUERY_SCHEMA}. Throws a
 * 400 with field messages when it is missing, not JSON, invalid, or names neither a datasource nor SQL.
 *
 * @example
 * ```ts
 * readRequestedQuery({ form_data: '{"datasourceKey":"3__table","sql":"SELECT 1"}' });
 * // { datasourceKey: '3__table', sql: 'SELECT 1' }
 * ```
 */
export function readRequestedQuery(body: unknown): RequestedQuery {
  const raw = body !== null && typeof body === 'object' ? (body as { form_data?: unknown }).form_data : undefined;
  if (raw === undefined || raw === '') throw HttpError.badRequest({ form_data: ['Missing data for required field.'] });
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw HttpError.badRequest({ form_data: ['Not a valid JSON document.'] });
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw HttpError.badRequest({ form_data: ['Must be a JSON object.'] });
  if (!validate(value)) throw HttpError.badRequest(fieldMessages(validate.errors));
  const given = value as Record<string, unknown>;
  const requested = Object.fromEntries(FIELDS.filter((field) => given[field] !== undefined).map((field) => [field, given[field]])) as RequestedQuery;
  if (requested.datasourceKey === undefined && !requested.sql) throw HttpError.badRequest({ form_data: ['Name a datasourceKey or give sql.'] });
  return requested;
}
