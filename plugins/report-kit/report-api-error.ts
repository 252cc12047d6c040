/** Field errors as the API answers a refused body: `{message: {name: ['…'], crontab: ['…']}}`. */
export type ReportFieldErrors = Readonly<Record<string, readonly string[]>>;

/**
 * A refused or failed report call: the server's message in words, its status, and the errors it
 * gave per field (empty when it gave one sentence), so a form can show them on its fields.
 */
export class ReportApiError extends Error {
  override readonly name = 'ReportApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: ReportFieldErrors = {},
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const STATUS_WORDS: Readonly<Record<number, string>> = {
  401: 'Your session has ended; sign in again.',
  403: 'You may not do this with reports.',
  404: 'The report was not found.',
};

/** The field errors in an answer's `message` object, each as a list of sentences. */
export function fieldErrorsOf(message: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(message)) {
    const texts = (Array.isArray(value) ? value : [value]).flatMap((entry) => (isRecord(entry) ? Object.values(fieldErrorsOf(entry)).flat() : [String(entry)]));
    if (texts.length > 0) errors[field] = texts;
  }
  return errors;
}

/**
 * The error an answer's body stands for: `{message: '…'}`, `{message: {field: [..]}}`,
 * `{errors: [{message}]}`, or else the status in words.
 */
export function reportApiErrorOf(status: number, body: unknown): ReportApiError {
  const message = isRecord(body) ? body['message'] : undefined;
  if (typeof message === 'string' && message.trim()) return new ReportApiError(message, status);
  if (isRecord(message)) {
    const fields = fieldErrorsOf(message);
    const text = Object.entries(fields).map(([field, texts]) => `${field}: ${texts.join(' ')}`).join('; ');
    if (text) return new ReportApiError(text, status, fields);
  }
  const errors = isRecord(body) ? body['errors'] : undefined;
  if (Array.isArray(errors) && isRecord(errors[0]) && typeof errors[0]['message'] === 'string') return new ReportApiError(errors[0]['message'], status);
  return new ReportApiError(STATUS_WORDS[status] ?? `The server could not do this (status ${status}).`, status);
}
