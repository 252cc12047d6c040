import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Turns ajv issues into Superset's `{"message": {"field": ["…"]}}` shape. */
function validationMessage(issues: ValidationIssue[], context: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    let field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    let text = issue.message ?? 'Invalid value';
    if (issue.keyword === 'required') {
      field = [field, String(issue.params['missingProperty'])].filter(Boolean).join('.');
      text = 'Missing data for required field.';
    } else if (issue.keyword === 'additionalProperties') {
      field = [field, String(issue.params['additionalProperty'])].filter(Boolean).join('.');
      text = 'Unknown field.';
    }
    (out[field || context || '_schema'] ??= []).push(text);
  }
  return out;
}

/**
 * One place decides how failures look on the wire: JSON with a message, the right status,
 * and no stack trace. Unexpected errors are logged with their stack and answered as 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error.validation as ValidationIssue[], error.validationContext) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'Request body is not valid JSON' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Unsupported media type: send application/json' });
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
