import { getClientErrorObject, getErrorMessage, type ClientErrorObject } from '@core/errors/index.js';

/** A failed call, normalised to the product's words. */
export class ApiCallError extends Error {
  constructor(readonly clientError: ClientErrorObject) {
    super(clientError.error);
  }
}

/** The normalised error of anything a call threw: an {@link ApiCallError}'s own, else read from it. */
export async function clientErrorOf(error: unknown): Promise<ClientErrorObject> {
  return error instanceof ApiCallError ? error.clientError : getClientErrorObject(error);
}

/** The message to show for anything a call threw. */
export async function errorMessageOf(error: unknown): Promise<string> {
  return getErrorMessage(await clientErrorOf(error));
}

/** The JSON body of a successful answer; otherwise throws an {@link ApiCallError} with the normalised error. */
export async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ApiCallError(await getClientErrorObject(response));
  return (await response.json()) as T;
}
