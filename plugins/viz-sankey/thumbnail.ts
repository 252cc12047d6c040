/** Gallery pictogram of "Sankey Chart": three stages of nodes joined by bands of flow. */
export const SANKEY_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<path d="M19 12 C45 12 45 14 55 14 L55 30 C45 30 45 34 19 34 Z" fill="#2F6FDE" fill-opacity="0.35"/>',
    '<path d="M19 38 C45 38 45 46 55 46 L55 58 C45 58 45 50 19 50 Z" fill="#F2A541" fill-opacity="0.35"/>',
    '<path d="M19 54 C40 54 45 32 55 32 L55 44 C45 44 40 68 19 68 Z" fill="#3BA272" fill-opacity="0.35"/>',
    '<path d="M61 14 C85 14 85 20 101 20 L101 42 C85 42 85 36 61 36 Z" fill="#2F6FDE" fill-opacity="0.35"/>',
    '<path d="M61 40 C85 40 85 50 101 50 L101 68 C85 68 85 58 61 58 Z" fill="#F2A541" fill-opacity="0.35"/>',
    '<rect x="13" y="12" width="6" height="22" rx="1" fill="#2F6FDE"/>',
    '<rect x="13" y="38" width="6" height="12" rx="1" fill="#F2A541"/>',
    '<rect x="13" y="54" width="6" height="14" rx="1" fill="#3BA272"/>',
    '<rect x="55" y="14" width="6" height="44" rx="1" fill="#566673"/>',
    '<rect x="101" y="20" width="6" height="22" rx="1" fill="#D9534F"/>',
    '<rect x="101" y="50" width="6" height="18" rx="1" fill="#8E6BBF"/>',
    '</svg>',
  ].join(''),
)}`;
