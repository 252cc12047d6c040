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

/** What the page policy reads of the map settings (see docs/maps.md). */
export interface MapSourceSettings {
  mapTileUrl?: string | null;
  mapboxApiKey?: string | null;
  mapStyleUrl?: string | null;
  mapExtraHosts?: readonly string[];
}

/** The origin of an absolute map URL (a tile template's placeholders read as 0), or null when it is relative or unreadable. */
function mapUrlOrigin(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url.replace(/\{[^}]*\}/g, '0')).origin;
  } catch {
    return null;
  }
}

/**
 * The origins map charts may load from, besides the page's own: the configured style's and tile
 * template's, Mapbox's with a key, and the hosts an admin lists for what a style loads (tiles,
 * glyphs, sprite). The web app reads the same list (`MAP_HOSTS`) to decide which of a chart's own
 * map styles it may draw. Empty when no map source is configured.
 */
export function mapHosts(maps: MapSourceSettings): string[] {
  const origins = [
    mapUrlOrigin(maps.mapStyleUrl),
    mapUrlOrigin(maps.mapTileUrl),
    maps.mapboxApiKey ? 'https://api.mapbox.com' : null,
    ...(maps.mapExtraHosts ?? []).map(mapUrlOrigin),
  ];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/**
 * The policy with the map hosts the configuration names allowed as image and fetch sources: map
 * charts load tiles, styles, glyphs and sprites from them. MapLibre's worker starts from a `blob:`
 * URL, which `worker-src` allows for every page already; nothing else changes.
 */
export function contentSecurityPolicy(maps: MapSourceSettings = {}): string {
  const origins = mapHosts(maps);
  if (origins.length === 0) return CONTENT_SECURITY_POLICY;
  const extra = ` ${origins.join(' ')}`;
  return CONTENT_SECURITY_POLICY.replace("img-src 'self' data: blob:", `img-src 'self' data: blob:${extra}`).replace("connect-src 'self' ws: wss:", `connect-src 'self' ws: wss:${extra}`);
}

/**
 * The policy of a page other sites may frame (an embedded dashboard): `frame-ancestors` lists
 * `sources` instead of `'self'`. A page answering with its own policy gets no X-Frame-Options.
 */
export function framedPagePolicy(maps: MapSourceSettings, sources: readonly string[]): string {
  return contentSecurityPolicy(maps).replace("frame-ancestors 'self'", `frame-ancestors ${sources.join(' ')}`);
}

export function registerSecurityHeaders(app: FastifyInstance, maps: MapSourceSettings = {}): void {
  const policy = contentSecurityPolicy(maps);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
