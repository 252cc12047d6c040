import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy allows no `eval`: scripts come only from our origin. Consequence,
 * written down in docs/architecture.md: the browser bundle uses precompiled ajv validators and
 * no run-time-compiled code. Inline styles are allowed because MUI's emotion injects them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
