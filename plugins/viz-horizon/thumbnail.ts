/** Gallery pictogram of "Horizon Chart": three thin rows of layered warm and cool colour bands. */
const WARM = ['#fee090', '#fdae61', '#f46d43', '#d73027'];
const COOL = ['#abd9e9', '#74add1', '#4575b4', '#313695'];
const ROWS = [
  [1, 2, 3, 3, 2, 1, 0, -1, -2, -1, 1, 2, 3, 4],
  [-1, -2, -3, -2, -1, 1, 2, 1, 0, 1, 2, 1, -1, -2],
  [2, 3, 4, 3, 2, 2, 1, 1, 2, 3, 4, 4, 3, 2],
];

export const HORIZON_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    ...ROWS.flatMap((values, row) =>
      values.flatMap((value, i) => {
        const top = 10 + row * 21;
        const x = 10 + i * 7.2;
        const palette = value >= 0 ? WARM : COOL;
        return Array.from({ length: Math.abs(value) }, (_, band) => `<rect x="${x}" y="${value >= 0 ? top + 2 + band * 4 : top}" width="7.4" height="${18 - band * 4 - 2}" fill="${palette[band]}"/>`);
      }),
    ),
    '<line x1="10" y1="73.5" x2="110" y2="73.5" stroke="#566673" stroke-width="1.5"/>',
    '</svg>',
  ].join(''),
)}`;
