/** Gallery pictogram of "Gantt Chart": staggered coloured spans on four rows over a time axis. */
const SPANS = [
  { row: 0, from: 14, to: 48, color: '#2F6FDE' },
  { row: 1, from: 40, to: 70, color: '#F2A541' },
  { row: 2, from: 60, to: 96, color: '#2F6FDE' },
  { row: 2, from: 98, to: 108, color: '#3BA272' },
  { row: 3, from: 30, to: 86, color: '#3BA272' },
];

export const GANTT_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    ...[30, 60, 90].map((x) => `<line x1="${x}" y1="8" x2="${x}" y2="68" stroke="#d5dde4"/>`),
    ...SPANS.map((s) => `<rect x="${s.from}" y="${12 + s.row * 14}" width="${s.to - s.from}" height="9" rx="2" fill="${s.color}"/>`),
    '<line x1="10" y1="68.5" x2="112" y2="68.5" stroke="#566673" stroke-width="1.5"/>',
    '</svg>',
  ].join(''),
)}`;
