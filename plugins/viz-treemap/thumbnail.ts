/** Gallery pictogram of "Treemap": nested rectangles sized by value, two groups with headers. */
export const TREEMAP_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<rect x="8" y="8" width="62" height="64" rx="2" fill="#1f5fbf"/>',
    '<rect x="10" y="16" width="58" height="30" fill="#2F6FDE"/>',
    '<rect x="10" y="48" width="30" height="22" fill="#5b8fe8"/>',
    '<rect x="42" y="48" width="26" height="22" fill="#8fb2f0"/>',
    '<rect x="72" y="8" width="40" height="64" rx="2" fill="#d98b1c"/>',
    '<rect x="74" y="16" width="36" height="26" fill="#F2A541"/>',
    '<rect x="74" y="44" width="17" height="26" fill="#f5bb6b"/>',
    '<rect x="93" y="44" width="17" height="26" fill="#f8d29e"/>',
    '<rect x="12" y="10" width="22" height="3" rx="1.5" fill="#ffffff"/>',
    '<rect x="76" y="10" width="16" height="3" rx="1.5" fill="#ffffff"/>',
    '</svg>',
  ].join(''),
)}`;
