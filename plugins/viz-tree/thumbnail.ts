/** Gallery pictogram of "Tree Chart": a root on the left branching into two levels of nodes, with labels. */
const links = [
  'M20 40 C34 40 34 20 48 20',
  'M20 40 C34 40 34 60 48 60',
  'M48 20 C62 20 62 12 76 12',
  'M48 20 C62 20 62 28 76 28',
  'M48 60 C62 60 62 50 76 50',
  'M48 60 C62 60 62 70 76 70',
];
const nodes: Array<[number, number, string]> = [
  [20, 40, '#2F6FDE'],
  [48, 20, '#2F6FDE'],
  [48, 60, '#F2A541'],
  [76, 12, '#2F6FDE'],
  [76, 28, '#2F6FDE'],
  [76, 50, '#F2A541'],
  [76, 70, '#F2A541'],
];

/** The SVG data URI of the pictogram. */
export const TREE_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    ...links.map((d) => `<path d="${d}" fill="none" stroke="#8a99a6" stroke-width="1.5"/>`),
    ...nodes.map(([x, y, color]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#ffffff" stroke="${color}" stroke-width="2"/>`),
    ...nodes.slice(3).map(([x, y]) => `<rect x="${x + 7}" y="${y - 1.5}" width="24" height="3" rx="1.5" fill="#566673"/>`),
    '</svg>',
  ].join(''),
)}`;
