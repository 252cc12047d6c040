import rison from 'rison';

/** A request the fake API received, decoded for assertions. */
export interface FakeApiRequest {
  method: string;
  path: string;
  url: URL;
  /** The rison `q` parameter, decoded; `undefined` when absent. */
  q: unknown;
  /** The JSON body, parsed; `undefined` when there is none. */
  body: unknown;
  params: Readonly<Record<string, string>>;
}

/** What a route answers: a Response as is, anything else as a 200 JSON body. */
export type FakeApiHandler = (request: FakeApiRequest) => unknown;

/** A JSON response with a status, for handlers that fail. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CSRF_PATH = '/api/v1/security/csrf_token/';

/** `GET /api/v1/database/:id` → a matcher for that method and path, capturing `id`. */
function compile(route: string) {
  const [method, pattern] = route.split(' ') as [string, string];
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (requestMethod: string, path: string): Record<string, string> | null => {
    if (requestMethod !== method) return null;
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
  };
}

/**
 * A stand-in for the Tessera API in component tests: routes like `'GET /api/v1/database/:id'`
 * answer with handlers, every request is recorded with its rison `q` and JSON body decoded, the
 * CSRF token endpoint answers, and an unknown route gets a 404. Install its `fetch` globally.
 */
export function createFakeApiServer(routes: Record<string, FakeApiHandler> = {}) {
  const table = new Map<string, { match: ReturnType<typeof compile>; handler: FakeApiHandler }>();
  const requests: FakeApiRequest[] = [];
  const on = (route: string, handler: FakeApiHandler) => {
    table.set(route, { match: compile(route), handler });
  };
  for (const [route, handler] of Object.entries(routes)) on(route, handler);

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === CSRF_PATH) return jsonResponse(200, { result: 'test-token' });
    const text = await request.text();
    const rawQ = url.searchParams.get('q');
    const base = {
      method: request.method,
      path: url.pathname,
      url,
      q: rawQ === null ? undefined : rison.decode(rawQ),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    for (const { match, handler } of [...table.values()].reverse()) {
      const params = match(request.method, url.pathname);
      if (!params) continue;
      const recorded: FakeApiRequest = { ...base, params };
      requests.push(recorded);
      const answer = await handler(recorded);
      return answer instanceof Response ? answer : jsonResponse(200, answer);
    }
    requests.push({ ...base, params: {} });
    return jsonResponse(404, { message: 'Not found' });
  };

  return {
    fetch,
    requests,
    /** Adds or replaces a route; later routes win over earlier ones. */
    on,
    /** Requests to `method path` (exact path), in order. */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
