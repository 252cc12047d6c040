import { ErrorType, type ClientErrorObject } from '@core/errors/index.js';

/** The message of a chart-data failure caused by the caller's data access, or null for any other failure. */
export function dataAccessMessage(error: ClientErrorObject | undefined): string | null {
  const denied = error?.errors?.find((item) => item.error_type === ErrorType.DATASOURCE_SECURITY_ACCESS_ERROR);
  if (!denied) return null;
  return denied.message?.trim() || error?.error || null;
}
