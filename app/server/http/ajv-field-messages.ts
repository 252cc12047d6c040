import { patternMessage } from './bounded-fields.js';

/** One schema validation issue, as ajv reports it (and Fastify passes it on in `error.validation`). */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Where {@link ajvFieldMessages} files its messages. */
export interface FieldMessageOptions {
  /** Put before every field name (`form_data` gives `form_data.sql`), and names issues about the whole value. */
  prefix?: string;
  /** The field for issues about the whole value when there is no prefix; `_schema` when absent. */
  root?: string;
}

/** The field an issue is about, dotted: a missing or unknown property names that property. */
function issueField(issue: ValidationIssue): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'required') return [field, String(issue.params['missingProperty'])].filter(Boolean).join('.');
  if (issue.keyword === 'additionalProperties') return [field, String(issue.params['additionalProperty'])].filter(Boolean).join('.');
  return field;
}

/** What to tell the user about an issue. */
function issueText(issue: ValidationIssue): string {
  if (issue.keyword === 'required') return 'Missing data for required field.';
  if (issue.keyword === 'additionalProperties') return 'Unknown field.';
  if (issue.keyword === 'maxLength') return `Longer than maximum length ${String(issue.params['limit'])}.`;
  if (issue.keyword === 'minLength') return `Shorter than minimum length ${String(issue.params['limit'])}.`;
  if (issue.keyword === 'maximum') return `Must be less than or equal to ${String(issue.params['limit'])}.`;
  if (issue.keyword === 'minimum') return `Must be greater than or equal to ${String(issue.params['limit'])}.`;
  if (issue.keyword === 'pattern') return patternMessage(issue.params['pattern']) ?? issue.message ?? 'Invalid value';
  return issue.message ?? 'Invalid value';
}

/**
 * Ajv issues as Superset's `{"field": ["message"]}` shape, the API's 400 body.
 *
 * @example
 * ```ts
 * ajvFieldMessages([{ instancePath: '/sql', keyword: 'type', params: {}, message: 'must be string' }], { prefix: 'form_data' });
 * // { 'form_data.sql': ['must be string'] }
 * ```
 */
export function ajvFieldMessages(issues: readonly ValidationIssue[] | null | undefined, options: FieldMessageOptions = {}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues ?? []) {
    const field = [options.prefix, issueField(issue)].filter(Boolean).join('.');
    (out[field || options.root || '_schema'] ??= []).push(issueText(issue));
  }
  return out;
}
