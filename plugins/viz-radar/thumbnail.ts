/** Gallery pictogram of "Radar Chart": a pentagon grid with two overlapping series. */
export const RADAR_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<path d="M60 8 L92 31 L80 70 L40 70 L28 31 Z" fill="none" stroke="#c3ccd3" stroke-width="1.5"/>',
    '<path d="M60 24 L76 35 L70 54 L50 54 L44 35 Z" fill="none" stroke="#dde3e8" stroke-width="1"/>',
    '<path d="M60 40 L60 8 M60 40 L92 31 M60 40 L80 70 M60 40 L40 70 M60 40 L28 31" stroke="#dde3e8" stroke-width="1"/>',
    '<path d="M60 14 L86 33 L70 56 L46 62 L36 34 Z" fill="#2F6FDE" fill-opacity="0.25" stroke="#2F6FDE" stroke-width="2"/>',
    '<path d="M60 28 L78 34 L74 64 L52 50 L32 32 Z" fill="#F2A541" fill-opacity="0.25" stroke="#F2A541" stroke-width="2"/>',
    '</svg>',
  ].join(''),
)}`;
