import { getClientErrorObject } from '@core/errors/index.js';
import { unwrapRequestError } from '../components/list-view/unwrap-request-error';
import { ApiCallError } from './api-call-error';

/**
 * The answer of an RTK Query call made from code rather than a component's hook (an endpoint's
 * `initiate` dispatched, or a mutation hook's trigger). A failure is thrown as an
 * {@link ApiCallError} in the product's words, so callers read it as they read every other call's
 * (`errorMessageOf`, `clientErrorOf`, or its `message`).
 *
 * @example
 * ```ts
 * const context = await unwrapCall(dispatch(exploreApi.endpoints.getExploreContext.initiate(params, FRESH_READ)));
 * ```
 */
export async function unwrapCall<T>(call: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    throw new ApiCallError(await getClientErrorObject(unwrapRequestError(error)));
  }
}

/**
 * Options of an imperative read that must see the server as it is now (a page opening, a check
 * before a save): always sent, and not kept once read.
 */
export const FRESH_READ = { subscribe: false, forceRefetch: true } as const;

/** Options of a mutation sent from code: nothing reads its state from the store, so none is kept. */
export const UNTRACKED = { track: false } as const;
