import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AsyncJobMetadata } from '../../app/server/engine/async/async-event.js';
import type { AsyncQueryManager } from '../../app/server/engine/async/async-query-manager.js';
import { channelFor } from '../../app/server/engine/async/channel-for.js';
import { LAST_EVENT_ID_KEY, createAsyncEventClient, type AsyncEvent, type AsyncEventClient, type EventIdStorage, type EventSocket } from '../../app/web/api/async-events.js';
import { USERS, browserLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * The web client's async-event lane (app/web/api/async-events.ts) against the real server with
 * `GLOBAL_ASYNC_QUERIES_TRANSPORT = "ws"`: events pushed over `/ws`, a reconnect that resumes
 * after the last id kept, and polling once the socket cannot connect.
 */

let t: TestApp;
let manager: AsyncQueryManager;
let base: string;
let cookie: string;
const clients: AsyncEventClient[] = [];

/** Stands in for the chart-data route: submits a job on the caller's channel and answers 202. */
function submitRoute(app: FastifyInstance): void {
  app.engine.asyncQueries.handle('echo', async (job) => ({ resultUrl: `/api/v1/chart/data/${job.jobId}` }));
  app.get('/api/v1/test/async-submit', async (request, reply) => {
    const metadata = await manager.submit({ kind: 'echo', channelId: channelFor(request), userId: request.principal!.userId, payload: {} });
    return reply.code(202).send(metadata);
  });
}

async function submit(): Promise<AsyncJobMetadata> {
  const response = await fetch(`${base}/api/v1/test/async-submit`, { headers: { cookie } });
  expect(response.status).toBe(202);
  return (await response.json()) as AsyncJobMetadata;
}

class MemoryStorage implements EventIdStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A client as the page makes it, its socket from the `ws` package carrying the session cookie. */
function client(options: { wsUrl?: string; storage: MemoryStorage; reconnectDelayMs?: number }) {
  const opened: string[] = [];
  const sockets: WebSocket[] = [];
  const fetched: Array<string | null> = [];
  const warnings: unknown[][] = [];
  const events = createAsyncEventClient({
    transport: 'ws',
    pollingDelayMs: 50,
    wsUrl: options.wsUrl ?? `${base.replace('http', 'ws')}/ws`,
    storage: options.storage,
    ...(options.reconnectDelayMs !== undefined ? { reconnectDelayMs: options.reconnectDelayMs } : {}),
    warn: (...args) => warnings.push(args),
    fetchEvents: async (lastId) => {
      fetched.push(lastId);
      const response = await fetch(`${base}/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: AsyncEvent[] }).result;
    },
    openSocket: (url) => {
      opened.push(url);
      const socket = new WebSocket(url, { headers: { cookie } });
      sockets.push(socket);
      const adapter: EventSocket = { onopen: null, onmessage: null, onclose: null, onerror: null, close: () => socket.close() };
      socket.on('open', () => adapter.onopen?.({}));
      socket.on('message', (data) => adapter.onmessage?.({ data: String(data) }));
      socket.on('error', (error) => adapter.onerror?.(error));
      socket.on('close', () => adapter.onclose?.({}));
      return adapter;
    },
  });
  clients.push(events);
  return { events, opened, sockets, fetched, warnings };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  t = await createTestApp({ config: { globalAsyncQueriesTransport: 'ws' }, extend: submitRoute });
  manager = t.app.engine.asyncQueries;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ({ cookie } = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password));
});

afterEach(() => {
  for (const events of clients.splice(0)) events.close();
});

afterAll(async () => t.close());

describe('async events over /ws, as the web client follows them', () => {
  it('delivers a job event pushed over the socket, and keeps its id', async () => {
    const storage = new MemoryStorage();
    const { events, opened, sockets, fetched } = client({ storage });
    events.start();
    await until(() => sockets[0]?.readyState === WebSocket.OPEN);
    const job = await submit();
    // The listener may come after the event: the missing-listener retry covers the gap.
    const event = await events.waitForEvent(job.job_id);
    expect(event).toMatchObject({ job_id: job.job_id, status: 'done', result_url: `/api/v1/chart/data/${job.job_id}` });
    expect(opened).toEqual([`${base.replace('http', 'ws')}/ws`]);
    expect(fetched).toEqual([]);
    expect(storage.getItem(LAST_EVENT_ID_KEY)).toBe(event.id);
    expect(events.transport()).toBe('ws');
  });

  it('reconnects after 2500 ms with the last id kept, and gets the events written while it was away', async () => {
    const storage = new MemoryStorage();
    const { events, opened, sockets } = client({ storage });
    events.start();
    await until(() => sockets[0]?.readyState === WebSocket.OPEN);
    const first = await submit();
    await events.waitForEvent(first.job_id);
    const kept = storage.getItem(LAST_EVENT_ID_KEY)!;

    // The server drops the connection; a job finishes while no socket is open.
    const closedAt = Date.now();
    for (const socket of t.app.websocketServer.clients) socket.terminate();
    await until(() => sockets[0]!.readyState === WebSocket.CLOSED);
    const second = await submit();
    await manager.idle();
    const event = await events.waitForEvent(second.job_id);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(2_400);
    expect(event).toMatchObject({ job_id: second.job_id, status: 'done' });
    expect(opened).toEqual([`${base.replace('http', 'ws')}/ws`, `${base.replace('http', 'ws')}/ws?last_id=${kept}`]);
    expect(events.transport()).toBe('ws');
  }, 15_000);

  it('resumes after the id kept in storage when a new page opens', async () => {
    const storage = new MemoryStorage();
    const earlier = client({ storage });
    earlier.events.start();
    await until(() => earlier.sockets[0]?.readyState === WebSocket.OPEN);
    await earlier.events.waitForEvent((await submit()).job_id);
    earlier.events.close();
    const kept = storage.getItem(LAST_EVENT_ID_KEY)!;

    // Written while no page was open.
    const job = await submit();
    await manager.idle();
    const later = client({ storage });
    const event = await later.events.waitForEvent(job.job_id);
    expect(event).toMatchObject({ job_id: job.job_id, status: 'done' });
    expect(later.opened).toEqual([`${base.replace('http', 'ws')}/ws?last_id=${kept}`]);
  });

  it('falls back to polling once the socket cannot connect, and loses no event', async () => {
    const storage = new MemoryStorage();
    const { events, opened, fetched, warnings } = client({ storage, wsUrl: `ws://127.0.0.1:${await closedPort()}/ws`, reconnectDelayMs: 20 });
    const job = await submit();
    const event = await events.waitForEvent(job.job_id);
    expect(event).toMatchObject({ job_id: job.job_id, status: 'done' });
    // The first try and 6 reconnects, then polling over GET /api/v1/async_event/.
    expect(opened).toHaveLength(7);
    expect(events.transport()).toBe('polling');
    expect(fetched.length).toBeGreaterThan(0);
    expect(warnings).toContainEqual(['async events socket gave up after', 6, 'attempts; polling instead']);
    expect(storage.getItem(LAST_EVENT_ID_KEY)).toBe(event.id);
  });

  it('falls back to polling when the server refuses the upgrade (no /ws there)', async () => {
    const storage = new MemoryStorage();
    const { events, opened } = client({ storage, wsUrl: `${base.replace('http', 'ws')}/ws-missing`, reconnectDelayMs: 20 });
    const job = await submit();
    await expect(events.waitForEvent(job.job_id)).resolves.toMatchObject({ job_id: job.job_id, status: 'done' });
    expect(opened).toHaveLength(7);
    expect(events.transport()).toBe('polling');
  });
});
