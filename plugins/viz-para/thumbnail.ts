/** Gallery pictogram of "Parallel Coordinates": four vertical axes crossed by coloured polylines, one axis brushed. */
export const PARA_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<rect x="44" y="20" width="8" height="22" rx="1" fill="#566673" fill-opacity="0.2"/>',
    '<g stroke="#566673" stroke-width="1.5"><path d="M18 10 V70"/><path d="M48 10 V70"/><path d="M78 10 V70"/><path d="M104 10 V70"/></g>',
    '<g fill="none" stroke-width="1.6">',
    '<path d="M18 22 L48 26 L78 52 L104 30" stroke="#2A2D84"/>',
    '<path d="M18 36 L48 38 L78 20 L104 44" stroke="#1FA8C9"/>',
    '<path d="M18 58 L48 62 L78 40 L104 62" stroke="#82CDBB" stroke-opacity="0.5"/>',
    '<path d="M18 48 L48 56 L78 64 L104 18" stroke="#A9E3AF" stroke-opacity="0.5"/>',
    '</g>',
    '</svg>',
  ].join(''),
)}`;
