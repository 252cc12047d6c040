/** Gallery pictogram of "Graph Chart": a small network of nodes of three categories joined by edges. */
export const GRAPH_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<g stroke="#8896a0" stroke-width="1.6">',
    '<path d="M34 40 L58 22"/><path d="M34 40 L56 58"/><path d="M58 22 L56 58"/><path d="M58 22 L88 18"/>',
    '<path d="M56 58 L86 56"/><path d="M88 18 L100 40"/><path d="M86 56 L100 40"/><path d="M34 40 L16 22"/><path d="M34 40 L16 60"/>',
    '</g>',
    '<circle cx="34" cy="40" r="9" fill="#2F6FDE"/>',
    '<circle cx="58" cy="22" r="7" fill="#F2A541"/>',
    '<circle cx="56" cy="58" r="6" fill="#F2A541"/>',
    '<circle cx="88" cy="18" r="5" fill="#3BA272"/>',
    '<circle cx="86" cy="56" r="5" fill="#3BA272"/>',
    '<circle cx="100" cy="40" r="6" fill="#2F6FDE"/>',
    '<circle cx="16" cy="22" r="4" fill="#3BA272"/>',
    '<circle cx="16" cy="60" r="4" fill="#3BA272"/>',
    '</svg>',
  ].join(''),
)}`;
