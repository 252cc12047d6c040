/** Gallery pictogram of "Calendar Heatmap": two month blocks of day cells, 7 rows by 5 weeks, shaded. */
const SHADES = ['#e6f4ea', '#a9e3af', '#63c1bf', '#1fa8c9', '#2367ac'];
const level = (month: number, week: number, day: number) => (month * 7 + week * 3 + day * 5 + ((week * day) % 4)) % SHADES.length;

export const CAL_HEATMAP_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    ...[0, 1].flatMap((month) => [
      `<rect x="${12 + month * 52}" y="8" width="22" height="3" rx="1.5" fill="#566673" opacity="0.5"/>`,
      ...Array.from({ length: 5 }, (_, week) =>
        Array.from({ length: 7 }, (_, day) => `<rect x="${12 + month * 52 + week * 9}" y="${15 + day * 9}" width="7.5" height="7.5" rx="1.2" fill="${SHADES[level(month, week, day)]}"/>`).join(''),
      ),
    ]),
    '</svg>',
  ].join(''),
)}`;
