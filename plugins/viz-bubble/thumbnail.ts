/** Gallery pictogram of "Bubble Chart": translucent circles of several sizes and colours over two axes. */
const BUBBLES = [
  { cx: 30, cy: 52, r: 9, color: '#2F6FDE' },
  { cx: 52, cy: 36, r: 15, color: '#F2A541' },
  { cx: 80, cy: 44, r: 7, color: '#2F6FDE' },
  { cx: 92, cy: 22, r: 11, color: '#3BA272' },
  { cx: 66, cy: 60, r: 5, color: '#3BA272' },
];

export const BUBBLE_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<line x1="14" y1="70.5" x2="112" y2="70.5" stroke="#566673" stroke-width="1.5"/>',
    '<line x1="14.5" y1="8" x2="14.5" y2="70" stroke="#566673" stroke-width="1.5"/>',
    ...BUBBLES.map((b) => `<circle cx="${b.cx}" cy="${b.cy}" r="${b.r}" fill="${b.color}" fill-opacity="0.65" stroke="#ffffff" stroke-width="1"/>`),
    '</svg>',
  ].join(''),
)}`;
