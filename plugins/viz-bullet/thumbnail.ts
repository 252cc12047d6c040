/** Gallery pictogram of "Bullet Chart": two bullets with grey ranges, a measure bar and a target line. */
export const BULLET_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<rect x="12" y="14" width="96" height="20" fill="#dde3e8"/>',
    '<rect x="12" y="14" width="68" height="20" fill="#c6cfd6"/>',
    '<rect x="12" y="14" width="40" height="20" fill="#aab6c0"/>',
    '<rect x="12" y="20.5" width="58" height="7" fill="#2F6FDE"/>',
    '<rect x="84" y="16" width="2.5" height="16" fill="#17232d"/>',
    '<rect x="12" y="44" width="96" height="20" fill="#dde3e8"/>',
    '<rect x="12" y="44" width="68" height="20" fill="#c6cfd6"/>',
    '<rect x="12" y="44" width="40" height="20" fill="#aab6c0"/>',
    '<rect x="12" y="50.5" width="88" height="7" fill="#F2A541"/>',
    '<rect x="84" y="46" width="2.5" height="16" fill="#17232d"/>',
    '</svg>',
  ].join(''),
)}`;
