import { describeRequestError } from '../../components/list-view';
import { readFieldErrors } from '../database/read-field-errors';

/** A failed save, split into messages for the form's own fields and one for everything else. */
export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** What belongs to no field of the form (a 403, a rule about the whole record), or null. */
  form: string | null;
}

/**
 * Reads a failed save's answer: a 400/422 `{"message": {"field": ["…"]}}` goes under the form's
 * fields (`fieldOf` maps an API field to a form field, or null), anything else becomes one message.
 */
export async function readFormErrors<Field extends string>(error: unknown, fieldOf: (apiField: string) => Field | null): Promise<FormErrors<Field>> {
  const byField = readFieldErrors(error);
  if (!byField) return { fields: {}, form: await describeRequestError(error) };
  const fields: Partial<Record<Field, string>> = {};
  const elsewhere: string[] = [];
  for (const [apiField, message] of Object.entries(byField)) {
    const field = fieldOf(apiField);
    if (field) fields[field] = message;
    else elsewhere.push(apiField === '_schema' ? message : `${apiField}: ${message}`);
  }
  return { fields, form: elsewhere.length > 0 ? elsewhere.join('\n') : null };
}
