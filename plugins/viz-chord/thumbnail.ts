/** Gallery pictogram of "Chord Diagram": a ring of four arcs joined by ribbons. */
export const CHORD_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<path d="M60 14 A26 26 0 0 1 84.7 32 L80.9 33.2 A22 22 0 0 0 60 18 Z" fill="#2F6FDE"/>',
    '<path d="M85.6 36 A26 26 0 0 1 66 65.3 L65.1 61.4 A22 22 0 0 0 81.7 36.8 Z" fill="#F2A541"/>',
    '<path d="M62 65.9 A26 26 0 0 1 34.3 43.6 L38.2 43 A22 22 0 0 0 61.7 62 Z" fill="#3BA272"/>',
    '<path d="M34 39.6 A26 26 0 0 1 56 14.3 L56.6 18.3 A22 22 0 0 0 38 39.6 Z" fill="#D9534F"/>',
    '<path d="M60 18 Q60 40 81.7 36.8 Q60 40 65.1 61.4 Q60 40 60 18 Z" fill="#2F6FDE" fill-opacity="0.45"/>',
    '<path d="M80.9 33.2 Q60 40 38.2 43 Q60 40 38 39.6 Q60 40 80.9 33.2 Z" fill="#F2A541" fill-opacity="0.45"/>',
    '<path d="M61.7 62 Q60 40 56.6 18.3 Q60 40 38 39.6 Q60 40 61.7 62 Z" fill="#3BA272" fill-opacity="0.45"/>',
    '</svg>',
  ].join(''),
)}`;
