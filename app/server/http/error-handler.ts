import type { FastifyError, FastifyInstance } from 'fastify';
import { ajvFieldMessages } from './ajv-field-messages.js';
import { HttpError } from './http-error.js';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGES, unavailableService } from './service-unavailable.js';

/**
 * One place decides how failures look on the wire: JSON with a message, the right status,
 * and no stack trace. A service that cannot be reached (the metadata database, Redis) answers
 * 503 with `Retry-After`, logged as a warning without a stack: the request was fine and may be
 * sent again. Unexpected errors are logged with their stack and answered as 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
    if (error.validation) {
      return reply.status(400).send({ message: ajvFieldMessages(error.validation, { root: error.validationContext }) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'Request body is not valid JSON' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Unsupported media type: send application/json' });
    }
    const service = unavailableService(error);
    if (service) {
      request.log.warn({ service, reason: error.message }, 'service unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: UNAVAILABLE_MESSAGES[service] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: 'Not found' });
  });
}
