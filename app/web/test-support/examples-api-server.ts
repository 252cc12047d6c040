import type { LightMyRequestResponse } from 'fastify';
import { installExamples } from '@app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '@app/server/kernel/server-plugins.js';
import { USERS, apiLogin, createTestApp, type TestApp } from '../../../tests/api/test-app.js';

/** The real Tessera server with the example datasets, reached through `fetch` as the admin. */
export interface ExamplesApiServer {
  t: TestApp;
  /** A `fetch` that hands every request to the server (in process) with the admin's Bearer token. */
  fetch: typeof fetch;
  /** Every request the page sent, as `METHOD /path`. */
  requests: string[];
  /** Calls the API directly as the admin (test set-up). */
  call: (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  datasetId: (tableName: string) => Promise<number>;
  close: () => Promise<void>;
}

/**
 * Starts the real application over a fresh metadata store with the examples loaded, for web tests
 * that must see what the server really answers. Requests stay in process (`app.inject`), so no
 * port is opened; Bearer authentication means no session cookie or CSRF token is needed.
 */
export async function startExamplesApiServer(): Promise<ExamplesApiServer> {
  const t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  const token = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
  const authorization = `Bearer ${token}`;
  const requests: string[] = [];

  const serverFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const answer = await t.app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, authorization },
      ...(body ? { payload: body } : {}),
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.payload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'Content-Type': contentType } : {},
    });
  };

  return {
    t,
    fetch: serverFetch as typeof fetch,
    requests,
    call: (method, url, payload) => t.app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as object }) }),
    datasetId: async (tableName) => (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', tableName).executeTakeFirstOrThrow()).id,
    close: () => t.close(),
  };
}
