import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AsyncEvent, AsyncJobMetadata } from '../../app/server/engine/async/async-event.js';
import type { AsyncQueryManager } from '../../app/server/engine/async/async-query-manager.js';
import { channelFor } from '../../app/server/engine/async/channel-for.js';
import { USERS, apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let manager: AsyncQueryManager;
let wsBase: string;

/**
 * Stands in for the chart-data route: submits a job (plain data, as that route does) on the
 * caller's channel when async queries are on, and answers with the job metadata. Its `echo`
 * handler fails when asked to.
 */
function submitRoute(app: FastifyInstance): void {
  app.engine.asyncQueries.handle<{ fail: boolean }>('echo', async (job) => {
    if (job.payload.fail) throw new Error('Database is down');
    return { resultUrl: `/api/v1/chart/data/${job.jobId}` };
  });
  app.get('/api/v1/test/async-submit', { schema: { querystring: { type: 'object', properties: { fail: { type: 'boolean' } } } } }, async (request, reply) => {
    const { fail } = request.query as { fail?: boolean };
    const metadata = await manager.submit({ kind: 'echo', channelId: channelFor(request), userId: request.principal!.userId, payload: { fail: Boolean(fail) } });
    return reply.code(202).send(metadata);
  });
}

async function submit(headers: Record<string, string>, query = ''): Promise<AsyncJobMetadata> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/test/async-submit${query}`, headers });
  expect(response.statusCode).toBe(202);
  await manager.idle();
  return response.json();
}

async function events(headers: Record<string, string>, lastId?: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`, headers });
}

beforeAll(async () => {
  // The app registers asyncEventRoutes itself (build-app.ts); the WebSocket only with transport "ws".
  t = await createTestApp({ config: { globalAsyncQueriesTransport: 'ws' }, extend: submitRoute });
  manager = t.app.engine.asyncQueries;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => t.close());

describe('GET /api/v1/async_event/', () => {
  it('is 401 for an anonymous caller', async () => {
    const response = await events({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized' });
  });

  it("lists the caller's job events, and only after last_id when given", async () => {
    const { cookie } = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password);
    const job = await submit({ cookie });
    expect(job).toMatchObject({ status: 'pending', result_url: null, errors: [], user_id: expect.any(Number) });

    const all = await events({ cookie });
    expect(all.statusCode).toBe(200);
    const result = all.json().result as AsyncEvent[];
    expect(result.map((e) => [e.job_id, e.status, e.result_url])).toEqual([
      [job.job_id, 'running', null],
      [job.job_id, 'done', `/api/v1/chart/data/${job.job_id}`],
    ]);
    expect(result[1]).toEqual({ id: expect.stringMatching(/^\d+-\d+$/), channel_id: job.channel_id, job_id: job.job_id, user_id: job.user_id, status: 'done', result_url: `/api/v1/chart/data/${job.job_id}`, errors: [] });

    const after = await events({ cookie }, result[0]!.id);
    expect((after.json().result as AsyncEvent[]).map((e) => e.id)).toEqual([result[1]!.id]);
    expect((await events({ cookie }, result[1]!.id)).json()).toEqual({ result: [] });
  });

  it('reports a failed job as an error event with its message', async () => {
    const { cookie } = await browserLogin(t.app, USERS.alpha.username, USERS.alpha.password);
    const job = await submit({ cookie }, '?fail=true');
    const result = (await events({ cookie })).json().result as AsyncEvent[];
    expect(result.at(-1)).toMatchObject({ job_id: job.job_id, status: 'error', result_url: null, errors: [{ message: 'Database is down', error_type: 'GENERIC_BACKEND_ERROR', level: 'error' }] });
  });

  it("never shows another session's or another user's events", async () => {
    const mine = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);
    const otherSessionSameUser = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);
    const otherUser = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password);
    const job = await submit({ cookie: mine.cookie });

    const own = (await events({ cookie: mine.cookie })).json().result as AsyncEvent[];
    expect(own.map((e) => e.job_id)).toEqual([job.job_id, job.job_id]);
    for (const other of [otherSessionSameUser, otherUser]) {
      const seen = (await events({ cookie: other.cookie })).json().result as AsyncEvent[];
      expect(seen.some((e) => e.job_id === job.job_id)).toBe(false);
    }
  });

  it('gives Bearer API clients a per-user channel', async () => {
    const token = (await apiLogin(t.app, USERS.alpha.username, USERS.alpha.password)).json().access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    const job = await submit(headers);
    expect(job.channel_id).toBe(`user-${job.user_id}`);
    const seen = (await events(headers)).json().result as AsyncEvent[];
    expect(seen.filter((e) => e.job_id === job.job_id).map((e) => e.status)).toEqual(['running', 'done']);
  });

  it('rejects a last_id that is not a stream id with 400', async () => {
    const { cookie } = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password);
    const response = await events({ cookie }, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toHaveProperty('last_id');
  });
});

