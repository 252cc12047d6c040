/** Gallery pictogram of "Country Map": a country cut into regions shaded from pale to deep blue. */
export const COUNTRY_MAP_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<g stroke="#ffffff" stroke-width="1.2" stroke-linejoin="round">',
    '<path d="M40 10 L62 8 L66 24 L50 30 L38 24 Z" fill="#3f97c0"/>',
    '<path d="M62 8 L84 14 L86 30 L66 24 Z" fill="#b9dfe8"/>',
    '<path d="M38 24 L50 30 L48 48 L30 46 L26 32 Z" fill="#7cc3d6"/>',
    '<path d="M50 30 L66 24 L86 30 L84 46 L64 50 L48 48 Z" fill="#1f3a73"/>',
    '<path d="M30 46 L48 48 L50 66 L36 70 L28 58 Z" fill="#b9dfe8"/>',
    '<path d="M48 48 L64 50 L84 46 L88 62 L70 72 L50 66 Z" fill="#2a5f9e"/>',
    '</g>',
    '</svg>',
  ].join(''),
)}`;
