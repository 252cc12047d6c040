/** Gallery pictogram of "Word Cloud": words of several sizes and colours, one of them turned upright. */
export const WORD_CLOUD_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" font-family="Arial, sans-serif" font-weight="700">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<text x="60" y="47" text-anchor="middle" font-size="22" fill="#2F6FDE">Data</text>',
    '<text x="30" y="24" text-anchor="middle" font-size="11" fill="#F2A541">charts</text>',
    '<text x="88" y="24" text-anchor="middle" font-size="13" fill="#3BA272">words</text>',
    '<text x="36" y="66" text-anchor="middle" font-size="12" fill="#D9534F">cloud</text>',
    '<text x="86" y="66" text-anchor="middle" font-size="10" fill="#566673">size</text>',
    '<text x="104" y="44" text-anchor="middle" font-size="10" fill="#8E5BB5" transform="rotate(-90 104 44)">rank</text>',
    '<text x="14" y="44" text-anchor="middle" font-size="9" fill="#1FA8C9" transform="rotate(-90 14 44)">text</text>',
    '</svg>',
  ].join(''),
)}`;
