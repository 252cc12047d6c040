/** Gallery pictogram of "Gauge Chart": a dial with a progress arc, ticks and a needle. */
export const GAUGE_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<path d="M33.2 64.8 A32 32 0 1 1 86.8 64.8" fill="none" stroke="#dde3e8" stroke-width="8"/>',
    '<path d="M33.2 64.8 A32 32 0 0 1 76 17" fill="none" stroke="#2F6FDE" stroke-width="8"/>',
    '<path d="M60 45 L75 26" stroke="#566673" stroke-width="3" stroke-linecap="round"/>',
    '<circle cx="60" cy="45" r="4" fill="#566673"/>',
    '<rect x="48" y="58" width="24" height="6" rx="2" fill="#566673"/>',
    '</svg>',
  ].join(''),
)}`;
