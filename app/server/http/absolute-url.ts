import type { FastifyRequest } from 'fastify';

/**
 * `path` as a whole URL on the address the request came to: its scheme and `Host` (the forwarded
 * ones when the request came through a proxy `TRUST_PROXY` names), as Superset answers links
 * (`url_for(..., _external=True)`). A `Host` no URL can be built on leaves the path as it is.
 */
export function absoluteUrl(request: FastifyRequest, path: string): string {
  try {
    return new URL(path, `${request.protocol}://${request.host}`).toString();
  } catch {
    return path;
  }
}
