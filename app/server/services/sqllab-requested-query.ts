import type { RequestedQueryPayload } from '@core/sqllab/index.js';
import { Ajv } from 'ajv';
import { ajvFieldMessages } from '../http/ajv-field-messages.js';
import { compileOnFirstUse } from '../http/compile-on-first-use.js';
import { HttpError } from '../http/http-error.js';

const nullableName = { type: ['string', 'null'], maxLength: 256 } as const;

/** The JSON in the `form_data` field. Unknown keys are allowed (Superset clients add their own) and dropped. */
const REQUESTED_QUERY_SCHEMA = {
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

const FIELDS = Object.keys(REQUESTED_QUERY_SCHEMA.properties) as (keyof RequestedQueryPayload)[];
const validate = compileOnFirstUse(new Ajv({ allErrors: true, strict: false }), REQUESTED_QUERY_SCHEMA);

/**
 * The request in the body of `POST /sqllab/`: its `form_data` field, JSON text as a posted form
 * sends it (or an object in a JSON body), checked against its schema. Throws a
 * 400 with field messages when it is missing, not JSON, invalid, or names neither a datasource nor SQL.
 *
 * @example
 * ```ts
 * readRequestedQuery({ form_data: '{"datasourceKey":"3__table","sql":"SELECT 1"}' });
 * // { datasourceKey: '3__table', sql: 'SELECT 1' }
 * ```
 */
export function readRequestedQuery(body: unknown): RequestedQueryPayload {
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
  if (!validate(value)) throw HttpError.badRequest(ajvFieldMessages(validate.errors, { prefix: 'form_data' }));
  const given = value as Record<string, unknown>;
  const requested = Object.fromEntries(FIELDS.filter((field) => given[field] !== undefined).map((field) => [field, given[field]])) as RequestedQueryPayload;
  if (requested.datasourceKey === undefined && !requested.sql) throw HttpError.badRequest({ form_data: ['Name a datasourceKey or give sql.'] });
  return requested;
}
