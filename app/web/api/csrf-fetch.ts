import type { CsrfTokenSource } from './csrf-token-source';
import { createGuestFetch } from './guest-fetch';
import type { GuestTokenSource } from './guest-token-source';
import { isCsrfFailure } from './is-csrf-failure';

export const CSRF_HEADER = 'X-CSRFToken';

/** Methods that change nothing on the server and so carry no CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export type CsrfFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Wraps `fetch` with the session's CSRF handling, the one place the app does it:
 * sends the session cookie, adds `X-CSRFToken` to every state-changing request and,
 * when the server rejects the token (expired session, new login in another tab),
 * fetches a fresh one and retries once. On an embedded page (`guest` enabled) requests carry the
 * guest token instead, without cookie or CSRF token (see `createGuestFetch`).
 */
export function createCsrfFetch(fetchImpl: typeof fetch, tokens: CsrfTokenSource, guest?: GuestTokenSource): CsrfFetch {
  const guestFetch = guest ? createGuestFetch(fetchImpl, guest) : null;
  return async (input, init) => {
    if (guestFetch && guest?.enabled()) return guestFetch(input, init);
    const request = new Request(input, { ...init, credentials: 'same-origin' });
    if (SAFE_METHODS.has(request.method.toUpperCase())) return fetchImpl(request);

    // The body can be read once per send: keep an unsent copy for the retry.
    const retryRequest = request.clone();
    const token = await tokens.get();
    request.headers.set(CSRF_HEADER, token);
    const response = await fetchImpl(request);
    if (!(await isCsrfFailure(response))) return response;

    const freshToken = await tokens.refresh(token);
    retryRequest.headers.set(CSRF_HEADER, freshToken);
    return fetchImpl(retryRequest);
  };
}
