import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  csrfToken: string | null;
  credentials: RequestCredentials;
  body: string;
}

type Handler = (request: RecordedRequest, validToken: string) => Response | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stand-in for the Tessera server's CSRF behaviour, for tests: issues `token-1`,
 * `token-2`, … from the token endpoint, and answers state-changing requests with the
 * server's 403 when the header is missing or stale. `rotate()` invalidates the current token.
 */
export function createTestCsrfServer(handler: Handler = () => undefined) {
  let issued = 0;
  let validToken = '';
  const requests: RecordedRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      csrfToken: request.headers.get('X-CSRFToken'),
      credentials: request.credentials,
      body: await request.text(),
    };
    requests.push(recorded);
    if (recorded.path === '/api/v1/security/csrf_token/') {
      issued += 1;
      validToken = `token-${issued}`;
      return json(200, { result: validToken });
    }
    const custom = handler(recorded, validToken);
    if (custom) return custom;
    if (recorded.method !== 'GET' && recorded.method !== 'HEAD') {
      if (!recorded.csrfToken) return json(403, { message: 'The CSRF token is missing.' });
      if (recorded.csrfToken !== validToken) return json(403, { message: 'The CSRF token is invalid.' });
    }
    return json(200, { result: { path: recorded.path, body: recorded.body } });
  });

  return {
    fetch: fetchMock as unknown as typeof fetch,
    requests,
    tokenFetches: () => requests.filter((r) => r.path === '/api/v1/security/csrf_token/').length,
    /** Requests other than token fetches. */
    calls: () => requests.filter((r) => r.path !== '/api/v1/security/csrf_token/'),
    /** Simulates the session's token changing on the server (e.g. a new login elsewhere). */
    rotate: () => {
      validToken = 'rotated';
    },
  };
}
