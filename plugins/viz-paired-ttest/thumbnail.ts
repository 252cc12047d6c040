/** Gallery pictogram of "Paired t-test": a small table with a highlighted control row and green and red lifts. */
export const PAIRED_TTEST_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    '<rect x="10" y="10" width="100" height="10" rx="2" fill="#566673" opacity="0.35"/>',
    '<rect x="10" y="24" width="100" height="11" fill="#2F6FDE" opacity="0.15"/>',
    ...[0, 1, 2, 3].flatMap((row) => [
      `<rect x="14" y="${27 + row * 13}" width="26" height="5" rx="1.5" fill="#566673" opacity="0.6"/>`,
      `<rect x="50" y="${27 + row * 13}" width="22" height="5" rx="1.5" fill="#566673" opacity="0.45"/>`,
      row === 0
        ? '<rect x="80" y="27" width="24" height="5" rx="1.5" fill="#566673" opacity="0.3"/>'
        : `<rect x="80" y="${27 + row * 13}" width="24" height="5" rx="1.5" fill="${row === 2 ? '#c62828' : '#1e7e34'}"/>`,
      `<line x1="10" y1="${37.5 + row * 13}" x2="110" y2="${37.5 + row * 13}" stroke="#566673" stroke-opacity="0.2"/>`,
    ]),
    '</svg>',
  ].join(''),
)}`;
