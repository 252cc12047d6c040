import type { GuestTokenRefusal, GuestTokenSource } from './guest-token-source';

/** The server's words for a guest token past its `exp` (Superset's). */
const EXPIRED_MESSAGE = /expired/i;

/** Why the server answered 401 to a guest request: an expired token, or one it does not accept. */
async function refusalOf(response: Response): Promise<GuestTokenRefusal> {
  try {
    const body: unknown = await response.clone().json();
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' && EXPIRED_MESSAGE.test(message) ? 'expired' : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * `fetch` for an embedded page: every request carries the guest token in its header and no cookie
 * (a guest is not the browser's session, so there is no CSRF token either). A request waits for
 * the host's first token; one the server answers 401 (the token expired or is refused) marks the
 * token refused and is sent again, once the host sends the next token, with that one: the page
 * carries on without a reload.
 */
export function createGuestFetch(fetchImpl: typeof fetch, guest: GuestTokenSource) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, { ...init, credentials: 'omit' });
    let token = await guest.next(undefined, request.signal);
    for (;;) {
      // The body can be read once per send: each attempt sends a copy.
      const attempt = request.clone();
      attempt.headers.set(guest.headerName(), token);
      const response = await fetchImpl(attempt);
      if (response.status !== 401) return response;
      guest.refuse(token, await refusalOf(response));
      token = await guest.next(token, request.signal);
    }
  };
}
