import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** One line per request, written when it completes (method, url, status, duration), instead of two. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completion line carries everything worth knowing.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}
