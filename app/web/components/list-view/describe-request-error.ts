import { getClientErrorObject, getErrorMessage } from '@core/errors';
import { unwrapRequestError } from './unwrap-request-error';

/** The user-facing message for a failed request (an RTK Query error, a Response, an Error). */
export async function describeRequestError(error: unknown): Promise<string> {
  return getErrorMessage(await getClientErrorObject(unwrapRequestError(error)));
}