describe('GET /ws (WebSocket transport)', () => {
  function open(headers: Record<string, string>, query = ''): Promise<{ socket: WebSocket; messages: AsyncEvent[] }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${wsBase}/ws${query}`, { headers });
      const messages: AsyncEvent[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as AsyncEvent));
      socket.once('open', () => resolve({ socket, messages }));
      socket.once('unexpected-response', (request, response) => {
        request.destroy();
        reject(Object.assign(new Error('refused'), { statusCode: response.statusCode }));
      });
      socket.once('error', reject);
    });
  }

  async function until(check: () => boolean): Promise<void> {
    const deadline = Date.now() + 3_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out waiting for WebSocket messages');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('refuses an anonymous upgrade with 401', async () => {
    await expect(open({})).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers an upgrade to a plain route in HTTP and then closes the connection', async () => {
    const { cookie } = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password);
    for (const [path, expected] of [['/api/v1/me/', 200], ['/ws?last_id=bad', 400]] as const) {
      const closed = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${wsBase}${path}`, { headers: { cookie } });
        socket.once('open', () => reject(new Error('upgraded')));
        socket.once('unexpected-response', (_request, response) => {
          response.resume();
          response.socket.once('close', () => resolve(response.statusCode ?? 0));
        });
      });
      expect(closed).toBe(expected);
    }
  });

  it("pushes the session's new job events as JSON messages, and nobody else's", async () => {
    const { cookie } = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password);
    const other = await browserLogin(t.app, USERS.alpha.username, USERS.alpha.password);
    const { socket, messages } = await open({ cookie });
    try {
      await submit({ cookie: other.cookie });
      const job = await submit({ cookie });
      await until(() => messages.length >= 2);
      expect(messages.map((m) => [m.job_id, m.status])).toEqual([[job.job_id, 'running'], [job.job_id, 'done']]);
      expect(messages[1]).toMatchObject({ channel_id: job.channel_id, result_url: `/api/v1/chart/data/${job.job_id}` });
    } finally {
      socket.close();
    }
  });

  it('resumes after a last_id given in the URL or sent as a message', async () => {
    const { cookie } = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password);
    const first = await submit({ cookie });
    const second = await submit({ cookie });
    const kept = (await events({ cookie })).json().result as AsyncEvent[];
    const { socket, messages } = await open({ cookie }, `?last_id=${kept[1]!.id}`);
    try {
      await until(() => messages.length >= 2);
      expect(messages.map((m) => [m.job_id, m.status])).toEqual([[second.job_id, 'running'], [second.job_id, 'done']]);
      socket.send(JSON.stringify({ last_id: kept[0]!.id }));
      await until(() => messages.length >= 5);
      expect(messages.slice(2).map((m) => [m.job_id, m.status])).toEqual([[first.job_id, 'done'], [second.job_id, 'running'], [second.job_id, 'done']]);
    } finally {
      socket.close();
    }
  });
});
