export const CSRF_TOKEN_URL = '/api/v1/security/csrf_token/';

/** The session's CSRF token, fetched lazily and cached for every request that needs it. */
export interface CsrfTokenSource {
  /** The cached token, fetched on first use; concurrent callers share one request. */
  get(): Promise<string>;
  /**
   * Fetches a fresh token after `staleToken` was rejected. Callers that report the same
   * stale token together, or after it was already replaced, share one request.
   */
  refresh(staleToken: string): Promise<string>;
  /** The token already fetched, if any, without waiting: for senders that cannot wait (a page's last beacon). */
  peek(): string | undefined;
}

export function createCsrfTokenSource(fetchImpl: typeof fetch, url: string = CSRF_TOKEN_URL): CsrfTokenSource {
  let pending: Promise<string> | undefined;
  /** The token `pending` resolved to, once it has. */
  let settled: string | undefined;
  /** The rejected token that `pending` is replacing. */
  let replacing: string | undefined;

  const fetchToken = async (): Promise<string> => {
    const response = await fetchImpl(url, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Could not fetch the CSRF token (${response.status})`);
    const body: unknown = await response.json();
    const token = typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
    if (typeof token !== 'string' || !token) throw new Error('The server sent no CSRF token');
    return token;
  };

  const load = (staleToken: string | undefined): Promise<string> => {
    const request = fetchToken();
    pending = request;
    settled = undefined;
    replacing = staleToken;
    request.then(
      (token) => {
        if (pending === request) settled = token;
      },
      // A failed fetch is not cached: the next request tries again.
      () => {
        if (pending === request) pending = undefined;
      },
    );
    return request;
  };

  return {
    get: () => pending ?? load(undefined),
    peek: () => settled,
    refresh(staleToken) {
      const alreadyReplaced = settled !== undefined && settled !== staleToken;
      if (pending && (replacing === staleToken || alreadyReplaced)) return pending;
      return load(staleToken);
    },
  };
}
