/** Gallery pictogram of "Waterfall Chart": bars stepping up and down from a baseline, closed by a grey total. */
const STEPS = [
  { x: 12, top: 50, bottom: 70, color: '#5AC189' },
  { x: 30, top: 34, bottom: 50, color: '#5AC189' },
  { x: 48, top: 34, bottom: 44, color: '#E04355' },
  { x: 66, top: 22, bottom: 44, color: '#5AC189' },
  { x: 84, top: 22, bottom: 30, color: '#E04355' },
  { x: 102, top: 30, bottom: 70, color: '#666666' },
];

export const WATERFALL_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<line x1="8" y1="70.5" x2="114" y2="70.5" stroke="#566673" stroke-width="1.5"/>',
    ...STEPS.map((s) => `<rect x="${s.x}" y="${s.top}" width="12" height="${s.bottom - s.top}" rx="1" fill="${s.color}"/>`),
    ...STEPS.slice(0, -1).map((s, i) => {
      const level = s.color === '#E04355' ? s.bottom : s.top;
      return `<line x1="${s.x + 12}" y1="${level}" x2="${STEPS[i + 1]!.x}" y2="${level}" stroke="#8a97a3" stroke-width="1" stroke-dasharray="2 2"/>`;
    }),
    '</svg>',
  ].join(''),
)}`;
