import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AsyncEvent } from '../engine/async/async-event.js';
import type { AsyncQueryManager } from '../engine/async/async-query-manager.js';
import { channelFor } from '../engine/async/channel-for.js';
import { STREAM_ID_PATTERN, isStreamId } from '../engine/async/stream-id.js';

export interface AsyncEventRoutesOptions {
  manager: AsyncQueryManager;
  /**
   * Also serve the WebSocket transport at `GET /ws` (Superset's `GLOBAL_ASYNC_QUERIES_TRANSPORT
   * = "ws"`). Registers `@fastify/websocket` unless the app already has it.
   */
  websocket?: boolean;
}

const messageSchema = { type: 'object', properties: { message: { type: 'string' } } } as const;

const asyncEventSchema = {
  type: 'object',
  required: ['id', 'channel_id', 'job_id', 'user_id', 'status', 'result_url', 'errors'],
  properties: {
    id: { type: 'string' },
    channel_id: { type: 'string' },
    job_id: { type: 'string' },
    user_id: { type: 'integer' },
    status: { type: 'string', enum: ['running', 'done', 'error'] },
    result_url: { type: ['string', 'null'] },
    errors: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

const lastIdQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { last_id: { type: 'string', pattern: STREAM_ID_PATTERN, description: 'Last ID received by the client' } },
} as const;

/**
 * Superset's async-event API: `GET /api/v1/async_event/?last_id=` lists the caller's channel's
 * events after `last_id`, and optionally `GET /ws` pushes them over a WebSocket. A caller only
 * ever sees its own channel (its browser session, or `user-<id>` for Bearer clients).
 *
 * Not encapsulated (fastify-plugin): with the WebSocket on, @fastify/websocket listens to every
 * upgrade request the server gets, whatever its URL, so its set-up has to reach every route.
 *
 * @example
 * ```ts
 * const asyncQueries = createAsyncQueryManager({ redisUrl: config.redisUrl });
 * await app.register(asyncEventRoutes, { manager: asyncQueries, websocket: config.globalAsyncQueriesTransport === 'ws' });
 * ```
 */
export const asyncEventRoutes = fp(registerAsyncEventRoutes, { name: 'tessera-async-event-routes', fastify: '5.x' });

async function registerAsyncEventRoutes(app: FastifyInstance, opts: AsyncEventRoutesOptions): Promise<void> {
  const { manager } = opts;
  // Registered before the routes so @fastify/websocket sees them; imported only when wanted.
  if (opts.websocket && !app.hasDecorator('websocketServer')) await registerWebsocket(app);

  app.get('/api/v1/async_event/', {
    // Embedded dashboards' guests poll their own channel too (see channelFor).
    config: { guest: true },
    schema: {
      tags: ['AsyncEventsRestApi'],
      summary: 'Read off of the Redis events stream',
      description: "Events of the caller's async jobs after `last_id` (all kept events when absent), oldest first.",
      querystring: lastIdQuery,
      response: {
        200: { type: 'object', required: ['result'], properties: { result: { type: 'array', items: asyncEventSchema } } },
        400: { type: 'object', properties: { message: { type: 'object', additionalProperties: true } } },
        401: messageSchema,
      },
    },
  }, async (request) => {
    const { last_id: lastId } = request.query as { last_id?: string };
    return { result: await manager.events(channelFor(request), lastId ?? null) };
  });

  if (!opts.websocket) return;
  app.get('/ws', {
    websocket: true,
    config: { guest: true },
    schema: { querystring: lastIdQuery },
  }, (socket, request) => followOverSocket(socket, request, manager));
}

/**
 * @fastify/websocket, registered after the auth plugin and the first routes. Its own clean-up of
 * an upgrade that gets an ordinary HTTP answer relies on its `onRequest` hook, which never runs
 * when the auth hook answers 401 first, nor covers routes registered before it: such a socket
 * would stay open and hold up `app.close()`. So any upgrade request answered in HTTP is closed.
 */
async function registerWebsocket(app: FastifyInstance): Promise<void> {
  const { default: fastifyWebsocket } = await import('@fastify/websocket');
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  app.addHook('onResponse', async (request) => {
    // A successful upgrade hijacks the reply and never gets here.
    if (request.raw.headers.upgrade?.toLowerCase() === 'websocket') request.raw.socket.destroy();
  });
}

/**
 * Pushes the channel's events as JSON text messages: those after `?last_id=` first, then new
 * ones. The client resumes elsewhere by sending `{"last_id": "<id>"}`. The socket closes when
 * the browser session it was opened with expires, as that session's HTTP requests would fail.
 */
function followOverSocket(socket: WebSocket, request: FastifyRequest, manager: AsyncQueryManager): void {
  const channel = channelFor(request);
  const send = (event: AsyncEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const { last_id: lastId } = request.query as { last_id?: string };
  let unsubscribe = manager.subscribe(channel, lastId ?? null, send);

  socket.on('message', (data, isBinary) => {
    const resumeFrom = isBinary ? null : parseResume(data.toString());
    if (resumeFrom === null) {
      socket.send(JSON.stringify({ message: 'Send {"last_id": "<ms>-<seq>"} to resume after an event' }));
      return;
    }
    unsubscribe();
    unsubscribe = manager.subscribe(channel, resumeFrom, send);
  });

  const expiresAt = request.authMethod === 'cookie' ? request.browserSession?.expiresAt : undefined;
  const expiry = expiresAt ? setTimeout(() => socket.close(4001, 'Session expired'), Math.max(0, expiresAt * 1000 - Date.now())) : null;
  expiry?.unref();
  socket.on('close', () => {
    unsubscribe();
    if (expiry) clearTimeout(expiry);
  });
}

function parseResume(text: string): string | null {
  try {
    const message = JSON.parse(text) as { last_id?: unknown };
    return typeof message.last_id === 'string' && isStreamId(message.last_id) ? message.last_id : null;
  } catch {
    return null;
  }
}
