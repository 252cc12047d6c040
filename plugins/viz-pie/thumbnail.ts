/** Gallery pictogram of "Pie Chart": four slices, one pulled out, with a label line. */
export const PIE_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<path d="M60 40 L60 10 A30 30 0 0 1 88.5 49.3 Z" fill="#2F6FDE"/>',
    '<path d="M60 40 L88.5 49.3 A30 30 0 0 1 51.5 68.8 Z" fill="#F2A541"/>',
    '<path d="M60 40 L51.5 68.8 A30 30 0 0 1 32.8 27.4 Z" fill="#3BA272"/>',
    '<path d="M57 38 L29.8 25.4 A30 30 0 0 1 57 8 Z" fill="#D9534F"/>',
    '<path d="M90 22 L98 16 L110 16" fill="none" stroke="#566673" stroke-width="1.5"/>',
    '</svg>',
  ].join(''),
)}`;
