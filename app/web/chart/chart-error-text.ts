import { ErrorMessage, getErrorMessage } from '@core/errors';

/** A chart-data error as the chart-data response carries it. */
export interface ChartErrorItem {
  message: string;
  error_type?: string;
}

/** What a failed chart shows: one headline, any further distinct messages, and the first error type. */
export interface ChartErrorText {
  headline: string;
  details: string[];
  errorType?: string;
}

/**
 * Normalises a failed chart's error for display: `message` when given, else the first error's
 * message; CSRF failures become the session-timed-out text and nothing gives 'An error occurred'.
 */
export function chartErrorText(message: string | undefined, errors: readonly ChartErrorItem[] = []): ChartErrorText {
  const messages = [message, ...errors.map((error) => error.message)]
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map((text) => text.trim());
  const distinct = [...new Set(messages)];
  const headline = distinct.length ? getErrorMessage({ error: distinct[0] }) : ErrorMessage.GENERIC_ERROR;
  const errorType = errors.find((error) => error.error_type)?.error_type;
  return { headline, details: distinct.slice(1).filter((text) => text !== headline), ...(errorType ? { errorType } : {}) };
}
