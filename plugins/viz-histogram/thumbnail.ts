/** Gallery pictogram of "Histogram": touching bars rising to a peak left of centre, over an axis. */
const HEIGHTS = [10, 22, 38, 52, 46, 33, 24, 14, 8];

export const HISTOGRAM_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    ...HEIGHTS.map((h, i) => `<rect x="${15 + i * 10.5}" y="${68 - h}" width="9.5" height="${h}" fill="${i === 3 ? '#1f5fc8' : '#2F6FDE'}"/>`),
    '<line x1="12" y1="68.5" x2="112" y2="68.5" stroke="#566673" stroke-width="1.5"/>',
    '<line x1="12.5" y1="10" x2="12.5" y2="68" stroke="#566673" stroke-width="1" opacity="0.5"/>',
    '</svg>',
  ].join(''),
)}`;
