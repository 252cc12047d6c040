import type { ClientErrorObject } from './client-error-object.js';
import { ErrorMessage } from './error-messages.js';
import { ErrorType, isErrorType } from './error-type.js';
import { isCsrfError } from './is-csrf-error.js';
import { isPlainRecord } from './is-plain-record.js';
import type { ErrorLevel, TesseraError, TesseraErrorExtra } from './tessera-error.js';

/** What a payload yields; `error` is absent when the payload had nothing to say. */
export type ParsedErrorPayload = Omit<ClientErrorObject, 'error'> & { error?: string };

const LEVELS: readonly ErrorLevel[] = ['info', 'warning', 'error'];

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The `errors[]` entries that are real errors, with unknown types and levels made safe. */
function typedErrors(raw: unknown): TesseraError[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isPlainRecord).flatMap((entry): TesseraError[] => {
    const message = text(entry.message);
    if (!message) return [];
    return [
      {
        message,
        // Kept typed: an unknown type (a newer server) degrades to the generic back-end error.
        error_type: isErrorType(entry.error_type) ? entry.error_type : ErrorType.GENERIC_BACKEND_ERROR,
        level: LEVELS.includes(entry.level as ErrorLevel) ? (entry.level as ErrorLevel) : 'error',
        extra: isPlainRecord(entry.extra) ? (entry.extra as TesseraErrorExtra) : null,
      },
    ];
  });
}

/** Field validation errors (`{ message: { name: ['Missing data'] } }`) → their first message. */
function firstFieldMessage(messages: Record<string, unknown>): string | undefined {
  for (const value of Object.values(messages)) {
    const candidate = Array.isArray(value) ? value.find((item) => text(item) !== undefined) : value;
    if (text(candidate)) return candidate as string;
    if (isPlainRecord(candidate)) {
      const nested = firstFieldMessage(candidate);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** The typed error that marks an expired session. */
export const CSRF_ERROR: TesseraError = Object.freeze({
  message: ErrorMessage.SESSION_TIMED_OUT,
  error_type: ErrorType.FRONTEND_CSRF_ERROR,
  level: 'error',
  extra: null,
});

/**
 * Reads an error payload from the API (or any error-shaped object), in this order:
 * `errors[0].message` (its `extra.link` becomes `link`); else a legacy `error` string; else
 * `message` — a string as is, an object of field errors as its first message, or 'Invalid input';
 * a `stack` turns the error into 'Unexpected error: …' with the stack kept apart; any text
 * mentioning CSRF becomes the session-timed-out message.
 */
export function parseErrorPayload(payload: Record<string, unknown>): ParsedErrorPayload {
  const parsed: ParsedErrorPayload = {};
  const errors = typedErrors(payload.errors);
  if (errors.length > 0) parsed.errors = errors;
  for (const field of ['link', 'severity', 'statusText'] as const) {
    const value = text(payload[field]);
    if (value) parsed[field] = value;
  }
  if (typeof payload.status === 'number') parsed.status = payload.status;
  if (typeof payload.timeout === 'number') parsed.timeout = payload.timeout;

  const first = errors[0];
  if (first) {
    parsed.error = first.message;
    const link = text(first.extra?.link);
    if (link) parsed.link = link;
  } else if (text(payload.error)) {
    parsed.error = payload.error as string;
  } else if (text(payload.message)) {
    parsed.error = payload.message as string;
  } else if (isPlainRecord(payload.message)) {
    parsed.error = firstFieldMessage(payload.message) ?? ErrorMessage.INVALID_INPUT;
  }
  if (text(payload.message)) parsed.message = payload.message as string;

  const stack = text(payload.stack) ?? text(payload.stacktrace);
  if (stack) {
    const description = text(payload.description) ?? parsed.error ?? ErrorMessage.NO_DESCRIPTION;
    parsed.error = ErrorMessage.UNEXPECTED_ERROR_PREFIX + description;
    parsed.stacktrace = stack;
  }
  if (isCsrfError(payload) || (parsed.error !== undefined && isCsrfError(parsed.error))) {
    parsed.error = ErrorMessage.SESSION_TIMED_OUT;
    parsed.errors = [CSRF_ERROR, ...(parsed.errors ?? []).filter((e) => e.error_type !== ErrorType.FRONTEND_CSRF_ERROR)];
  }
  return parsed;
}
