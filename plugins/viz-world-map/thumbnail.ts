/** Gallery pictogram of "World Map": a few continents shaded from pale to deep blue, with two bubbles. */
export const WORLD_MAP_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<path d="M14 22 L30 16 L42 20 L40 30 L32 36 L28 46 L22 40 L16 32 Z" fill="#2a5f9e"/>',
    '<path d="M30 48 L38 50 L40 60 L34 72 L30 66 L28 56 Z" fill="#7cc3d6"/>',
    '<path d="M54 18 L66 14 L72 20 L66 26 L58 26 Z" fill="#3f97c0"/>',
    '<path d="M56 30 L68 30 L72 42 L66 58 L60 56 L56 44 Z" fill="#b9dfe8"/>',
    '<path d="M72 16 L98 14 L108 24 L100 34 L88 36 L78 30 Z" fill="#1f3a73"/>',
    '<path d="M92 52 L104 50 L106 58 L96 60 Z" fill="#7cc3d6"/>',
    '<circle cx="88" cy="26" r="7" fill="#007a87" fill-opacity="0.55" stroke="#007a87"/>',
    '<circle cx="26" cy="28" r="5" fill="#007a87" fill-opacity="0.55" stroke="#007a87"/>',
    '</svg>',
  ].join(''),
)}`;
