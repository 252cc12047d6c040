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

/** The origin of a configured map tile URL template, or null when it is relative or unreadable. */
function tileOrigin(template: string | null | undefined): string | null {
  if (!template || !/^https?:\/\//i.test(template)) return null;
  try {
    return new URL(template.replace(/\{[^}]*\}/g, '0')).origin;
  } catch {
    return null;
  }
}

/**
 * The policy with the map tile servers the configuration names (`MAP_TILE_URL`, Mapbox when
 * `MAPBOX_API_KEY` is set) allowed as image and fetch sources: map charts load tiles from them.
 */
export function contentSecurityPolicy(maps: { mapTileUrl?: string | null; mapboxApiKey?: string | null } = {}): string {
  const origins = [tileOrigin(maps.mapTileUrl), maps.mapboxApiKey ? 'https://api.mapbox.com' : null].filter((origin): origin is string => origin !== null);
  if (origins.length === 0) return CONTENT_SECURITY_POLICY;
  const extra = ` ${[...new Set(origins)].join(' ')}`;
  return CONTENT_SECURITY_POLICY.replace("img-src 'self' data: blob:", `img-src 'self' data: blob:${extra}`).replace("connect-src 'self' ws: wss:", `connect-src 'self' ws: wss:${extra}`);
}

export function registerSecurityHeaders(app: FastifyInstance, maps: { mapTileUrl?: string | null; mapboxApiKey?: string | null } = {}): void {
  const policy = contentSecurityPolicy(maps);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', policy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
