/**
 * An error a route throws on purpose: it becomes a JSON reply with this status, never a stack.
 * `message` may be a string or a field → messages object, as Superset's API answers.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly body: { message: string | Record<string, string[]> } | { errors: { message: string; error_type: string; level: string; extra?: Record<string, unknown> }[] },
  ) {
    super(typeof (body as { message?: unknown }).message === 'string' ? ((body as { message: string }).message) : `HTTP ${statusCode}`);
  }

  static badRequest(message: string | Record<string, string[]>): HttpError {
    return new HttpError(400, { message });
  }
  static unauthorized(message = 'Not authorized'): HttpError {
    return new HttpError(401, { message });
  }
  static forbidden(message = 'Forbidden'): HttpError {
    return new HttpError(403, { message });
  }
  static notFound(message = 'Not found'): HttpError {
    return new HttpError(404, { message });
  }
  static unprocessable(message: string | Record<string, string[]>): HttpError {
    return new HttpError(422, { message });
  }
}
