/** Gallery pictogram of "Heatmap": a 6 × 4 grid of cells shaded from pale to deep blue. */
const SHADES = ['#e8f4f8', '#b9dfe8', '#7cc3d6', '#3f97c0', '#2a5f9e', '#1f3a73'];
const LEVELS = [
  [0, 1, 2, 3, 2, 1],
  [1, 3, 4, 5, 3, 2],
  [0, 2, 3, 4, 4, 1],
  [0, 0, 1, 2, 1, 0],
];

export const HEATMAP_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    ...LEVELS.flatMap((row, y) => row.map((level, x) => `<rect x="${16 + x * 16}" y="${10 + y * 15}" width="15" height="14" rx="1.5" fill="${SHADES[level]}"/>`)),
    '<rect x="16" y="72" width="95" height="3" rx="1.5" fill="#566673" opacity="0.35"/>',
    '<rect x="8" y="10" width="3" height="59" rx="1.5" fill="#566673" opacity="0.35"/>',
    '</svg>',
  ].join(''),
)}`;
