import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { FormBodyError, PostedForm, parseMultipartForm, parseUrlEncodedForm } from '../services/sqllab-form-body.js';

/**
 * Superset's front end posts chart data as forms as well as JSON: a CSV or Excel export is a
 * hidden HTML form (`application/x-www-form-urlencoded`, fields `form_data` and `csrf_token`) so
 * the browser saves the answer as a file, and `SupersetClient`'s `postPayload` sends
 * `multipart/form-data` with each value JSON-encoded. These helpers read both, for the routes
 * of the plugin they are registered in only.
 */

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/**
 * Reads posted forms into a {@link PostedForm} in this plugin's routes. The auth plugin finds the
 * form's `csrf_token` there and checks it like the `X-CSRFToken` header; each route then turns
 * the form into its JSON body with {@link formJsonField} before its schema is checked.
 */
export function acceptPostedForms(app: FastifyInstance): void {
  for (const type of FORM_TYPES) {
    // A server-wide multipart plugin may have claimed the type; in this scope ours reads it.
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseUrlEncodedForm(String(body)));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseMultipartForm(body as Buffer, String(request.headers['content-type'] ?? '')));
    } catch (error) {
      if (error instanceof FormBodyError) done(HttpError.badRequest(error.message), undefined);
      else done(error as Error, undefined);
    }
  });
}

/**
 * The JSON object a posted form carries in `field` (Superset's `form_data`), or null when the
 * body is not a form. A form without the field, or with a value that is not a JSON object,
 * answers 400 with the field's message, as Superset's schemas do.
 */
export function formJsonField(body: unknown, field = 'form_data'): Record<string, unknown> | null {
  if (!(body instanceof PostedForm)) return null;
  const raw = body.fields[field];
  if (raw === undefined) throw HttpError.badRequest({ [field]: ['Missing data for required field.'] });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw HttpError.badRequest({ [field]: ['Not a valid JSON.'] });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw HttpError.badRequest({ [field]: ['Must be a JSON object.'] });
  return value as Record<string, unknown>;
}

/**
 * Route `preValidation` for `POST /api/v1/chart/data`: a posted form's `form_data` is the query
 * context itself (what Superset's chart-data API reads from `request.form["form_data"]`).
 */
export async function queryContextFromForm(request: FastifyRequest): Promise<void> {
  const queryContext = formJsonField(request.body);
  if (queryContext) request.body = queryContext;
}

/**
 * Route `preValidation` for `POST /superset/explore_json/`: the form's fields become the JSON
 * body, `form_data` parsed (it stays a string when the client sent it as one).
 */
export async function legacyBodyFromForm(request: FastifyRequest): Promise<void> {
  if (!(request.body instanceof PostedForm)) return;
  request.body = { form_data: formJsonField(request.body) };
}

/** The file formats the legacy endpoint answers as downloads. */
export type LegacyDownloadFormat = 'csv' | 'xlsx';

/**
 * The download a legacy `explore_json` request asks for: Superset's `?csv=true` / `?xlsx=true`,
 * `?format=csv|xlsx`, or `result_format` inside the form data; null for the JSON answer.
 */
export function legacyDownloadFormat(query: Record<string, unknown>, formData: Record<string, unknown>): LegacyDownloadFormat | null {
  for (const format of ['csv', 'xlsx'] as const) {
    if (String(query[format] ?? '').toLowerCase() === 'true' || query['format'] === format || formData['result_format'] === format) return format;
  }
  return null;
}

/**
 * The name a downloaded export is saved under: Superset's `generate_download_headers`, the
 * server's local time as `YYYYMMDD_HHMMSS` plus the extension.
 */
export function downloadFileName(extension: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${stamp}.${extension}`;
}
