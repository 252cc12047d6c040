/** Gallery pictogram of "Box Plot": three boxes with whiskers, medians and a few outlier dots. */
const BOXES = [
  { x: 30, low: 60, q1: 48, median: 42, q3: 34, high: 20, color: '#2F6FDE', outliers: [12] },
  { x: 60, low: 66, q1: 56, median: 50, q3: 42, high: 30, color: '#F2A541', outliers: [] },
  { x: 90, low: 54, q1: 40, median: 32, q3: 26, high: 14, color: '#3BA272', outliers: [64, 68] },
];

export const BOX_PLOT_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<line x1="12" y1="72.5" x2="110" y2="72.5" stroke="#566673" stroke-width="1.5"/>',
    ...BOXES.flatMap((b) => [
      `<g stroke="${b.color}" stroke-width="1.8" fill="none">`,
      `<line x1="${b.x}" y1="${b.high}" x2="${b.x}" y2="${b.low}"/>`,
      `<line x1="${b.x - 5}" y1="${b.high}" x2="${b.x + 5}" y2="${b.high}"/>`,
      `<line x1="${b.x - 5}" y1="${b.low}" x2="${b.x + 5}" y2="${b.low}"/>`,
      `<rect x="${b.x - 10}" y="${b.q3}" width="20" height="${b.q1 - b.q3}" rx="1.5" fill="${b.color}" fill-opacity="0.35"/>`,
      `<line x1="${b.x - 10}" y1="${b.median}" x2="${b.x + 10}" y2="${b.median}" stroke-width="3"/>`,
      '</g>',
      ...b.outliers.map((o) => `<circle cx="${b.x}" cy="${o}" r="2.2" fill="${b.color}"/>`),
    ]),
    '</svg>',
  ].join(''),
)}`;
