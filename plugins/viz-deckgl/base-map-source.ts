import type { MapTileSettings } from '@core/plugin-api/index.js';
import { mapboxTileTemplate } from './base-map.js';

/** What a map draws under its layers. */
export type BaseMapSource =
  | { kind: 'style'; url: string }
  | { kind: 'tiles'; template: string }
  | { kind: 'offline' };

/** The base map of one chart, and why it is not the one the chart asked for (null when it is). */
export interface ResolvedBaseMap {
  source: BaseMapSource;
  notice: string | null;
}

/** Superset's prefix of a raster tile template in `mapbox_style`. */
export const TILE_PREFIX = 'tile://';

const TILE_TEMPLATE = /\{z\}.*\{x\}.*\{y\}/;

/** The origin of an absolute http(s) URL (a template's placeholders read as 0), `'self'` for a same-site path, null otherwise. */
function originOf(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return 'self';
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url.replace(/\{[^}]*\}/g, '0')).origin;
  } catch {
    return null;
  }
}

/** The map source the server configured for every chart: a MapLibre style, raster tiles, or the offline boundaries. */
export function configuredBaseMap(settings: MapTileSettings | undefined): BaseMapSource {
  if (settings?.styleUrl) return { kind: 'style', url: settings.styleUrl };
  if (settings?.tileUrl) return { kind: 'tiles', template: settings.tileUrl };
  return { kind: 'offline' };
}

/**
 * The base map of a chart from its `mapbox_style` and the server's map settings. In order:
 * a MapLibre style URL (`https://…/style.json` or a same-site path) or Superset's `tile://`
 * raster template, when its origin is the page's or one of `settings.hosts` (the page's policy
 * would block any other); a `mapbox://styles/…` style with the server's Mapbox key, as raster
 * tiles; then the configured source (`MAP_STYLE_URL`, `MAP_TILE_URL`, or the offline map).
 */
export function resolveBaseMap(mapboxStyle: string | null | undefined, settings: MapTileSettings | undefined, pageOrigin: string): ResolvedBaseMap {
  const configured = configuredBaseMap(settings);
  const value = (mapboxStyle ?? '').trim();
  const allowed = (origin: string | null) => origin === 'self' || origin === pageOrigin || (origin !== null && (settings?.hosts ?? []).includes(origin));
  const refused = (what: string, origin: string | null): ResolvedBaseMap => ({
    source: configured,
    notice: origin === null ? `This chart's ${what} is not a web address; the default base map is shown.` : `This chart's ${what} is on ${origin}, which the server does not list among its map hosts; the default base map is shown.`,
  });

  if (value.startsWith(TILE_PREFIX)) {
    const template = value.slice(TILE_PREFIX.length);
    if (!TILE_TEMPLATE.test(template)) return { source: configured, notice: "This chart's tile source has no {z}, {x} and {y} placeholders; the default base map is shown." };
    const origin = originOf(template);
    return allowed(origin) ? { source: { kind: 'tiles', template }, notice: null } : refused('tile source', origin);
  }
  if (/^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//'))) {
    const origin = originOf(value);
    return allowed(origin) ? { source: { kind: 'style', url: value }, notice: null } : refused('map style', origin);
  }
  const mapbox = settings?.mapboxApiKey ? mapboxTileTemplate(value, settings.mapboxApiKey) : null;
  if (mapbox) return { source: { kind: 'tiles', template: mapbox }, notice: null };
  return { source: configured, notice: null };
}
