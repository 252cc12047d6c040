import { unwrapRequestError } from '../../components/list-view';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const firstText = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) return value.map(firstText).find((text) => text !== undefined);
  if (isRecord(value)) return Object.values(value).map(firstText).find((text) => text !== undefined);
  return undefined;
};

/**
 * The per-field messages of a validation failure (`422 {"message": {"sqlalchemy_uri": ["…"]}}`),
 * field name → first message; `null` when the error is not one.
 */
export function readFieldErrors(error: unknown): Record<string, string> | null {
  const payload = unwrapRequestError(error);
  if (!isRecord(payload) || !isRecord(payload.message)) return null;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(payload.message)) {
    const text = firstText(messages);
    if (text) fields[field] = text;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
