/** Gallery pictogram of "Big Number": a large figure over a caption line. */
export const BIG_NUMBER_TOTAL_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<text x="60" y="46" font-family="Arial, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#17232d">12.3k</text>',
    '<rect x="38" y="56" width="44" height="5" rx="2.5" fill="#9babb6"/>',
    '</svg>',
  ].join(''),
)}`;

/** Gallery pictogram of "Big Number with Trendline": a figure, a green change line and an area trend. */
export const BIG_NUMBER_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<text x="60" y="28" font-family="Arial, sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#17232d">4.5M</text>',
    '<rect x="42" y="34" width="36" height="4" rx="2" fill="#2e7d4f"/>',
    '<path d="M8 72 L22 64 L34 67 L48 56 L62 60 L76 50 L90 53 L104 44 L112 46 L112 76 L8 76 Z" fill="#2F6FDE" fill-opacity="0.18"/>',
    '<path d="M8 72 L22 64 L34 67 L48 56 L62 60 L76 50 L90 53 L104 44 L112 46" fill="none" stroke="#2F6FDE" stroke-width="2.5" stroke-linejoin="round"/>',
    '</svg>',
  ].join(''),
)}`;
