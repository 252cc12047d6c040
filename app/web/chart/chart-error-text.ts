import { ErrorMessage, getErrorMessage } from '@core/errors';

/** A chart-data error as the chart-data response carries it. */
export interface ChartErrorItem {
  message: string;
  error_type?: string;
  /** Its numbered hints, such as a timeout's "Issue 1000 - The dataset is too large to query.". */
  extra?: { issue_codes?: ReadonlyArray<{ message: string }> } | null;
}

/** What a failed chart shows: one headline, any further distinct messages, and the first error type. */
export interface ChartErrorText {
  headline: string;
  details: string[];
  errorType?: string;
  /** The errors' distinct issue-code hints, when they carry any. */
  hints?: string[];
}

/**
 * Normalises a failed chart's error for display: `message` when given, else the first error's
 * message; CSRF failures become the session-timed-out text and nothing gives 'An error occurred'.
 * Issue-code hints (a timeout's issues 1000 and 1001) come as `hints`.
 */
export function chartErrorText(message: string | undefined, errors: readonly ChartErrorItem[] = []): ChartErrorText {
  const messages = [message, ...errors.map((error) => error.message)]
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map((text) => text.trim());
  const distinct = [...new Set(messages)];
  const headline = distinct.length ? getErrorMessage({ error: distinct[0] }) : ErrorMessage.GENERIC_ERROR;
  const errorType = errors.find((error) => error.error_type)?.error_type;
  const hints = [...new Set(errors.flatMap((error) => (error.extra?.issue_codes ?? []).map((issue) => issue.message)))];
  return { headline, details: distinct.slice(1).filter((text) => text !== headline), ...(errorType ? { errorType } : {}), ...(hints.length ? { hints } : {}) };
}
