/** Gallery pictogram of "Time-series Table": rows with a name, a sparkline and a coloured comparison. */
const ROWS = [
  { y: 26, line: '44,30 52,24 60,27 68,20 76,22 84,16', value: '#0571b0' },
  { y: 44, line: '44,46 52,48 60,42 68,45 76,40 84,38', value: '#0571b0' },
  { y: 62, line: '44,58 52,62 60,60 68,64 76,63 84,67', value: '#ca0020' },
];

export const TIME_TABLE_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<rect x="10" y="8" width="100" height="9" rx="2" fill="#d5dde4"/>',
    ...ROWS.flatMap((row) => [
      `<line x1="10" y1="${row.y + 8.5}" x2="110" y2="${row.y + 8.5}" stroke="#d5dde4"/>`,
      `<rect x="12" y="${row.y - 3}" width="22" height="6" rx="2" fill="#8a97a3"/>`,
      `<polyline points="${row.line}" fill="none" stroke="#2F6FDE" stroke-width="1.6" stroke-linejoin="round"/>`,
      `<rect x="92" y="${row.y - 3}" width="16" height="6" rx="2" fill="${row.value}"/>`,
    ]),
    '</svg>',
  ].join(''),
)}`;
