import type { DeckKey } from './form-data.js';

const LAND = '<path d="M8 30 Q20 14 40 18 T70 16 Q92 12 108 24 L112 44 Q100 58 84 54 T52 62 Q30 70 14 58 Z" fill="#e8e6df" stroke="#b7bec4" stroke-width="1"/>';

/** The marks of each map type's pictogram, drawn over a shared piece of land. */
const MARKS: Record<DeckKey, string> = {
  deck_scatter: '<circle cx="34" cy="34" r="5" fill="#2F6FDE"/><circle cx="52" cy="42" r="8" fill="#2F6FDE" fill-opacity=".8"/><circle cx="74" cy="30" r="4" fill="#F2A541"/><circle cx="88" cy="44" r="6" fill="#3BA272"/>',
  deck_arc: '<path d="M24 48 Q50 4 86 36" fill="none" stroke="#2F6FDE" stroke-width="2.5"/><path d="M30 54 Q64 18 96 46" fill="none" stroke="#F2A541" stroke-width="2.5"/>',
  deck_grid: '<g fill="#2F6FDE"><rect x="36" y="28" width="10" height="10" fill-opacity=".4"/><rect x="48" y="28" width="10" height="10"/><rect x="60" y="28" width="10" height="10" fill-opacity=".6"/><rect x="48" y="40" width="10" height="10" fill-opacity=".8"/><rect x="60" y="40" width="10" height="10" fill-opacity=".3"/></g>',
  deck_hex: '<g fill="#2F6FDE"><path d="M44 26 l7 4 v8 l-7 4 l-7 -4 v-8 z"/><path d="M58 26 l7 4 v8 l-7 4 l-7 -4 v-8 z" fill-opacity=".5"/><path d="M51 38 l7 4 v8 l-7 4 l-7 -4 v-8 z" fill-opacity=".8"/><path d="M65 38 l7 4 v8 l-7 4 l-7 -4 v-8 z" fill-opacity=".3"/></g>',
  deck_heatmap: '<defs><radialGradient id="h"><stop offset="0" stop-color="#ffb400"/><stop offset=".5" stop-color="#f5e9c8"/><stop offset="1" stop-color="#00d1c1" stop-opacity="0"/></radialGradient></defs><circle cx="50" cy="38" r="20" fill="url(#h)"/><circle cx="78" cy="42" r="14" fill="url(#h)"/>',
  deck_path: '<path d="M18 52 L38 40 L54 44 L72 28 L100 32" fill="none" stroke="#2F6FDE" stroke-width="3" stroke-linejoin="round"/><path d="M30 26 L48 34 L64 54 L90 50" fill="none" stroke="#D9534F" stroke-width="3" stroke-linejoin="round"/>',
  deck_polygon: '<path d="M30 26 L52 22 L56 40 L34 46 Z" fill="#2F6FDE" fill-opacity=".8"/><path d="M56 40 L52 22 L78 24 L82 44 Z" fill="#6dc5be"/><path d="M34 46 L56 40 L82 44 L70 60 L40 60 Z" fill="#0d6f7c"/>',
  deck_screengrid: '<g fill="#2F6FDE"><rect x="30" y="26" width="8" height="8" fill-opacity=".4"/><rect x="40" y="26" width="8" height="8"/><rect x="50" y="36" width="8" height="8" fill-opacity=".7"/><rect x="60" y="36" width="8" height="8" fill-opacity=".9"/><rect x="70" y="46" width="8" height="8" fill-opacity=".5"/></g>',
  deck_contour: '<g fill="none" stroke-width="2"><ellipse cx="58" cy="40" rx="30" ry="18" stroke="#fed976"/><ellipse cx="58" cy="40" rx="19" ry="11" stroke="#fd8d3c"/><ellipse cx="58" cy="40" rx="8" ry="5" stroke="#e31a1c"/></g>',
  deck_geojson: '<path d="M28 24 L48 20 L52 38 L30 42 Z" fill="#034149" fill-opacity=".7" stroke="#007a87"/><path d="M60 30 L80 44 L96 30" fill="none" stroke="#007a87" stroke-width="2.5"/><circle cx="76" cy="56" r="4" fill="#034149"/>',
  deck_multi: '<circle cx="36" cy="36" r="5" fill="#2F6FDE"/><circle cx="48" cy="46" r="5" fill="#2F6FDE"/><path d="M26 54 Q60 10 96 40" fill="none" stroke="#F2A541" stroke-width="2.5"/><path d="M60 50 L80 30 L98 52 Z" fill="#3BA272" fill-opacity=".6"/>',
  mapbox: '<circle cx="44" cy="36" r="13" fill="#008b8b" fill-opacity=".85"/><text x="44" y="40" font-size="11" text-anchor="middle" fill="#fff" font-family="sans-serif">24</text><circle cx="78" cy="44" r="9" fill="#008b8b" fill-opacity=".85"/><text x="78" y="48" font-size="9" text-anchor="middle" fill="#fff" font-family="sans-serif">7</text><circle cx="96" cy="30" r="3" fill="#008b8b"/>',
  osm: '<g fill="#2F6FDE"><circle cx="30" cy="36" r="3"/><circle cx="42" cy="30" r="3"/><circle cx="56" cy="44" r="3"/><circle cx="64" cy="34" r="3"/><circle cx="80" cy="40" r="3"/><circle cx="92" cy="32" r="3"/></g>',
};

/** Gallery pictogram of a map type: its marks over land. */
export function deckThumbnail(key: DeckKey): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" rx="6" fill="#dce7ee"/>${LAND}${MARKS[key]}</svg>`)}`;
}
