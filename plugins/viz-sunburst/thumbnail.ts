/** Gallery pictogram of "Sunburst": two rings of arcs around a hole, the outer ring splitting the inner one. */
const ring = (cx: number, cy: number, r0: number, r1: number, a0: number, a1: number) => {
  const point = (r: number, a: number) => `${(cx + r * Math.sin(a)).toFixed(1)} ${(cy - r * Math.cos(a)).toFixed(1)}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${point(r1, a0)} A${r1} ${r1} 0 ${large} 1 ${point(r1, a1)} L${point(r0, a1)} A${r0} ${r0} 0 ${large} 0 ${point(r0, a0)} Z`;
};
const TAU = Math.PI * 2;
const arcs: Array<[number, number, number, number, string]> = [
  [12, 22, 0, 0.45 * TAU, '#2F6FDE'],
  [12, 22, 0.45 * TAU, 0.75 * TAU, '#F2A541'],
  [12, 22, 0.75 * TAU, TAU, '#3BA272'],
  [23, 33, 0, 0.28 * TAU, '#5b8fe8'],
  [23, 33, 0.28 * TAU, 0.45 * TAU, '#8fb2f0'],
  [23, 33, 0.45 * TAU, 0.62 * TAU, '#f5bb6b'],
  [23, 33, 0.62 * TAU, 0.75 * TAU, '#f8d29e'],
  [23, 33, 0.75 * TAU, 0.9 * TAU, '#6cc095'],
  [23, 33, 0.9 * TAU, TAU, '#9fd6b8'],
];

/** The SVG data URI of the pictogram. */
export const SUNBURST_THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
    '<rect width="120" height="80" rx="6" fill="#f4f6f8"/>',
    ...arcs.map(([r0, r1, a0, a1, fill]) => `<path d="${ring(60, 40, r0, r1, a0, a1)}" fill="${fill}" stroke="#f4f6f8" stroke-width="1"/>`),
    '</svg>',
  ].join(''),
)}`;
