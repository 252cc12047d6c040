import { httpStatusName } from '@core/errors';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns an RTK Query error (`{status, data}` from the base query, or a serialized thrown error)
 * into what `getClientErrorObject` reads: the response's JSON payload with its status, its text,
 * a network or timeout failure. Anything else is passed through unchanged.
 */
export function unwrapRequestError(error: unknown): unknown {
  if (!isRecord(error) || !('status' in error)) return error;
  const { status, data } = error;
  if (typeof status === 'number') {
    if (isRecord(data)) return { ...data, status };
    if (typeof data === 'string' && data.trim() !== '' && !data.trim().startsWith('<')) return data;
    return { status, statusText: httpStatusName(status) ?? `Error ${status}` };
  }
  if (status === 'FETCH_ERROR') return new TypeError('Failed to fetch');
  if (status === 'TIMEOUT_ERROR') return { statusText: 'timeout' };
  if (status === 'PARSING_ERROR') {
    const original = typeof error.originalStatus === 'number' ? error.originalStatus : undefined;
    return { status: original, statusText: (original && httpStatusName(original)) || 'Unexpected response' };
  }
  return error;
}
