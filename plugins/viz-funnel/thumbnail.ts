/** Gallery pictogram of "Funnel Chart": four stacked steps narrowing downwards. */
export const FUNNEL_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<path d="M20 10 H100 L90 26 H30 Z" fill="#2F6FDE"/>',
    '<path d="M31 28 H89 L80 44 H40 Z" fill="#3BA272"/>',
    '<path d="M41 46 H79 L72 60 H48 Z" fill="#F2A541"/>',
    '<path d="M49 62 H71 L66 72 H54 Z" fill="#D9534F"/>',
    '</svg>',
  ].join(''),
)}`;
